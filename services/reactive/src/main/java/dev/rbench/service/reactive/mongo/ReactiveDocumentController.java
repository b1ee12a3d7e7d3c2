package dev.rbench.service.reactive.mongo;

import dev.rbench.service.common.errors.ApiException;
import dev.rbench.service.common.mongo.Database;
import dev.rbench.service.common.mongo.EntityIds;
import dev.rbench.service.common.mongo.Fanout;
import dev.rbench.service.common.mongo.MongoRoutes;
import dev.rbench.service.common.mongo.StoredDocument;
import dev.rbench.service.reactive.ReactiveHandlersOnly;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * The study's getMessage and its "x independent calls" variant. The x reads are all in flight at
 * once by default (flatMap), as the study's formula assumes; {@code parallel=false} chains them
 * one after another (concatMap) for the comparison.
 */
@RestController
@ReactiveHandlersOnly
public record ReactiveDocumentController(ObjectProvider<ReactiveEntityStore> store) {

    @GetMapping(MongoRoutes.DOCUMENT)
    public Mono<StoredDocument> document(@PathVariable String id) {
        ReactiveEntityStore documents = Database.require(store);
        return read(documents, EntityIds.check(id));
    }

    @GetMapping(MongoRoutes.FANOUT)
    public Mono<Fanout> fanout(@PathVariable String id,
                               @RequestParam(required = false) String calls,
                               @RequestParam(required = false) String parallel) {
        ReactiveEntityStore documents = Database.require(store);
        EntityIds.check(id);
        int x = Fanout.calls(calls);
        boolean inParallel = Fanout.parallel(parallel, true);
        Flux<StoredDocument> reads = inParallel
                ? Flux.range(0, x).flatMap(i -> read(documents, id), x)
                : Flux.range(0, x).concatMap(i -> read(documents, id));
        return reads.map(StoredDocument::payloadLength)
                .reduce(0L, Long::sum)
                .map(bytes -> new Fanout(x, inParallel, bytes));
    }

    private static Mono<StoredDocument> read(ReactiveEntityStore documents, String id) {
        return documents.findDocument(id).switchIfEmpty(Mono.error(() -> ApiException.noDocument(id)));
    }
}
