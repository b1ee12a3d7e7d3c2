package dev.rbench.service.reactive.cassandra;

import dev.rbench.service.common.cassandra.CassandraFailures;
import dev.rbench.service.common.cassandra.CassandraRoutes;
import dev.rbench.service.common.cassandra.CassandraSessions;
import dev.rbench.service.common.cassandra.Item;
import dev.rbench.service.common.mongo.Database;
import dev.rbench.service.reactive.ReactiveHandlersOnly;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * Study 001's WebFlux controller: {@code GET /api/} returns every row of {@code rbench.items} as a
 * Flux from the driver's {@code executeReactive}, which WebFlux writes as a JSON array while the
 * pages are still arriving ("This object writes data to the client as soon as it is available").
 * Nothing blocks: the session is awaited as a CompletionStage and every page is fetched
 * asynchronously by the driver. A failure before the first row is a 503/504 with a reason; one
 * after it can only cut the response short (the status is sent).
 */
@RestController
@ReactiveHandlersOnly
public record ReactiveItemController(ObjectProvider<CassandraSessions> sessions) {

    @GetMapping(path = {CassandraRoutes.API, CassandraRoutes.API_SLASH}, produces = MediaType.APPLICATION_JSON_VALUE)
    public Flux<Item> all() {
        CassandraSessions cassandra = Database.requireCassandra(sessions);
        return Mono.fromCompletionStage(cassandra::session)
                .flatMapMany(session -> Flux.from(session.executeReactive(cassandra.findAll())))
                .map(Item::of)
                .onErrorMap(e -> CassandraFailures.classify(e));
    }
}
