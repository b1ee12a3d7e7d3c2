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
}
