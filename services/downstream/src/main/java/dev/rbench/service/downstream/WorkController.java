package dev.rbench.service.downstream;

import dev.rbench.service.common.DelayRule;
import dev.rbench.service.common.ReadyResponse;
import dev.rbench.service.common.Routes;
import dev.rbench.service.common.remote.RemoteRoutes;
import java.time.Duration;
import java.util.Map;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Mono;

/**
 * {@code /work?ms=N} answers after N ms from a Reactor timer: no thread waits, so thousands of
 * slow calls cost the downstream almost nothing and the measured limits are the caller's.
 */
@RestController
public class WorkController {
    private static final ReadyResponse READY = new ReadyResponse("ready", "downstream");

    private final WorkCounter counter;
    private final DownstreamFault fault;

    public WorkController(WorkCounter counter, DownstreamFault fault) {
        this.counter = counter;
        this.fault = fault;
    }

    // String, not long: a missing or non-integer ms must reach DelayRule and get the shared 400.
    @GetMapping(path = RemoteRoutes.WORK, produces = MediaType.APPLICATION_JSON_VALUE)
    public Mono<ResponseEntity<Object>> work(@RequestParam(name = DelayRule.PARAMETER, required = false) String ms) {
        long millis = DelayRule.parseMillis(ms);
        DownstreamFault.State now = fault.state();
        boolean fails = fault.failsNow();
        return Mono.delay(Duration.ofMillis(millis + now.extraMs()))
                .map(tick -> {
                    if (fails) {
                        return ResponseEntity.status(HttpStatus.SERVICE_UNAVAILABLE)
                                .body(Map.of("error", "downstream fault injected: error rate " + now.errorRate()));
                    }
                    // Counted when answered, before the body is written: a caller that has the
                    // response already sees it in /stats.
                    counter.served();
                    return ResponseEntity.ok(WorkResponse.of(millis));
                });
    }

    /**
     * Injects a fault into every {@code /work} from now on: {@code extraMs} more delay (0..600000) and a
     * share {@code errorRate} (0..1) of 503s; the runner calls it at the fault's start and {@link #heal} at its end.
     */
    @PostMapping(path = RemoteRoutes.FAULT, produces = MediaType.APPLICATION_JSON_VALUE)
    public ResponseEntity<Map<String, Object>> inject(@RequestParam(name = "extraMs", defaultValue = "0") String extraMs,
                                                      @RequestParam(name = "errorRate", defaultValue = "0") String errorRate) {
        long extra;
        double rate;
        try {
            extra = Long.parseLong(extraMs);
            rate = Double.parseDouble(errorRate);
        } catch (NumberFormatException e) {
            return ResponseEntity.badRequest().body(Map.of("error", "extraMs must be an integer and errorRate a number"));
        }
        if (extra < 0 || extra > 600_000 || !(rate >= 0 && rate <= 1)) {
            return ResponseEntity.badRequest().body(Map.of("error", "extraMs must be 0..600000 and errorRate 0..1"));
        }
        fault.set(extra, rate);
        return ResponseEntity.ok(Map.of("extraMs", extra, "errorRate", rate));
    }

    @DeleteMapping(path = RemoteRoutes.FAULT, produces = MediaType.APPLICATION_JSON_VALUE)
    public Map<String, Object> heal() {
        fault.set(0, 0);
        return Map.of("extraMs", 0, "errorRate", 0.0);
    }

    @GetMapping(path = RemoteRoutes.STATS, produces = MediaType.APPLICATION_JSON_VALUE)
    public Map<String, Long> stats() {
        return Map.of("served", counter.count());
    }

    @GetMapping(path = Routes.READY, produces = MediaType.APPLICATION_JSON_VALUE)
    public ReadyResponse ready() {
        return READY;
    }
}
