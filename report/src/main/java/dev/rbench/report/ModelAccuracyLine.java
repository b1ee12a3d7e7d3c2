package dev.rbench.report;

import dev.rbench.results.ModelAccuracy;
import dev.rbench.results.RunResults;
import java.util.Locale;
import java.util.Optional;

/** The runner's account of how close the model came ({@code modelAccuracy}), as one sentence above the model table. */
final class ModelAccuracyLine {

    private ModelAccuracyLine() {
    }

    static Optional<String> of(RunResults file) {
        ModelAccuracy a = file.modelAccuracy();
        if (a == null) {
            return Optional.empty();
        }
        return Optional.of(String.format(Locale.ROOT,
                "The model met %d of %d steps within ±%.0f %% on throughput and %d of %d within ±%.0f %% on mean latency"
                        + " (the steps that ran without a failed request or a fault%s). Furthest off: throughput %s (%s), mean"
                        + " latency %s (%s).%s",
                a.throughputWithin(), a.steps(), ModelAccuracy.THROUGHPUT_TOLERANCE * 100, a.meanWithin(), a.steps(),
                ModelAccuracy.MEAN_TOLERANCE * 100, busy(a.busyMisses()), Fmt.signedPercent(a.furthestThroughput().error(), "-"),
                where(a.furthestThroughput()), Fmt.signedPercent(a.furthestMean().error(), "-"), where(a.furthestMean()),
                cpuReading(a.cpuReadingMisses())));
    }

    private static String busy(int misses) {
        return misses == 0 ? "" : "; " + misses + (misses == 1 ? " miss" : " misses") + " ran on a busy machine, other processes"
                + " taking CPU the model gave the service";
    }

    /** The misses the model meets at each step's own CPU a request ({@code ModelAtStepCpu}): the calibration's, not the queues'. */
    private static String cpuReading(Integer misses) {
        if (misses == null || misses == 0) {
            return "";
        }
        return " " + misses + (misses == 1 ? " miss is" : " misses are") + " the calibration's reading of the CPU a request:"
                + " given the CPU each step spent itself, the model meets " + (misses == 1 ? "it" : "them") + ".";
    }

    private static String where(ModelAccuracy.Miss miss) {
        String load = miss.rateRps() == null ? miss.users() + " users" : Fmt.integer(miss.rateRps(), "?") + " req/s";
        return miss.stack() + ", " + load + (miss.route() == null ? "" : ", " + miss.route());
    }
}
