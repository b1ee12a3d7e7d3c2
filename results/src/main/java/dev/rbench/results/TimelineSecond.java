package dev.rbench.results;

/**
 * One second of a step: requests sent, answered and failed in it, the percentiles of those that
 * completed in it (null when none did: a gap, not a zero) and the most requests in flight.
 */
public record TimelineSecond(int second, long sent, long ok, ErrorCounts errors, Double p50Ms, Double p99Ms,
                             long inFlightMax) {
}
