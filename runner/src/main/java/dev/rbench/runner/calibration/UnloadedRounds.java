package dev.rbench.runner.calibration;

import dev.rbench.results.CallRounds;
import dev.rbench.results.Figures;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * t, one request's unloaded time: one user sends the request one after another in rounds of
 * {@link #ROUND}, repeated until the last three rounds' means agree within
 * {@value #STABLE_WITHIN_PERCENT} % ({@link StableEstimate}) or {@value #MAX_ROUNDS} rounds have run
 * (results.json then says it never settled); t is the median of the last three.
 *
 * <p>Why rounds: the first requests on a route are slower than the rest — classes loaded, its path
 * compiled, the driver's first statements prepared. One 3 s mean over them put streams' first
 * MongoDB route at 1.26 ms where its 1-user step, right after, took 0.60 ms (the model
 * 52 % slow on that step, and on most first routes of a store by 10–40 %).
 */
public final class UnloadedRounds {

    static final Duration ROUND = Duration.ofSeconds(1);
    static final int MAX_ROUNDS = 6;
    static final double STABLE_WITHIN_PERCENT = 15;

    private UnloadedRounds() {
    }

    /** One round's mean time in ms and how many requests it answered. */
    public record Round(double meanMs, long requests) {
    }

    /** Runs one round of the given length; throws when a request failed. */
    @FunctionalInterface
    public interface Runner {
        Round run(Duration length) throws InterruptedException;
    }

    /**
     * @param meanMs      every round's mean, in order
     * @param estimate    the median of the last three and their spread
     * @param requests    requests over all rounds
     * @param wallSeconds the rounds' wall time
     */
    public record Measured(List<Double> meanMs, StableEstimate estimate, long requests, double wallSeconds) {

        public Measured {
            meanMs = List.copyOf(meanMs);
        }

        public double seconds() {
            return estimate.value() / 1000;
        }

        public CallRounds toRecord() {
            return new CallRounds(ROUND.toMillis() / 1000.0, meanMs, Figures.finite(estimate.spreadPercent()),
                    STABLE_WITHIN_PERCENT, estimate.stable());
        }
    }

    public static Measured measure(Runner runner) throws InterruptedException {
        List<Double> means = new ArrayList<>();
        long requests = 0;
        long start = System.nanoTime();
        for (int round = 0; round < MAX_ROUNDS; round++) {
            Round r = runner.run(ROUND);
            means.add(Figures.round(r.meanMs()));
            requests += r.requests();
            if (StableEstimate.of(means, STABLE_WITHIN_PERCENT).stable()) {
                break;
            }
        }
        return new Measured(means, StableEstimate.of(means, STABLE_WITHIN_PERCENT), requests, (System.nanoTime() - start) / 1e9);
    }
}
