package dev.rbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.results.RepeatFigures;
import dev.rbench.results.RunResults;
import dev.rbench.results.StackRun;
import dev.rbench.results.StepRecord;
import dev.rbench.results.stats.StepEstimates;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.ObjectNode;

/** compare on runs of five repeats: a regression only when B/A's whole interval lies beyond the threshold. */
class RepeatedComparisonTest {

    private final ObjectNode a = Fixtures.load(Fixtures.REPEAT5_SEED_DELAY_QUICK);
    private final ObjectNode b = Fixtures.load(Fixtures.REPEAT5_SEED_DELAY_QUICK);

    @Test
    void aRunAgainstItselfHasNeitherRegressionsNorUnresolvedDifferences() {
        ComparisonReport report = Fixtures.compare(a, b);
        assertThat(report.mismatches()).isEmpty();
        assertThat(report.steps()).hasSize(12).allSatisfy(s -> assertThat(s.throughputInterval().bounded()).isTrue());
        assertThat(report.regressions(0.10)).isEmpty();
        assertThat(report.inconclusive(0.10)).isEmpty();
        assertThat(report.render()).contains("95 % interval").containsPattern("0\\.9\\d\\d–1\\.0\\d\\d");
    }

    @Test
    void aTwentyPercentSlowerStackIsAConfirmedRegressionAtTenPercent() {
        ComparisonReport report = compareScaled(List.of(0.8, 0.8, 0.8, 0.8, 0.8));
        assertThat(report.regressions(0.10)).singleElement().satisfies(r -> {
            assertThat(r.stack()).isEqualTo("reactive");
            assertThat(r.step()).isEqualTo(100.0);
            assertThat(r.confirmed()).isTrue();
            assertThat(r.interval().high()).isLessThan(0.9);
            assertThat(r.describe()).contains("throughput fell 20.0%").contains("B/A 95 % interval").doesNotContain("inconclusive");
        });
        assertThat(report.regressions(0.25)).isEmpty();
        assertThat(report.inconclusive(0.25)).isEmpty();
    }

    @Test
    void aDropTheRepeatsCannotResolveIsInconclusive() {
        // A median 12 % lower, but the repeats spread from 30 % lower to 5 % higher.
        ComparisonReport report = compareScaled(List.of(0.70, 0.80, 0.88, 0.95, 1.05));
        assertThat(report.regressions(0.10)).isEmpty();
        assertThat(report.inconclusive(0.10)).singleElement().satisfies(r -> {
            assertThat(r.confirmed()).isFalse();
            assertThat(r.interval().bounded()).isTrue();
            assertThat(r.describe()).endsWith("inconclusive (need more repeats)");
        });
    }

    /** B with reactive's repeats at 100 users each scaled by its factor, and the step's summary drawn again as the runner would. */
    private ComparisonReport compareScaled(List<Double> factors) {
        RunResults runB = Fixtures.results(b);
        StackRun reactive = runB.runs().get(2);
        StepRecord step = reactive.steps().get(3);
        List<RepeatFigures> scaled = new ArrayList<>();
        for (int i = 0; i < step.repeats().size(); i++) {
            RepeatFigures r = step.repeats().get(i);
            scaled.add(new RepeatFigures(r.repeat(), r.requests(), r.ok(), r.failed(), r.failure(), r.errors(), r.wallSeconds(),
                    r.throughputRps() * factors.get(i), r.latencyMs(), r.sut(), r.noise()));
        }
        StepRecord slower = step.toBuilder().repeats(scaled).stats(StepEstimates.of(step, scaled, false)).build();
        return RunComparison.compare(Fixtures.results(a), runB.with(reactive.withStepAt(3, slower)));
    }
}
