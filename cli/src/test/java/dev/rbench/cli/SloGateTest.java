package dev.rbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.results.Estimate;
import dev.rbench.results.Percentile;
import dev.rbench.results.RunResults;
import dev.rbench.results.SloCapacity;
import dev.rbench.results.SloObjective;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** {@code rbench run --slo … --fail-on-slo}: the exit code a CI job gates on, and the user mistakes around it. */
class SloGateTest extends ConsoleCapture {

    private static final SloObjective P99_600 = new SloObjective(List.of(new SloObjective.LatencyBound(Percentile.P99, 600)), 0.1);

    @BeforeEach
    void home() {
        System.setProperty("rbench.home", Path.of("..").toAbsolutePath().normalize().toString());
    }

    private static RunResults judged(boolean blockingSustainsLargest) {
        SloCapacity capacity = new SloCapacity(P99_600, List.of(
                new SloCapacity.StackCapacity("blocking", Estimate.point(10, List.of()), null, blockingSustainsLargest, List.of()),
                new SloCapacity.StackCapacity("virtual", Estimate.point(100, List.of()), null, true, List.of())));
        return new RunResults(2, null, null, null, null, List.of(), true).withCapacity(capacity);
    }

    @Test
    void aStackThatMissedTheObjectiveAtTheLargestLoadFailsTheGate() {
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        assertThat(RunCommand.sloGate(judged(false), ExitCodes.OK, new PrintStream(said, true))).isEqualTo(ExitCodes.SLO_MISSED);
        assertThat(said.toString()).contains("the objective p99 ≤ 600 ms, errors ≤ 0.1 % was missed at the largest load by blocking");
    }

    @Test
    void everyStackWithinItKeepsTheRunsOwnCode() {
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        assertThat(RunCommand.sloGate(judged(true), ExitCodes.OK, new PrintStream(said, true))).isEqualTo(ExitCodes.OK);
        assertThat(RunCommand.sloGate(judged(true), ExitCodes.RUN_HAD_FAILURES, new PrintStream(said, true)))
                .isEqualTo(ExitCodes.RUN_HAD_FAILURES);
        assertThat(said.toString()).isEmpty();
    }

    @Test
    void theGateCodeIsNoOtherFailuresCode() {
        assertThat(ExitCodes.SLO_MISSED).isNotIn(ExitCodes.OK, ExitCodes.RUN_HAD_FAILURES, ExitCodes.USAGE, ExitCodes.BAD_INPUT,
                ExitCodes.ENVIRONMENT, ExitCodes.REGRESSION, ExitCodes.NOT_COMPARABLE, ExitCodes.INTERNAL, ExitCodes.INTERRUPTED);
    }

    @Test
    void theGateWithoutAnObjectiveIsRefusedBeforeAnythingRuns() {
        assertThat(Main.execute("run", "seed-delay", "--quick", "--fail-on-slo")).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err.toString()).contains("--fail-on-slo needs a service-level objective: give --slo p99=600ms");
    }

    @Test
    void theHelpSaysTheGatesRule() {
        assertThat(Main.execute("run", "--help")).isZero();
        assertThat(out.toString()).contains("--slo=BOUNDS").contains("p99=600ms,errors=0.1% (p50, p90, p99, p999")
                .contains("--fail-on-slo").contains("at the");
        assertThat(out.toString().replaceAll("\\s+", " ")).contains("Exit 7 when any stack missed the service-level objective (--slo,"
                + " or the scenario's slo) at the run's largest load");
        assertThat(err.toString()).doesNotContain("Could not format");
    }

    @Test
    void wrongSloInputNamesTheFlagAndTheFix() {
        assertThat(Main.execute("run", "seed-delay", "--quick", "--slo", "p98=1s")).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(Main.execute("run", "seed-delay", "--quick", "--slo", "p99=fast")).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(Main.execute("run", "seed-delay", "--quick", "--slo", "p99=1s,errors=120%")).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err.toString()).contains("--slo: 'p98' is not a bound the objective takes; give p50, p90, p99 or p999")
                .contains("--slo: slo.p99: 'fast' is not a duration").contains("--slo: slo.errors: '120%' is above 100%")
                .doesNotContain("Exception");
    }
}
