package dev.rbench.results;

/**
 * Whether the load generator kept up with its schedule in a step: when it did not
 * ({@code saturated}, with its {@code reason}), a measured limit may be the generator's.
 */
public record GeneratorHealth(double sendLatenessP99Ms, double loopBusyMaxPercent, double cpuPercent,
                              boolean saturated, String reason) {
}
