package dev.rbench.loadgen;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The seeded Poisson schedule is part of the results' reproducibility: its first 20 fire times must not change
 * between versions. Regenerate (after an intended change) with {@code -Drbench.updateGolden=true}.
 */
class GoldenScheduleTest {

    private static final Path GOLDEN = Path.of("src/test/resources/golden/open-rate-poisson-100rps-seed42.txt");

    @Test
    void seededPoissonScheduleMatchesTheGoldenFile() throws IOException {
        ArrivalSchedule schedule = new OpenRate(100, Duration.ofSeconds(60), 16, Arrivals.POISSON, 42).schedule();
        List<String> lines = new ArrayList<>();
        lines.add("# first 20 fire times (ns from the step start) of new OpenRate(100, 60s, 16, POISSON, 42)");
        for (int i = 0; i < 20; i++) {
            lines.add(Long.toString(schedule.nextFireTimeNanos()));
        }
        if (Boolean.getBoolean("rbench.updateGolden")) {
            Files.createDirectories(GOLDEN.getParent());
            Files.write(GOLDEN, lines);
        }
        assertThat(GOLDEN).exists();
        assertThat(Files.readAllLines(GOLDEN)).isEqualTo(lines);
    }
}
