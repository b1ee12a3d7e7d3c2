package dev.rbench.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The model's predictions for the study's delay experiment (T = 200, t = 2 s, 1 s ramp), and for high-concurrency's
 * bursts with a CPU station, sealed in golden files so that a change to the model shows as a diff. Regenerate after an intended change
 * with {@code -Drbench.updateGolden=true} and review the diff.
 */
class ModelGoldenTest {

    private static final Path GOLDEN = Path.of(System.getProperty("basedir", "."), "src", "test", "resources", "golden", "seed-delay-model.txt");

    static String seedDelayPredictions() {
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%-13s %6s %10s %12s %14s%n",
                "stack", "users", "wall s", "req/s", "mean ms"));
        for (StackKind stack : StackKind.values()) {
            for (int users : List.of(1, 10, 100, 500, 1000, 2000, 4000)) {
                int threads = stack.threadLimited() ? 200 : ModelInput.UNLIMITED;
                Prediction p = QueueModel.predict(stack, ModelInput.of(new Load.Burst(users, 1.0), threads, 2.0));
                sb.append(String.format(Locale.ROOT, "%-13s %6d %10.4f %12.4f %14.3f%n",
                        stack.id(), users, p.wallSeconds(), p.throughput(), p.meanLatencyMs()));
            }
        }
        return sb.toString();
    }

    /**
     * high-concurrency's delay route (bursts over 2 s, t = 2 s, Tomcat's 200 threads) with the CPU station its calibration
     * gives the delay path: c = 2 cores, s from none to past the point where the cores bind at 19,000 users.
     */
    static String highConcurrencyCpuPredictions() {
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%-13s %6s %7s %10s %12s %14s%n",
                "stack", "users", "s ms", "wall s", "req/s", "mean ms"));
        for (StackKind stack : StackKind.values()) {
            for (int users : List.of(5_000, 10_000, 19_000)) {
                for (double cpuMs : List.of(0.0, 0.2, 0.46)) {
                    int threads = stack.threadLimited() ? 200 : ModelInput.UNLIMITED;
                    ModelInput in = ModelInput.of(new Load.Burst(users, 2.0), threads, 2.0);
                    Prediction p = QueueModel.predict(stack, cpuMs > 0 ? in.withCpu(2, cpuMs / 1000) : in);
                    sb.append(String.format(Locale.ROOT, "%-13s %6d %7.2f %10.4f %12.4f %14.3f%n",
                            stack.id(), users, cpuMs, p.wallSeconds(), p.throughput(), p.meanLatencyMs()));
                }
            }
        }
        return sb.toString();
    }

    @Test
    void seedDelayPredictionsMatchGolden() throws Exception {
        matchesGolden(seedDelayPredictions(), GOLDEN);
    }

    @Test
    void highConcurrencyWithTheCpuStationMatchesGolden() throws Exception {
        matchesGolden(highConcurrencyCpuPredictions(), GOLDEN.resolveSibling("high-concurrency-cpu-model.txt"));
    }

    private static void matchesGolden(String actual, Path golden) throws Exception {
        if (Boolean.getBoolean("rbench.updateGolden")) {
            Files.writeString(golden, actual);
        }
        assertThat(actual).as("model output differs from %s", golden).isEqualTo(Files.readString(golden));
    }
}
