package dev.rbench.results.stats;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.results.ErrorCounts;
import dev.rbench.results.IntervalMethod;
import dev.rbench.results.LatencySummary;
import dev.rbench.results.RepeatFigures;
import dev.rbench.results.ResourceUsage;
import dev.rbench.results.StepRecord;
import dev.rbench.results.TimelineSecond;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class StepEstimatesTest {

    @Test
    void oneSteadyStepOfTwelveSecondsGetsABatchMeansIntervalForThroughputOnly() {
        // 12 seconds: the first and last are partial and dropped, 10 whole ones remain, 5 batches of 2.
        StepRecord step = step(List.of(40L, 100L, 98L, 102L, 97L, 103L, 99L, 101L, 100L, 96L, 104L, 30L), 99.0);
        var stats = StepEstimates.of(step, List.of(step.asRepeat(1)), true);
        assertThat(stats.method()).isEqualTo(IntervalMethod.BATCH_MEANS_OF_TIMELINE);
        assertThat(stats.throughputRps().samples()).containsExactly(99.0, 99.5, 101.0, 100.5, 100.0);
        assertThat(stats.throughputRps().bounded()).isTrue();
        assertThat(stats.throughputRps().low()).isLessThan(100.0).isGreaterThan(98.5);
        assertThat(stats.throughputRps().high()).isGreaterThan(100.0).isLessThan(101.5);
        assertThat(stats.latencyP99Ms().bounded()).as("the timeline has no mean: no latency interval").isFalse();
    }

    @Test
    void aShortStepOrABurstGetsNoIntervalAtAll() {
        StepRecord shortStep = step(List.of(40L, 100L, 98L, 102L, 30L), 90.0);
        assertThat(StepEstimates.of(shortStep, List.of(shortStep.asRepeat(1)), true).method()).isEqualTo(IntervalMethod.NONE);
        StepRecord burst = step(List.of(40L, 100L, 98L, 102L, 97L, 103L, 99L, 101L, 100L, 96L, 104L, 30L), 99.0);
        var stats = StepEstimates.of(burst, List.of(burst.asRepeat(1)), false);
        assertThat(stats.method()).isEqualTo(IntervalMethod.NONE);
        assertThat(stats.throughputRps().bounded()).isFalse();
        assertThat(stats.throughputRps().value()).isEqualTo(99.0);
    }

    @Test
    void fewerThanFiveRepeatsAreTooFewAndFailedRepeatsDoNotCount() {
        StepRecord step = step(List.of(10L), 10.0);
        List<RepeatFigures> two = List.of(repeat(1, 10, false), repeat(2, 11, false));
        assertThat(StepEstimates.of(step, two, false).method()).isEqualTo(IntervalMethod.NONE);
        assertThat(StepEstimates.of(step, two, false).throughputRps().value()).isEqualTo(10.5);

        List<RepeatFigures> threeOneFailed = List.of(repeat(1, 10, false), repeat(2, 0, true), repeat(3, 11, false), repeat(4, 12, false),
                repeat(5, 10, false));
        assertThat(StepEstimates.of(step, threeOneFailed, false).repeats()).isEqualTo(4);
        assertThat(StepEstimates.of(step, threeOneFailed, false).throughputRps().bounded()).isFalse();

        List<RepeatFigures> three = List.of(repeat(1, 10, false), repeat(2, 12, false), repeat(3, 11, false));
        assertThat(StepEstimates.of(step, three, false).method()).as("3 repeats: too few").isEqualTo(IntervalMethod.NONE);

        List<RepeatFigures> five = List.of(repeat(1, 10, false), repeat(2, 12, false), repeat(3, 11, false), repeat(4, 13, false),
                repeat(5, 9, false));
        var stats = StepEstimates.of(step, five, false);
        assertThat(stats.method()).isEqualTo(IntervalMethod.BOOTSTRAP_MEDIAN_OF_REPEATS);
        assertThat(stats.throughputRps().value()).isEqualTo(11.0);
        assertThat(stats.throughputRps().samples()).containsExactly(10.0, 12.0, 11.0, 13.0, 9.0);
    }

    private static RepeatFigures repeat(int n, double throughput, boolean failed) {
        return new RepeatFigures(n, 10, failed ? 0 : 10, failed, failed ? "service died" : null, ErrorCounts.NONE, 1, throughput,
                new LatencySummary(100, 100, 100, 120, 130, 140), ResourceUsage.NONE, null);
    }

    private static StepRecord step(List<Long> okPerSecond, double throughput) {
        List<TimelineSecond> timeline = new ArrayList<>();
        for (int i = 0; i < okPerSecond.size(); i++) {
            timeline.add(new TimelineSecond(i, okPerSecond.get(i), okPerSecond.get(i), ErrorCounts.NONE, 10.0, 20.0, 10));
        }
        return StepRecord.builder().users(10).workload("closed loop").requests(1000).ok(1000).errors(ErrorCounts.NONE)
                .wallSeconds(okPerSecond.size()).throughputRps(throughput).latencyMs(new LatencySummary(100, 100, 100, 120, 130, 140))
                .sut(ResourceUsage.NONE).timeline(timeline).build();
    }
}
