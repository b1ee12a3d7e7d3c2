package dev.rbench.service.common.mongo;

import dev.rbench.protocol.PoolSnapshot;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code GET /pool} and {@code POST /pool/reset} for both stacks. Plain return values: reading a
 * few atomics is cheap enough for an event loop.
 */
@RestController
public record PoolController(ObjectProvider<PoolGauges> gauges) {

    @GetMapping(path = MongoRoutes.POOL, produces = MediaType.APPLICATION_JSON_VALUE)
    public PoolSnapshot pool() {
        return Database.require(gauges).snapshot();
    }

    @PostMapping(MongoRoutes.POOL_RESET)
    public ResponseEntity<Void> reset() {
        Database.require(gauges).resetWatermarks();
        return ResponseEntity.noContent().build();
    }
}
