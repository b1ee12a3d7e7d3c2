package dev.rbench.loadgen;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Checks the burst figures against a server whose behaviour we can compute: 10 handler threads that each take a
 * fixed time. The bands are wide on purpose (noisy 2-core CI), but narrow enough to catch a wrong definition.
 */
class BurstAccountingTest {

    private static LoadGenerator generator;

    @BeforeAll
    static void start() {
        generator = new LoadGenerator(new LoadOptions(Duration.ofSeconds(5), Duration.ofSeconds(20), 2));
    }

    @AfterAll
    static void stop() {
        generator.close();
    }

    @Test
    void simultaneousBurstQueuesBehindTheServersConcurrencyLimit() throws Exception {
        TestServers.RecordingProgress progress = new TestServers.RecordingProgress();
        StepResult r;
        try (var server = new TestServers.SlowServer(10, 200, 200)) {
            r = generator.run(server.uri(), new Burst(100, Duration.ZERO), progress);
        }
        System.out.printf("burst 100/0s, 10 handlers x 200ms: wall=%.3fs throughput=%.1f/s mean=%.1fms p50=%.1f max=%.1f%n",
                r.wallSeconds(), r.throughput(), r.latencyMs().mean(), r.latencyMs().p50(), r.latencyMs().max());

        assertThat(r.users()).isEqualTo(100);
        assertThat(r.requests()).isEqualTo(100);
        assertThat(r.ok()).isEqualTo(100);
        assertThat(r.errors().total()).isZero();
        assertThat(r.histogram().getTotalCount()).isEqualTo(100);
        // 10 waves of 200 ms: the last completes at ~2 s, completions average ~1.1 s.
        assertThat(r.wallSeconds()).isBetween(1.8, 3.0);
        assertThat(r.throughput()).isBetween(33.0, 56.0);
        assertThat(r.latencyMs().mean()).isBetween(900.0, 1600.0);
        assertThat(r.latencyMs().p50()).isLessThanOrEqualTo(r.latencyMs().p90());
        assertThat(r.latencyMs().max()).isGreaterThanOrEqualTo(r.latencyMs().p999());

        List<double[]> calls = progress.calls();
        assertThat(calls).isNotEmpty();
        assertThat(calls.getLast()).containsExactly(100.0, 1.0);
        // throttled to ~10/s over ~2 s (plus the final call)
        assertThat(calls.size()).isLessThanOrEqualTo(40);
        assertThat(calls).allSatisfy(c -> assertThat(c[1]).isBetween(0.0, 1.0));
    }

    @Test
    void rampSpreadsTheStarts() throws Exception {
        StepResult r;
        try (var server = new TestServers.SlowServer(10, 50, 200)) {
            r = generator.run(server.uri(), new Burst(20, Duration.ofSeconds(1)), ProgressListener.NONE);
        }
        System.out.printf("burst 20/1s, 10 handlers x 50ms: wall=%.3fs throughput=%.1f/s mean=%.1fms max=%.1fms%n",
                r.wallSeconds(), r.throughput(), r.latencyMs().mean(), r.latencyMs().max());

        assertThat(r.requests()).isEqualTo(20);
        assertThat(r.ok()).isEqualTo(20);
        // Last user starts at 19/20 s and takes ~50 ms; all at once would finish in ~0.1 s.
        assertThat(r.wallSeconds()).isBetween(0.95, 1.6);
        // Each user finds a free handler: latency ~ the handler's 50 ms, not queueing.
        assertThat(r.latencyMs().mean()).isBetween(45.0, 300.0);
        assertThat(r.latencyMs().p50()).isLessThan(300.0);
    }
}
