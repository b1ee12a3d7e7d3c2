package dev.rbench.model;

/**
 * The study's own closed forms (R requests at once, T threads, N connections, t seconds per call,
 * x calls per request). {@link QueueModel} reduces to them with no ramp and no CPU cost; they are
 * kept here as the study wrote them, to show that it does.
 */
public final class StudyFormulas {

    private StudyFormulas() {
    }

    /** Blocking: ⌈R / min(N,T)⌉ · t · x seconds for all requests. */
    public static double blockingSeconds(int requests, int threads, int pool, double t, int x) {
        return Math.ceil((double) requests / Math.min(pool, threads)) * t * x;
    }

    /** Reactive: ⌈R · x / N⌉ · t seconds for all requests. */
    public static double reactiveSeconds(int requests, int pool, double t, int x) {
        return Math.ceil((double) requests * x / pool) * t;
    }

    /** Throughput of either: R / time. */
    public static double throughput(int requests, double seconds) {
        return requests / seconds;
    }
}
