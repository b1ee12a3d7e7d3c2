package dev.rbench.results.stats;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.results.Estimate;
import dev.rbench.results.IntervalMethod;
import dev.rbench.results.Ratio;
import java.util.List;
import org.junit.jupiter.api.Test;

class BootstrapTest {

    // Throughputs (req/s) of five repeats of seed-delay --quick at 100 users, as measured on this machine.
    static final List<Double> BLOCKING_100 = List.of(17.3, 17.5, 17.1, 17.6, 17.4);
    static final List<Double> VIRTUAL_100 = List.of(154.0, 160.2, 149.8, 158.1, 156.6);

    @Test
    void theSameFiguresGiveTheSameInterval() {
        double[] first = Bootstrap.interval(VIRTUAL_100, Bootstrap::median);
        double[] second = Bootstrap.interval(VIRTUAL_100, Bootstrap::median);
        assertThat(first).containsExactly(second);
    }

    @Test
    void theMediansIntervalHoldsTheMedianAndLiesWithinTheSamples() {
        double[] ci = Bootstrap.interval(VIRTUAL_100, Bootstrap::median);
        assertThat(ci[0]).isLessThanOrEqualTo(156.6).isGreaterThanOrEqualTo(149.8);
        assertThat(ci[1]).isGreaterThanOrEqualTo(156.6).isLessThanOrEqualTo(160.2);
        assertThat(ci[0]).isLessThan(ci[1]);
    }

    @Test
    void medianOfEvenAndOddCounts() {
        assertThat(Bootstrap.median(new double[] {3, 1, 2})).isEqualTo(2);
        assertThat(Bootstrap.median(new double[] {4, 1, 2, 3})).isEqualTo(2.5);
    }

    @Test
    void separatedSamplesDifferSignificantly() {
        Ratio r = Differences.ratio(estimate(BLOCKING_100), estimate(VIRTUAL_100), IntervalMethod.BOOTSTRAP_MEDIAN_OF_REPEATS);
        assertThat(r.value()).isBetween(8.9, 9.1);
        assertThat(r.significant()).isTrue();
        assertThat(r.low()).isGreaterThan(1);
    }

    @Test
    void interleavedSamplesDoNot() {
        List<Double> a = List.of(20.1, 19.8, 20.3, 19.9, 20.0);
        List<Double> b = List.of(20.2, 19.7, 20.0, 20.4, 19.9);
        Ratio r = Differences.ratio(estimate(a), estimate(b), IntervalMethod.BOOTSTRAP_MEDIAN_OF_REPEATS);
        assertThat(r.bounded()).isTrue();
        assertThat(r.significant()).isFalse();
        assertThat(r.low()).isLessThan(1);
        assertThat(r.high()).isGreaterThan(1);
    }

    @Test
    void tooFewSamplesGiveNoIntervalAndNoSignificance() {
        Estimate two = new Estimate(20, 19.0, 21.0, List.of(19.0, 21.0));
        Ratio r = Differences.ratio(two, estimate(VIRTUAL_100), IntervalMethod.BOOTSTRAP_MEDIAN_OF_REPEATS);
        assertThat(r.bounded()).isFalse();
        assertThat(r.significant()).isFalse();
        assertThat(r.value()).isNotNull();
    }

    @Test
    void aZeroBaselineHasNoRatio() {
        Estimate zero = new Estimate(0, 0.0, 0.0, List.of(0.0, 0.0, 0.0));
        Ratio r = Differences.ratio(zero, estimate(VIRTUAL_100), IntervalMethod.BOOTSTRAP_MEDIAN_OF_REPEATS);
        assertThat(r.value()).isNull();
        assertThat(r.significant()).isFalse();
    }

    static Estimate estimate(List<Double> values) {
        double[] ci = Bootstrap.interval(values, Bootstrap::median);
        return new Estimate(Bootstrap.median(Bootstrap.toArray(values)), ci[0], ci[1], values);
    }
}
