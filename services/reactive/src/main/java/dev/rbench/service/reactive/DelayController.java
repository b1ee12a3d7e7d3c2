package dev.rbench.service.reactive;

import dev.rbench.service.common.DelayRule;
import dev.rbench.service.common.MovieCache;
import dev.rbench.service.common.NativeCallbackWait;
import dev.rbench.service.common.Routes;
import java.time.Duration;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;

/**
 * Simulates a slow downstream call with a timer: the event loop is released at once and the
 * response is completed when the timer fires, which is what lets a few loops hold many waits. The
 * virtual-netty stack maps the blocking-style one instead ({@link ThreadHandlers}).
 */
@RestController
@ReactiveHandlersOnly
public class DelayController {

    @GetMapping(Routes.DELAY)
    public Mono<ResponseEntity<String>> delay(@PathVariable(DelayRule.PARAMETER) String ms) {
        // Validated eagerly on the event loop (cheap, non-blocking); a failure becomes the shared 400.
        long millis = DelayRule.parseMillis(ms);
        return Mono.delay(Duration.ofMillis(DelayRule.waitMillis(millis)))
                .map(tick -> ResponseEntity.ok()
                        .contentType(MediaType.TEXT_PLAIN)
                        .body(DelayRule.responseBody(millis)));
    }

    /** The peer's CPU-heavier route: the cached movies serialised on the event loop, then the same timer. */
    @GetMapping(Routes.DELAY_AFTER_MOVIES)
    public Mono<ResponseEntity<byte[]>> delayAfterMovies(@PathVariable(DelayRule.PARAMETER) String ms) {
        long millis = DelayRule.parseMillis(ms);
        byte[] movies = MovieCache.json();
        return Mono.delay(Duration.ofMillis(DelayRule.waitMillis(millis)))
                .map(tick -> ResponseEntity.ok().contentType(MediaType.APPLICATION_JSON).body(movies));
    }

    /** The native-callback wait, which blocks: on Reactor's boundedElastic platform threads, never on an event loop. */
    @GetMapping(Routes.DELAY_IN_NATIVE_CALLBACK)
    public Mono<ResponseEntity<String>> delayInNativeCallback(@PathVariable(DelayRule.PARAMETER) String ms) {
        long millis = DelayRule.parseMillis(ms);
        return Mono.fromCallable(() -> {
            NativeCallbackWait.sleep(millis);
            return ResponseEntity.ok().contentType(MediaType.TEXT_PLAIN).body(DelayRule.responseBody(millis));
        }).subscribeOn(Schedulers.boundedElastic());
    }
}
