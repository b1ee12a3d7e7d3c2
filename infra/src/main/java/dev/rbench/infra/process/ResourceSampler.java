package dev.rbench.infra.process;

import java.time.Duration;

/**
 * Samples a process's (and its descendants') CPU %, RSS and thread count from /proc at a fixed interval while a step runs,
 * keeping mean and max. Start it before the load, {@link #stop()} after.
 */
public final class ResourceSampler implements AutoCloseable {

    /** What the process used during the sampled window; {@code rssMbFirst} is its resident memory at the first sample. */
    public record Usage(double cpuPercentMean, double cpuPercentMax, double rssMbMax, int threadsMax, int samples,
                        double rssMbFirst) {
        public static final Usage NONE = new Usage(0, 0, 0, 0, 0, 0);

        public Usage(double cpuPercentMean, double cpuPercentMax, double rssMbMax, int threadsMax, int samples) {
            this(cpuPercentMean, cpuPercentMax, rssMbMax, threadsMax, samples, 0);
        }
    }

    private final long pid;
    private final PeriodicTask timer;
    private ProcSnapshot first;
    private ProcSnapshot last;
    private double cpuMax;
    private long rssKbMax;
    private int threadsMax;
    private int samples;

    private ResourceSampler(long pid, Duration interval) {
        this.pid = pid;
        this.timer = PeriodicTask.start("rbench-sampler-" + pid, interval, this::sample);
    }

    public static ResourceSampler start(long pid, Duration interval) {
        return new ResourceSampler(pid, interval);
    }

    private synchronized void sample() {
        // The whole tree: our services have no children, a user's app may (a launcher and its server).
        ProcSnapshot.readTree(pid).ifPresent(now -> {
            if (last != null) {
                cpuMax = Math.max(cpuMax, now.cpuPercentSince(last));
            } else {
                first = now;
            }
            last = now;
            rssKbMax = Math.max(rssKbMax, now.rssKb());
            threadsMax = Math.max(threadsMax, now.threads());
            samples++;
        });
    }

    /** Takes a last sample, stops sampling and returns the usage; the mean CPU spans first to last sample. */
    public Usage stop() {
        timer.stop(Duration.ofSeconds(1));
        sample();
        synchronized (this) {
            if (first == null) {
                return Usage.NONE;
            }
            double mean = last.cpuPercentSince(first);
            return new Usage(round1(mean), round1(Math.max(cpuMax, mean)), round1(rssKbMax / 1024.0), threadsMax, samples,
                    round1(first.rssKb() / 1024.0));
        }
    }

    @Override
    public void close() {
        timer.close();
    }

    private static double round1(double v) {
        return Math.round(v * 10) / 10.0;
    }
}
