package dev.rbench.service.downstream;

import dev.rbench.service.common.DelayRule;
import dev.rbench.service.common.ReadyResponse;
import dev.rbench.service.common.Routes;
import dev.rbench.service.common.remote.RemoteRoutes;
import java.time.Duration;
import java.util.Map;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
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

    public WorkController(WorkCounter counter) {
        this.counter = counter;
    }

    // String, not long: a missing or non-integer ms must reach DelayRule and get the shared 400.
    @GetMapping(path = RemoteRoutes.WORK, produces = MediaType.APPLICATION_JSON_VALUE)
    public Mono<WorkResponse> work(@RequestParam(name = DelayRule.PARAMETER, required = false) String ms) {
        long millis = DelayRule.parseMillis(ms);
        return Mono.delay(Duration.ofMillis(millis))
                .map(tick -> {
                    // Counted when answered, before the body is written: a caller that has the
                    // response already sees it in /stats.
                    counter.served();
                    return WorkResponse.of(millis);
                });
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
