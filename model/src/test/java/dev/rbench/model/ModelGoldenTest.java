package dev.rbench.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The model's predictions for the study's delay experiment (T = 200, t = 2 s, 1 s ramp), sealed in
 * a golden file so that a change to the model shows as a diff. Regenerate after an intended change
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

    @Test
    void seedDelayPredictionsMatchGolden() throws Exception {
        String actual = seedDelayPredictions();
        if (Boolean.getBoolean("rbench.updateGolden")) {
            Files.writeString(GOLDEN, actual);
        }
        assertThat(actual).as("model output differs from %s", GOLDEN).isEqualTo(Files.readString(GOLDEN));
    }
}
