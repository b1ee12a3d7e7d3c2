package dev.rbench.loadgen;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.ServerSocket;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class InterruptTest {

    @Test
    void interruptStopsTheStepAndTheGeneratorStaysUsable() throws Exception {
        try (var generator = new LoadGenerator(new LoadOptions(Duration.ofSeconds(5), Duration.ofSeconds(30), 2));
             ServerSocket silent = TestServers.silentServer()) {
            CompletableFuture<Throwable> outcome = new CompletableFuture<>();
            Thread runner = Thread.ofPlatform().start(() -> {
                try {
                    generator.run(TestServers.uri(silent.getLocalPort()), new Burst(20, Duration.ZERO), null);
                    outcome.complete(null);
                } catch (Throwable t) {
                    outcome.complete(t);
                }
            });
            Thread.sleep(300);
            runner.interrupt();

            assertThat(outcome.get(5, TimeUnit.SECONDS)).isInstanceOf(InterruptedException.class);

            try (var server = new TestServers.SlowServer(4, 0, 200)) {
                StepResult r = generator.run(server.uri(), new Burst(10, Duration.ZERO), null);
                assertThat(r.ok()).isEqualTo(10);
            }
        }
    }

    /** The runner's CPU calibration stops a load from its progress call once its rounds agree. */
    @Test
    void anExceptionFromTheProgressCallStopsTheStepAndTheGeneratorStaysUsable() throws Exception {
        try (var generator = new LoadGenerator(new LoadOptions(Duration.ofSeconds(5), Duration.ofSeconds(30), 2));
             var server = new TestServers.SlowServer(4, 0, 200)) {
            class Enough extends RuntimeException {
            }
            long start = System.nanoTime();
            ProgressListener stopEarly = (completed, fraction) -> {
                if (fraction >= 0.1) {
                    throw new Enough();
                }
            };
            org.assertj.core.api.Assertions.assertThatThrownBy(
                    () -> generator.run(server.uri(), new ClosedLoop(8, Duration.ofSeconds(20)), stopEarly))
                    .isInstanceOf(Enough.class);
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(10));

            StepResult r = generator.run(server.uri(), new Burst(10, Duration.ZERO), null);
            assertThat(r.ok()).isEqualTo(10);
        }
    }
}
