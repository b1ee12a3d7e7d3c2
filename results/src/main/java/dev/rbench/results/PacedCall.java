package dev.rbench.results;

/**
 * t at a paced step's own pace: a few seconds of that step ({@code workload}, its arrival rate {@code rateRps}),
 * whose requests arrive mostly alone, and their mean time; what the model takes as t for the run's paced steps
 * instead of the back-to-back {@code unloadedCallMs}.
 */
public record PacedCall(String workload, double rateRps, double meanMs, long requests) {
}
