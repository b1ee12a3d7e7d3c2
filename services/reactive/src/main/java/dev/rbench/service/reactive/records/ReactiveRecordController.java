package dev.rbench.service.reactive.records;

import dev.rbench.service.common.records.RecordBody;
import dev.rbench.service.common.records.RecordFormat;
import dev.rbench.service.common.records.RecordQuery;
import dev.rbench.service.common.records.RecordRoutes;
import dev.rbench.service.common.records.RecordStores;
import dev.rbench.service.common.records.RecordStreamAbortedException;
import dev.rbench.service.reactive.ReactiveHandlersOnly;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.core.io.buffer.DataBufferFactory;
import org.springframework.http.HttpHeaders;
import org.springframework.http.server.reactive.ServerHttpRequest;
import org.springframework.http.server.reactive.ServerHttpResponse;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Mono;

/**
 * Study 004's {@code GET /records} on WebFlux: the store's Flux of records, each turned into its bytes
 * ({@link RecordBody}, the same bytes as MVC writes) and written with {@code writeWith}, so the
 * connection's demand reaches the database cursor (backpressure) and no thread waits.
 * <p>
 * {@code writeWith} commits the response only with the first buffer, and nothing is emitted before
 * the first record, so a store that fails first is still an error status (the advices' 400, 503, …).
 * A failure after that closes the connection without the chunked body's end
 * ({@link RecordStreamAbortedException}): the client sees a broken response, not a shorter one.
 */
@RestController
@ReactiveHandlersOnly
public record ReactiveRecordController(ObjectProvider<ReactiveRecordStore> stores) {

    @GetMapping(RecordRoutes.RECORDS)
    public Mono<Void> records(@RequestParam(required = false) String store, @RequestParam(required = false) String size,
                              @RequestParam(required = false) String count, @RequestParam(required = false) String via,
                              ServerHttpRequest request, ServerHttpResponse response) {
        String name = RecordStores.checkName(store);
        RecordQuery query = RecordQuery.parse(size, count, via);
        RecordFormat format = RecordFormat.fromAccept(request.getHeaders().get(HttpHeaders.ACCEPT));
        ReactiveRecordStore chosen = RecordStores.pick(name, stores.orderedStream(), ReactiveRecordStore::name);
        response.getHeaders().setContentType(format.mediaType());
        DataBufferFactory buffers = response.bufferFactory();
        RecordBody body = format.body();
        return response.writeWith(chosen.stream(query)
                .map(row -> buffers.wrap(body.next(row)))
                .concatWith(Mono.fromSupplier(() -> buffers.wrap(body.end())))
                .onErrorMap(e -> response.isCommitted() ? new RecordStreamAbortedException(e) : e));
    }
}
