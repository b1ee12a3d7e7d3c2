package dev.rbench.loadgen;

/**
 * The fire times of an open model (convention of Hyperfoil's FireTimeSequence): a pure function of the workload
 * record, seed included, so the same workload always gives the same sequence. Not thread-safe: one consumer.
 */
public interface ArrivalSchedule {

    /** Returned once the schedule has no arrival before the end of the workload's duration (and from then on). */
    long END = Long.MAX_VALUE;

    /**
     * The next arrival as an offset in nanoseconds from the step start: non-decreasing, first one at 0 for
     * {@link Arrivals#FIXED}; {@link #END} once past the duration.
     */
    long nextFireTimeNanos();
}
