package dev.rbench.results.stats;

import dev.rbench.results.Metric;
import java.util.Locale;

/**
 * How much one step's figures move from one run to the next on this machine, per workload model: the largest
 * coefficient of variation (stdev / mean) of a step's figure over 5 repeats that docs/lab/repeats.md records
 * ("Run-to-run noise per preset kind", {@code bench/repeat-noise.sh}), measured on the 2-core machine while other
 * builds ran. A run without enough repeats for an interval of its own gets one from these: a figure's 95 % interval is
 * {@code value × e^(±1.96 cv)}, and two figures' ratio {@code e^(±1.96 √(cv_a² + cv_b²))} — a lead is called only where
 * it is far beyond what the same step, run again, would have moved. The largest CV seen rather than the typical one,
 * so that two identical stacks are not told apart by a noisy run.
 *
 * <p>Mean latency was not measured apart: a closed loop's mean is its users over its throughput (Little's law), so it
 * moves as the throughput does; a burst's and an open rate's take their p99's, the larger of the two figures there.
 */
public enum RunToRunNoise {
    /** Bursts (seed-delay --quick, 60 step series): throughput 9.7 %, p99 12.1 %. */
    BURST("burst", 0.097, 0.121, 0.121),
    /** Closed loops (downstream-500ms --quick): throughput 20.8 % (blocking at 100 users), p99 77.4 %. */
    CLOSED("closed-loop", 0.208, 0.208, 0.774),
    /** Open rates (delay-open-rate --quick): throughput 5.5 %, p99 63.6 % (a 3 s step's p99 rests on a few requests). */
    OPEN("open-rate", 0.055, 0.636, 0.636);

    /** The normal quantile of a two-sided 95 % interval. */
    static final double Z_975 = 1.96;

    private final String kind;
    private final double throughput;
    private final double mean;
    private final double p99;

    RunToRunNoise(String kind, double throughput, double mean, double p99) {
        this.kind = kind;
        this.throughput = throughput;
        this.mean = mean;
        this.p99 = p99;
    }

    /** The coefficient of variation of {@code metric} between runs of one step. */
    public double cv(Metric metric) {
        return switch (metric) {
            case THROUGHPUT -> throughput;
            case MEAN -> mean;
            case P99 -> p99;
        };
    }

    /** Half the width of a figure's 95 % interval on the log scale: {@code 1.96 cv}. */
    double logHalfWidth(Metric metric) {
        return Z_975 * cv(metric);
    }

    /** As the method's text names it: "this machine's run-to-run noise of burst steps (throughput 9.7 %, ...)". */
    public String describe() {
        return String.format(Locale.ROOT, "this machine's run-to-run noise of %s steps (CV throughput %.1f %%, mean %.1f %%,"
                + " p99 %.1f %%; docs/lab/repeats.md)", kind, 100 * throughput, 100 * mean, 100 * p99);
    }
}
