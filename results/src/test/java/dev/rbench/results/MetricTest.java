package dev.rbench.results;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The metrics' names and units as results.json, compare and the report print them. */
class MetricTest {

    @Test
    void labelsUnitsAndDirection() {
        assertThat(Metric.THROUGHPUT.label() + " " + Metric.THROUGHPUT.unit()).isEqualTo("throughput req/s");
        assertThat(Metric.MEAN.label() + " " + Metric.MEAN.unit()).isEqualTo("mean ms");
        assertThat(Metric.P99.label() + " " + Metric.P99.unit()).isEqualTo("p99 ms");
        assertThat(Metric.THROUGHPUT.higherIsBetter()).isTrue();
        assertThat(Metric.MEAN.higherIsBetter()).isFalse();
        assertThat(Metric.P99.higherIsBetter()).isFalse();
        assertThat(IntervalMethod.BATCH_MEANS_OF_TIMELINE.summarisesByMedian()).isFalse();
        assertThat(IntervalMethod.BOOTSTRAP_MEDIAN_OF_REPEATS.summarisesByMedian()).isTrue();
        assertThat(IntervalMethod.NONE.summarisesByMedian()).isTrue();
    }
}
