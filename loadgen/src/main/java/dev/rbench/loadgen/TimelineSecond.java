package dev.rbench.loadgen;

/**
 * One second of a step (second 0 = the first second after the step start).
 *
 * @param sent        requests written in this second (an attempt that never reached the wire, e.g. a failed
 *                    connect, counts in the second of its intended start); sums to the step's {@code requests}
 * @param ok          ok responses completing in this second
 * @param errors      errors ending in this second
 * @param p50Ms       median corrected latency of the ok responses completing in this second; null when none
 * @param p99Ms       99th percentile of the same; null when none
 * @param inFlightMax the most attempts in flight (connecting or sent, not yet ended) over the whole generator
 *                    seen when an attempt started in this second; requests queued in the generator are not in flight
 */
public record TimelineSecond(int second, long sent, long ok, ErrorCounts errors, Double p50Ms, Double p99Ms,
                             long inFlightMax) {
}
