package dev.rbench.results.stats;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.results.IntervalMethod;
import dev.rbench.results.Metric;
import dev.rbench.results.ResultsFile;
import dev.rbench.results.RunResults;
import dev.rbench.results.StepRecord;
import dev.rbench.results.Verdict;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/** The verdict of a recorded run: `rbench run seed-delay --quick --repeat 5` on the 2-core development machine. */
class VerdictsTest {

    static final List<String> STEPS = List.of("1 users", "10 users", "50 users", "100 users");

    static RunResults recorded() throws Exception {
        return ResultsFile.read(Path.of(Objects.requireNonNull(VerdictsTest.class.getResource("/seed-delay-quick-repeat5.json")).toURI()));
    }

    @Test
    void everyStepOfFiveRepeatsHasABootstrapInterval() throws Exception {
        for (var run : recorded().runs()) {
            assertThat(run.steps()).hasSize(4).allSatisfy(step -> {
                assertThat(step.repeats()).hasSize(5);
                assertThat(step.stats().method()).isEqualTo(IntervalMethod.BOOTSTRAP_MEDIAN_OF_REPEATS);
                assertThat(step.stats().throughputRps().bounded()).isTrue();
                assertThat(step.stats().latencyP99Ms().bounded()).isTrue();
                assertThat(step.stats().throughputRps().low()).isLessThanOrEqualTo(step.stats().throughputRps().value());
                assertThat(step.stats().throughputRps().high()).isGreaterThanOrEqualTo(step.stats().throughputRps().value());
            });
        }
    }

    @Test
    void blockingIsSignificantlyBehindVirtualAt100UsersButVirtualAndReactiveTieAt10() throws Exception {
        Verdict verdict = Verdicts.of(recorded(), STEPS);

        Verdict.Pair blockingVirtual100 = pair(verdict, "100 users", "blocking", "virtual", Metric.THROUGHPUT);
        assertThat(blockingVirtual100.significant()).isTrue();
        assertThat(blockingVirtual100.better()).isEqualTo("virtual");
        assertThat(blockingVirtual100.ratio().low()).isGreaterThan(5);

        Verdict.Pair virtualReactive10 = pair(verdict, "10 users", "virtual", "reactive", Metric.THROUGHPUT);
        assertThat(virtualReactive10.ratio().bounded()).isTrue();
        assertThat(virtualReactive10.significant()).isFalse();
        assertThat(virtualReactive10.better()).isNull();
    }

    @Test
    void blockingRanksLastAndTheSentencesSaySo() throws Exception {
        Verdict verdict = Verdicts.of(recorded(), STEPS);
        assertThat(verdict.standings().getLast().stack()).isEqualTo("blocking");
        assertThat(verdict.standings().getFirst().wins()).isGreaterThan(verdict.standings().getLast().wins());
        assertThat(verdict.summary()).hasSize(4);
        assertThat(verdict.summary().getLast()).startsWith("How sure: percentile bootstrap of the median over repeats");
        assertThat(verdict.summary().get(1)).startsWith("The widest significant gap: at 100 users").contains("blocking's");
    }

    @Test
    void theSameRunGivesTheSameVerdict() throws Exception {
        assertThat(Verdicts.of(recorded(), STEPS)).isEqualTo(Verdicts.of(recorded(), STEPS));
    }

    @Test
    void aStackWithErrorsRanksBelowEveryErrorFreeOne() throws Exception {
        RunResults run = recorded();
        var virtual = run.runs().get(1);
        StepRecord step = virtual.steps().getFirst();
        // One failed request of the 1-user step: virtual had errors, so it ranks below both others.
        StepRecord failing = step.toBuilder().requests(step.requests() + 1).errors(new dev.rbench.results.ErrorCounts(0, 1, 0, 0))
                .build();
        Verdict verdict = Verdicts.of(run.with(virtual.withStepAt(0, failing)), STEPS);
        assertThat(verdict.standings().getLast().stack()).isEqualTo("virtual");
        assertThat(verdict.standings().getLast().stepsWithErrors()).isEqualTo(1);
        assertThat(verdict.leads().getFirst().leader()).isNotEqualTo("virtual");
        assertThat(verdict.summary().getFirst()).contains("below every error-free stack");
    }

    @Test
    void aRunWithoutRepeatsHasNoIntervalsAndSaysSo() throws Exception {
        RunResults v1 = ResultsFile.read(Path.of(Objects.requireNonNull(
                VerdictsTest.class.getResource("/v1-seed-delay-quick-results.json")).toURI()));
        Verdict verdict = Verdicts.of(v1, List.of("1 users", "10 users", "50 users", "100 users"));
        assertThat(verdict.pairs()).noneMatch(Verdict.Pair::significant);
        assertThat(verdict.summary().get(0)).startsWith("With one repeat").contains("run with --repeat 5")
                .doesNotContain("No stack is significantly better");
        // Not "no difference": the blocking stack's waves are there by point estimates, said to be so.
        assertThat(verdict.summary().get(1)).startsWith("By point estimates alone, the widest gap: at 100 users")
                .contains("× blocking's", "no interval");
    }

    static Verdict.Pair pair(Verdict v, String step, String a, String b, Metric metric) {
        return v.pairs().stream().filter(p -> p.step().equals(step) && p.metric() == metric && p.a().equals(a) && p.b().equals(b))
                .findFirst().orElseThrow();
    }
}
