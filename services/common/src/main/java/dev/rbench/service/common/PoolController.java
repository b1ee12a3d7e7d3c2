package dev.rbench.service.common;

import dev.rbench.protocol.PoolSnapshot;
import dev.rbench.service.common.mongo.MongoRoutes;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code GET /pool} and {@code POST /pool/reset} on the service's own port, for anyone to look at ({@link PoolControl});
 * the runner asks the side port, whose requests do not run through the request code it measures. A reset starts every
 * pool's watermarks afresh (503 without any). Plain return values: reading a few atomics is cheap enough for an event loop.
 */
@RestController
public class PoolController {

    private final PoolControl pools;

    public PoolController(PoolControl pools) {
        this.pools = pools;
    }

    @GetMapping(path = MongoRoutes.POOL, produces = MediaType.APPLICATION_JSON_VALUE)
    public PoolSnapshot pool(@RequestParam(name = "store", required = false) String store) {
        return pools.snapshot(store);
    }

    @PostMapping(MongoRoutes.POOL_RESET)
    public ResponseEntity<Void> reset() {
        pools.reset();
        return ResponseEntity.noContent().build();
    }
}
