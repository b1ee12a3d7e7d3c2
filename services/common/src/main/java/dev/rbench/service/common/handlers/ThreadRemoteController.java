package dev.rbench.service.common.handlers;

import dev.rbench.service.common.DelayRule;
import dev.rbench.service.common.remote.RemoteRoutes;
import dev.rbench.service.common.remote.RestDownstreamClient;
import dev.rbench.service.common.threads.HandlerThreads;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code /remote?ms=N}: relays the downstream's {@code /work?ms=N} body unchanged, holding the
 * request thread while the downstream waits: MVC's (blocking, virtual) and WebFlux's blocking-style handler
 * (virtual-netty).
 */
@RestController
public record ThreadRemoteController(RestDownstreamClient downstream, HandlerThreads handlerThreads) {

    // String, not long: a missing or non-integer ms must reach DelayRule and get the shared 400.
    @GetMapping(RemoteRoutes.REMOTE)
    public ResponseEntity<byte[]> remote(@RequestParam(name = DelayRule.PARAMETER, required = false) String ms) {
        handlerThreads.record();
        long millis = DelayRule.parseMillis(ms);
        return ResponseEntity.ok().contentType(MediaType.APPLICATION_JSON).body(downstream.work(millis));
    }
}
