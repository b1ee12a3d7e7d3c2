package dev.rbench.service.common.handlers;

import dev.rbench.service.common.DelayRule;
import dev.rbench.service.common.MovieCache;
import dev.rbench.service.common.NativeCallbackWait;
import dev.rbench.service.common.Routes;
import dev.rbench.service.common.threads.HandlerThreads;
import java.time.Duration;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

/**
 * Simulates a slow downstream call by sleeping on the thread that handles the request. Holding the
 * thread is the point of the experiment: on platform threads it occupies a Tomcat worker, on virtual
 * threads it only parks the virtual thread. Plain values and no servlet types, so Spring MVC and
 * WebFlux map this one controller; WebFlux runs it on its blocking executor (virtual threads), or,
 * without one, on the event loop, which {@link HandlerThreads} then shows.
 */
@RestController
public class ThreadDelayController {

    private final HandlerThreads handlerThreads;

    public ThreadDelayController(HandlerThreads handlerThreads) {
        this.handlerThreads = handlerThreads;
    }

    // String, not long: a non-integer must reach DelayRule and get the shared 400, not a type-mismatch error.
    @GetMapping(Routes.DELAY)
    public ResponseEntity<String> delay(@PathVariable(DelayRule.PARAMETER) String ms) throws InterruptedException {
        handlerThreads.record();
        long millis = DelayRule.parseMillis(ms);
        Thread.sleep(Duration.ofMillis(DelayRule.waitMillis(millis)));
        return ResponseEntity.ok().contentType(MediaType.TEXT_PLAIN).body(DelayRule.responseBody(millis));
    }

    /** The peer's CPU-heavier route: the cached movies serialised to JSON, then the same wait, then the JSON. */
    @GetMapping(Routes.DELAY_AFTER_MOVIES)
    public ResponseEntity<byte[]> delayAfterMovies(@PathVariable(DelayRule.PARAMETER) String ms) throws InterruptedException {
        handlerThreads.record();
        long millis = DelayRule.parseMillis(ms);
        byte[] movies = MovieCache.json();
        Thread.sleep(Duration.ofMillis(DelayRule.waitMillis(millis)));
        return ResponseEntity.ok().contentType(MediaType.APPLICATION_JSON).body(movies);
    }

    /** The same wait inside a native callback: on virtual threads it pins the carrier (JFR shows it). */
    @GetMapping(Routes.DELAY_IN_NATIVE_CALLBACK)
    public ResponseEntity<String> delayInNativeCallback(@PathVariable(DelayRule.PARAMETER) String ms) {
        handlerThreads.record();
        long millis = DelayRule.parseMillis(ms);
        NativeCallbackWait.sleep(millis);
        return ResponseEntity.ok().contentType(MediaType.TEXT_PLAIN).body(DelayRule.responseBody(millis));
    }
}
