package dev.rbench.service.reactive.records;

import dev.rbench.service.common.records.RecordBody;
import dev.rbench.service.common.records.RecordFormat;
import dev.rbench.service.common.records.RecordQuery;
import dev.rbench.service.common.records.RecordRoutes;
import dev.rbench.service.common.records.RecordStore;
import dev.rbench.service.common.records.RecordStores;
import dev.rbench.service.common.records.RecordStreamAbortedException;
import dev.rbench.service.common.threads.HandlerThreads;
import dev.rbench.service.reactive.ThreadHandlersOnly;
import java.io.ByteArrayOutputStream;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.autoconfigure.task.TaskExecutionAutoConfiguration;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseEntity;
import org.springframework.http.server.reactive.ServerHttpRequest;
import org.springframework.http.server.reactive.ServerHttpResponse;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Flux;

/**
 * Study 004's {@code GET /records} on virtual-netty: the blocking-style stores MVC uses (the sync driver, JDBC), read
 * on a virtual thread, the records handed on as MVC writes them to the servlet's stream.
 * <p>
 * The handler runs on WebFlux's virtual thread, checks the query and picks the store, and returns the body as a
 * {@link GatedBody}: once Netty subscribes, a thread of Boot's task executor (a virtual one, the same executor that runs
 * the handlers) drains the store, and each chunk waits until the connection asks for more. So the wait for the database
 * and for a slow client is a parked virtual thread, one per request, as on the virtual stack; the event loop only
 * carries the bytes.
 * <p>
 * Records are gathered into 8 KB before they are handed on (as Tomcat's output buffer does on MVC), so a store that
 * fails before 8 KB have left is still its error status; after that the connection is closed without the chunked
 * body's end ({@link RecordStreamAbortedException}).
 */
@RestController
@ThreadHandlersOnly
public class ThreadRecordController {
    private static final int CHUNK_BYTES = 8192;

    private final ObjectProvider<RecordStore> stores;
    private final HandlerThreads handlerThreads;
    private final Executor executor;

    public ThreadRecordController(ObjectProvider<RecordStore> stores, HandlerThreads handlerThreads,
                                  @Qualifier(TaskExecutionAutoConfiguration.APPLICATION_TASK_EXECUTOR_BEAN_NAME) Executor executor) {
        this.stores = stores;
        this.handlerThreads = handlerThreads;
        this.executor = executor;
    }

    @GetMapping(RecordRoutes.RECORDS)
    public ResponseEntity<Flux<DataBuffer>> records(@RequestParam(required = false) String store,
                                                    @RequestParam(required = false) String size,
                                                    @RequestParam(required = false) String count,
                                                    @RequestParam(required = false) String via,
                                                    ServerHttpRequest request, ServerHttpResponse response) {
        handlerThreads.record();
        String name = RecordStores.checkName(store);
        RecordQuery query = RecordQuery.parse(size, count, via);
        RecordFormat format = RecordFormat.fromAccept(request.getHeaders().get(HttpHeaders.ACCEPT));
        RecordStore chosen = RecordStores.pick(name, stores.orderedStream(), RecordStore::name);
        RecordBody body = format.body();
        Flux<DataBuffer> bytes = GatedBody.written(executor, response.bufferFactory(), chunks -> write(chosen, query, body, chunks));
        return ResponseEntity.ok().contentType(format.mediaType())
                .body(bytes.onErrorMap(e -> response.isCommitted() ? new RecordStreamAbortedException(e) : e));
    }

    private static void write(RecordStore store, RecordQuery query, RecordBody body, Consumer<byte[]> chunks) {
        ByteArrayOutputStream pending = new ByteArrayOutputStream(CHUNK_BYTES * 2);
        store.stream(query, row -> {
            pending.writeBytes(body.next(row));
            if (pending.size() >= CHUNK_BYTES) {
                chunks.accept(pending.toByteArray());
                pending.reset();
            }
        });
        pending.writeBytes(body.end());
        chunks.accept(pending.toByteArray());
    }
}
