package dev.rbench.results;

/**
 * One second of a step: requests sent, answered and failed in it, the percentiles of those that
 * completed in it (null when none did: a gap, not a zero), the most requests in flight seen at a send in it,
 * {@code inFlightEnd} the requests sent and not yet ended when it closed (every second, sends or none; null in
 * files from before), and {@code service} the service's own account of the second (null without one).
 */
public record TimelineSecond(int second, long sent, long ok, ErrorCounts errors, Double p50Ms, Double p99Ms,
                             long inFlightMax, Long inFlightEnd, ServiceSecond service) {

    /** As the generator saw the second, before (or without) the outstanding count and the service's account. */
    public TimelineSecond(int second, long sent, long ok, ErrorCounts errors, Double p50Ms, Double p99Ms, long inFlightMax) {
        this(second, sent, ok, errors, p50Ms, p99Ms, inFlightMax, null, null);
    }

    public TimelineSecond withService(ServiceSecond service) {
        return new TimelineSecond(second, sent, ok, errors, p50Ms, p99Ms, inFlightMax, inFlightEnd, service);
    }
}
