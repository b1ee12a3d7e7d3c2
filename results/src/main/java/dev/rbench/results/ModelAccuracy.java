package dev.rbench.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Optional;

/**
 * How close the model came in this run ({@code modelAccuracy}): of the steps that had a prediction and ran without a
 * failed request or an injected fault, how many it met within ±15 % on throughput and ±20 % on mean latency, the step
 * furthest off on each, and how many of the misses ran on a machine the runner flagged busy ({@link MachineNoise#busy()}:
 * other processes took CPU the model gave the service) — a miss there may be the machine's, not the model's. Busy steps
 * are still judged: a waiting route is modelled right however busy the cores. A reader learns how far to trust the
 * model's figures here — on their own service above all — before acting on its sizing advice. And whose each miss is:
 * {@code cpuReadingMisses}, of the misses with a CPU station, those the model meets once it is given the CPU a request
 * the step itself spent ({@link ModelAtStepCpu}) — the calibration's reading of s was off, not the model's queues.
 *
 * @param steps            the steps judged
 * @param throughputWithin of those, within ±{@link #THROUGHPUT_TOLERANCE} on throughput
 * @param meanWithin       of those, within ±{@link #MEAN_TOLERANCE} on mean latency
 * @param busyMisses       of the steps missed on throughput or mean, those run on a busy machine (0 in results written before)
 * @param cpuReadingMisses of the steps missed, those met at the step's own CPU a request (null in results written before)
 */
public record ModelAccuracy(int steps, int throughputWithin, int meanWithin, Miss furthestThroughput, Miss furthestMean,
                            int busyMisses, Integer cpuReadingMisses) {

    public ModelAccuracy(int steps, int throughputWithin, int meanWithin, Miss furthestThroughput, Miss furthestMean,
                         int busyMisses) {
        this(steps, throughputWithin, meanWithin, furthestThroughput, furthestMean, busyMisses, null);
    }

    public static final double THROUGHPUT_TOLERANCE = 0.15;
    public static final double MEAN_TOLERANCE = 0.20;

    /** Both errors (measured / predicted − 1) within the tolerances. */
    public static boolean within(double throughputError, double meanLatencyError) {
        return Math.abs(throughputError) <= THROUGHPUT_TOLERANCE && Math.abs(meanLatencyError) <= MEAN_TOLERANCE;
    }

    /** One step's error, measured / predicted − 1; the route only on route steps, the rate only on rate steps. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Miss(String stack, int users, Double rateRps, String route, double error) {
    }

    /** Empty when no step qualifies (nothing ran, or no stack had a model). */
    public static Optional<ModelAccuracy> of(List<StackRun> runs) {
        int steps = 0;
        int throughputWithin = 0;
        int meanWithin = 0;
        Miss furthestThroughput = null;
        Miss furthestMean = null;
        int busy = 0;
        int cpuReading = 0;
        for (StackRun run : runs) {
            for (StepRecord step : run.steps()) {
                ModelError error = step.modelError();
                // Failures and faults are departures the model is not asked to explain here.
                if (!step.ran() || step.failed() || step.ok() != step.requests() || !step.faults().isEmpty() || error == null
                        || error.throughput() == null || error.meanLatency() == null) {
                    continue;
                }
                steps++;
                boolean throughputMet = Math.abs(error.throughput()) <= THROUGHPUT_TOLERANCE;
                boolean meanMet = Math.abs(error.meanLatency()) <= MEAN_TOLERANCE;
                throughputWithin += throughputMet ? 1 : 0;
                meanWithin += meanMet ? 1 : 0;
                boolean missed = !within(error.throughput(), error.meanLatency());
                busy += missed && step.noise() != null && step.noise().busy() ? 1 : 0;
                cpuReading += missed && error.atStepCpu() != null && error.atStepCpu().met() ? 1 : 0;
                furthestThroughput = further(furthestThroughput, run, step, error.throughput());
                furthestMean = further(furthestMean, run, step, error.meanLatency());
            }
        }
        return steps == 0 ? Optional.empty()
                : Optional.of(new ModelAccuracy(steps, throughputWithin, meanWithin, furthestThroughput, furthestMean, busy,
                        cpuReading));
    }

    private static Miss further(Miss sofar, StackRun run, StepRecord step, double error) {
        return sofar != null && Math.abs(sofar.error()) >= Math.abs(error) ? sofar
                : new Miss(run.stack(), step.users(), step.rateRps(), step.route(), error);
    }
}
