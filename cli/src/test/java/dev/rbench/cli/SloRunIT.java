package dev.rbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.results.Percentile;
import dev.rbench.results.ResultsFile;
import dev.rbench.results.RunResults;
import dev.rbench.results.SloCapacity;
import dev.rbench.results.SloObjective;
import dev.rbench.results.stats.Capacities;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code rbench run --slo … --fail-on-slo} on a real blocking service: 2 Tomcat threads and a 300 ms delay serve 1 user
 * in one wave of t and 4 users in two, so p99 ≤ 450 ms holds at 1 user and not at 4, the largest load — exit 7; the same
 * measured run judged against p99 ≤ 5 s passes the gate.
 */
class SloRunIT extends ConsoleCapture {

    @Test
    void aMissAtTheLargestLoadExitsSevenAndAnObjectiveMetKeepsZero(@TempDir Path dir) throws Exception {
        System.setProperty("rbench.home", Path.of("..").toAbsolutePath().normalize().toString());
        int code = Main.execute("run", "seed-delay", "--quick", "--stacks", "blocking", "--users", "1,4", "--threads", "2",
                "--delay", "300ms", "--set", "warmupUsers=0", "--set", "pauseBetweenSteps=0s", "--set", "activityInterval=0s", "--slo", "p99=450ms",
                "--fail-on-slo", "--model", "false", "--out", dir.toString());

        assertThat(code).as(err.toString()).isEqualTo(ExitCodes.SLO_MISSED);
        assertThat(out.toString()).contains("Capacity at p99 ≤ 450 ms, errors ≤ 0.1 %:")
                .contains("  blocking: 1 user; at 4 users: p99 ");
        assertThat(err.toString()).contains("was missed at the largest load by blocking (--fail-on-slo)");
        assertThat(Files.readString(dir.resolve("summary.md"))).contains("**Capacity at p99 ≤ 450 ms, errors ≤ 0.1 %**");

        RunResults measured = ResultsFile.readRunDir(dir);
        SloCapacity.StackCapacity blocking = measured.capacity().stacks().getFirst();
        assertThat(blocking.users().value()).isEqualTo(1);
        assertThat(blocking.steps()).extracting(SloCapacity.StepCheck::sustained).containsExactly(true, false);

        SloObjective loose = new SloObjective(List.of(new SloObjective.LatencyBound(Percentile.P99, 5_000)), 0.1);
        RunResults met = measured.withCapacity(Capacities.of(measured, loose));
        assertThat(RunCommand.sloGate(met, ExitCodes.OK, new PrintStream(new ByteArrayOutputStream(), true))).isEqualTo(ExitCodes.OK);
    }
}
