package dev.rbench.service.common.mongo;

import dev.rbench.protocol.PoolSnapshot;
import dev.rbench.service.common.postgres.PostgresPoolGauges;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code GET /pool} and {@code POST /pool/reset} for both stacks: the MongoDB driver's pool, or with
 * {@code ?store=postgres} the PostgreSQL pool (HikariCP or r2dbc-pool); without {@code store}, MongoDB's
 * where it is configured, else PostgreSQL's. A reset starts every pool's watermarks afresh (503
 * without any). Plain
 * return values: reading a few atomics is cheap enough for an event loop.
 */
@RestController
public record PoolController(ObjectProvider<PoolGauges> gauges, ObjectProvider<PostgresPoolGauges> postgres) {

    static final String POSTGRES = "postgres";

    @GetMapping(path = MongoRoutes.POOL, produces = MediaType.APPLICATION_JSON_VALUE)
    public PoolSnapshot pool(@RequestParam(name = "store", required = false) String store) {
        PostgresPoolGauges pg = postgres.getIfAvailable();
        boolean wantsPostgres = POSTGRES.equals(store) || (store == null && gauges.getIfAvailable() == null && pg != null);
        return wantsPostgres ? Database.require(postgres).snapshot() : Database.require(gauges).snapshot();
    }

    @PostMapping(MongoRoutes.POOL_RESET)
    public ResponseEntity<Void> reset() {
        PostgresPoolGauges pg = postgres.getIfAvailable();
        if (pg == null) {
            Database.require(gauges).resetWatermarks();
        } else {
            gauges.ifAvailable(PoolGauges::resetWatermarks);
            pg.resetWatermarks();
        }
        return ResponseEntity.noContent().build();
    }
}
