package dev.rbench.service.reactive.remote;

import dev.rbench.service.common.DelayRule;
import dev.rbench.service.common.remote.RemoteRoutes;
import dev.rbench.service.reactive.ReactiveHandlersOnly;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Mono;

/**
 * {@code /remote?ms=N}: relays the downstream's {@code /work?ms=N} body unchanged; the event loop
 * is free while the downstream waits.
 */
@RestController
@ReactiveHandlersOnly
public record ReactiveRemoteController(PooledDownstreamClient downstream) {

    // String, not long: a missing or non-integer ms must reach DelayRule and get the shared 400.
    @GetMapping(RemoteRoutes.REMOTE)
    public Mono<ResponseEntity<byte[]>> remote(@RequestParam(name = DelayRule.PARAMETER, required = false) String ms) {
        // Validated eagerly on the event loop (cheap, non-blocking); a failure becomes the shared 400.
        long millis = DelayRule.parseMillis(ms);
        return downstream.work(millis)
                .map(body -> ResponseEntity.ok().contentType(MediaType.APPLICATION_JSON).body(body));
    }
}
