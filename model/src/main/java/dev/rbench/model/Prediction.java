package dev.rbench.model;

/**
 * What the model predicts for one step of one stack, in the measurement's own terms: wall time from
 * the first arrival to the last completion, throughput = requests / wall time, and the mean latency.
 * For closed loops, {@code concurrency} is the Little's-law steady state: requests in the system;
 * {@code peakInFlight} the most requests in the system at once (for closed loops the same);
 * {@code steadyThroughput} the rate of the step's steady middle, above {@code throughput} where a closed step's two ends
 * cost it ({@link ClosedStep}), the same otherwise.
 */
public record Prediction(double wallSeconds, double throughput, double meanLatencyMs, double concurrency,
                         double peakInFlight, double steadyThroughput) {

    public Prediction(double wallSeconds, double throughput, double meanLatencyMs, double concurrency, double peakInFlight) {
        this(wallSeconds, throughput, meanLatencyMs, concurrency, peakInFlight, throughput);
    }

    /** The share of the middle's rate a closed step's ends cost below which they go unmentioned. */
    public static final double ENDS_WORTH_NAMING = 0.005;

    public Prediction(double wallSeconds, double throughput, double meanLatencyMs, double concurrency) {
        this(wallSeconds, throughput, meanLatencyMs, concurrency, concurrency);
    }

    /** How much of the steady middle's rate the step's two ends cost, 0.055 for 5.5 %; 0 where none (or no rate). */
    public double endsShare() {
        return steadyThroughput > 0 && throughput < steadyThroughput ? 1 - throughput / steadyThroughput : 0;
    }

    /**
     * The pause of one young collection that copies the live data of the requests in flight at the
     * peak: {@code liveKbPerRequest} each, copied at {@code copyMbPerSecond} (a collector copies live
     * objects; dead ones cost it nothing). Zero without a live size.
     */
    public double youngPauseMs(double liveKbPerRequest, double copyMbPerSecond) {
        if (!(liveKbPerRequest > 0) || !(copyMbPerSecond > 0) || !Double.isFinite(peakInFlight)) {
            return 0;
        }
        return peakInFlight * liveKbPerRequest / 1024 / copyMbPerSecond * 1000;
    }
}
