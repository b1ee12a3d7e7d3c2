package dev.rbench.runner.scenario;

import java.time.Duration;
import java.util.List;

/**
 * The reduced form {@code --quick} gives any scenario: few small steps, a short delay and a small
 * thread pool, so the same shapes show in seconds instead of minutes. A preset's own {@code quick:}
 * block is applied as explicit values on top; what it leaves unset is reduced here.
 */
public final class QuickForm {

    static final int MAX_USERS = 100;
    static final int MAX_RATE_STEPS = 3;
    static final Duration MAX_DELAY = Duration.ofMillis(500);
    static final Duration MAX_RAMP = Duration.ofMillis(100);
    static final Duration MAX_DURATION = Duration.ofSeconds(3);
    static final int MAX_SERVER_THREADS = 10;
    static final int MAX_WARMUP_USERS = 10;
    static final Duration MAX_WARMUP = Duration.ofSeconds(5);
    static final int MAX_HEAP_MB = 512;
    static final Duration MAX_PAUSE = Duration.ofMillis(200);

    private QuickForm() {
    }

    static Scenario reduce(Scenario s) {
        List<Integer> users = s.users().stream().filter(u -> u <= MAX_USERS).toList();
        if (users.isEmpty()) {
            users = List.of(Math.min(MAX_USERS, s.users().getFirst()));
        }
        return new Scenario(s.name(), s.description(), s.stacks(), s.path(),
                min(s.delay(), MAX_DELAY), s.workload(), min(s.ramp(), MAX_RAMP), min(s.duration(), MAX_DURATION),
                users, s.rates().stream().limit(MAX_RATE_STEPS).toList(), s.rateFrom(), s.rateCap(), s.arrivals(), s.seed(),
                s.maxConnections(), Math.min(s.serverThreads(), MAX_SERVER_THREADS), s.eventLoops(), s.acceptBacklog(),
                Math.min(s.warmupUsers(), MAX_WARMUP_USERS), min(s.warmupDuration(), MAX_WARMUP), s.warmupBurstMax(),
                s.connectTimeout(), s.requestTimeout(), Math.min(s.serviceHeapMb(), MAX_HEAP_MB), s.serviceJvmOptions(), s.pin(),
                min(s.pauseBetweenSteps(), MAX_PAUSE), s.readyTimeout(), s.data(), true);
    }

    private static Duration min(Duration a, Duration b) {
        return a.compareTo(b) <= 0 ? a : b;
    }
}
