package dev.rbench.results;

/**
 * Connection attempts the kernel dropped at full accept queues while a step ran (machine-wide
 * counters ListenOverflows and ListenDrops).
 */
public record ListenQueueDrops(long overflows, long drops) {
}
