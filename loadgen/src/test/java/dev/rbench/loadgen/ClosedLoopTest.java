package dev.rbench.loadgen;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class ClosedLoopTest {

    @Test
    void usersSendBackToBackForTheDuration() throws Exception {
        TestServers.RecordingProgress progress = new TestServers.RecordingProgress();
        StepResult r;
        try (var generator = new LoadGenerator(new LoadOptions(Duration.ofSeconds(5), Duration.ofSeconds(10), 2));
             var server = new TestServers.SlowServer(10, 50, 200)) {
            r = generator.run(server.uri(), new ClosedLoop(5, Duration.ofSeconds(1)), progress);
        }
        System.out.printf("closed loop 5 users x 1s, 50ms server: requests=%d wall=%.3fs throughput=%.1f/s mean=%.1fms%n",
                r.requests(), r.wallSeconds(), r.throughput(), r.latencyMs().mean());

        // 5 users x (1 s / ~50 ms) = ~100, plus up to 5 in flight at the end.
        assertThat(r.requests()).isBetween(60L, 110L);
        assertThat(r.ok()).isEqualTo(r.requests());
        assertThat(r.errors().total()).isZero();
        assertThat(r.histogram().getTotalCount()).isEqualTo(r.ok());
        assertThat(r.latencyMs().mean()).isBetween(45.0, 200.0);
        // In-flight requests at the end finish and count: the wall can pass the duration, by about one request.
        assertThat(r.wallSeconds()).isBetween(1.0, 1.6);

        List<double[]> calls = progress.calls();
        assertThat(calls.getLast()).containsExactly((double) r.requests(), 1.0);
        assertThat(calls).allSatisfy(c -> assertThat(c[1]).isBetween(0.0, 1.0));
    }
}
