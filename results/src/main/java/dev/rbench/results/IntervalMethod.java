package dev.rbench.results;

/**
 * How a step's intervals were drawn; results.json names it with each step's {@link StepStats}. A
 * closed set: the statistic each method summarises its samples with follows from it.
 */
public enum IntervalMethod {
    /**
     * N ≥ 5 repeats: the median of the repeats, and the 2.5th and 97.5th percentiles of the medians of
     * 2,000 resamples of them (seeded, so the same figures give the same interval).
     */
    BOOTSTRAP_MEDIAN_OF_REPEATS("percentile bootstrap of the median over repeats (2,000 resamples, seed 17)"),
    /**
     * One repeat of a steady load of at least 10 whole seconds: the throughput's per-second timeline in
     * 5 consecutive batches, and a Student t interval of their mean. Seconds of one run are
     * autocorrelated (a GC pause or a queue spans several); batches of 2 s or more weaken that but do
     * not remove it, and one run says nothing of the next JVM's JIT or the machine's drift, so this
     * interval is narrower than repeats would give. Latency gets none (the timeline has no mean).
     */
    BATCH_MEANS_OF_TIMELINE("t interval of 5 batch means of the per-second timeline (one run: autocorrelated,"
            + " run-to-run variation not included)"),
    /**
     * Fewer than 5 repeats: the step's figure (the median of its repeats) within this machine's run-to-run noise for
     * its workload model, measured over repeats and recorded in docs/lab/repeats.md ({@code stats.RunToRunNoise}); a
     * steady step's throughput widened by its own timeline's batch means. What one run cannot know of the next it
     * takes from those measurements: the interval is as wide as the largest run-to-run spread seen, so only a gap far
     * beyond that noise is called.
     */
    RUN_TO_RUN_NOISE("fewer than 5 repeats: the median within this machine's measured run-to-run noise for its workload model"),
    /** Fewer than 5 repeats and no noise known for the workload (files written before it): figures without intervals. */
    NONE("no interval: fewer than 5 repeats and no steady timeline of 10 s");

    private final String description;

    IntervalMethod(String description) {
        this.description = description;
    }

    public String description() {
        return description;
    }

    /** Whether the samples are summarised by their median (repeats, and too few for an interval) or their mean (batches). */
    public boolean summarisesByMedian() {
        return this != BATCH_MEANS_OF_TIMELINE;
    }
}
