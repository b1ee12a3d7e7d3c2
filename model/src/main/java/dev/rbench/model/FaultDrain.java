package dev.rbench.model;

import java.util.Optional;
import java.util.PriorityQueue;

/**
 * A slow-down as the model sees it: the same queue with a larger t while the fault lasts. Each call is two legs,
 * out and back, of t / 2 each; a leg that enters the faulted path while the fault lasts pays the extra (the latency
 * proxy delays every byte that enters it then, each way; the downstream delays its answer to a call that arrives
 * then). Requests queue first come, first served for the k servers they wait on (min(N, T), or N) and hold one for
 * their x calls in sequence (calls in parallel: x servers for one call's time). The queue is solved request by
 * request, from a steady state before the fault until every request begun before its end has been answered —
 * what a step's timeline shows: the worst latency, the mean while the fault lasted, the requests left waiting for a
 * server at its end, and how long after its end the last request begun before then was answered.
 *
 * <p>A closed loop cannot pile up more than its U users: the fault slows the users down instead. An open load keeps
 * arriving and builds a backlog that drains only below the servers' normal rate — never at or above it. The CPU
 * station is left out: while a fault lasts, requests wait. Bursts and ramps have no steady state before the fault
 * to return to: no forecast.
 */
public final class FaultDrain {

    /** Where the faulted path adds its extra: both legs of a database call, or only the way to a downstream service. */
    public enum Path {
        DATABASE, DOWNSTREAM
    }

    /**
     * @param worstMs         the longest latency of a request answered from the fault's start on, in ms
     * @param meanMsDuring    the mean latency of the requests answered while the fault lasted, in ms
     * @param backlog         requests waiting for a server when the fault ends
     * @param recoverySeconds from the fault's end until the last request begun before it was answered; infinite where
     *                        an open load's backlog never drains
     */
    public record Forecast(double worstMs, double meanMsDuring, double backlog, double recoverySeconds) {
    }

    /** A backlog that has not drained this long after the fault never will within a step. */
    private static final double GIVE_UP_SECONDS = 600;
    /** Nor one that has not drained after this many requests (a fast open load), which also bounds the work. */
    private static final long MAX_REQUESTS = 20_000_000;

    private final double start;
    private final double end;
    private final double extra;
    private final Path path;
    private final int calls;
    private final double t;
    private final PriorityQueue<Double> serversFree;

    private double worst;
    private double sumDuring;
    private long countDuring;
    private double lastDoneBegunBefore;
    private long backlog;
    private double lastBegin;

    private FaultDrain(double start, double seconds, double extra, Path path, int calls, double t, int servers) {
        this.start = start;
        this.end = start + seconds;
        this.extra = extra;
        this.path = path;
        this.calls = calls;
        this.t = t;
        this.serversFree = servers == ModelInput.UNLIMITED ? null : new PriorityQueue<>();
        for (int i = 0; serversFree != null && i < servers; i++) {
            serversFree.add(0.0);
        }
        this.lastDoneBegunBefore = end;
    }

    public static Optional<Forecast> forecast(StackKind stack, ModelInput normal, Path path, double extraSeconds, double faultSeconds) {
        if (!(extraSeconds >= 0) || !(faultSeconds >= 0)) {
            throw new IllegalArgumentException("the fault's extra time and duration must not be negative");
        }
        boolean parallel = stack.callsInParallel(normal.parallelCalls()) && normal.calls() > 1;
        int servers = parallel ? normal.pool() : stack.threadLimited() ? Math.min(normal.pool(), normal.threads()) : normal.pool();
        int calls = parallel ? 1 : Math.max(normal.calls(), 1);
        int slots = servers == ModelInput.UNLIMITED ? servers : parallel ? Math.max(servers / normal.calls(), 1) : servers;
        double t = Math.max(normal.callSeconds(), 1e-4);
        double cycle = calls * t;
        return switch (normal.load()) {
            case Load.Closed c -> Optional.of(closed(c.users(), slots, calls, t, cycle, path, extraSeconds, faultSeconds));
            case Load.Throttled th -> Optional.of(closed(th.users(), slots, calls, t, cycle, path, extraSeconds, faultSeconds));
            case Load.Open o -> Optional.of(open(o.ratePerSecond(), slots, calls, t, cycle, path, extraSeconds, faultSeconds));
            case Load.Burst b -> Optional.empty();
            case Load.RampRate r -> Optional.empty();
        };
    }

    /** U users back to back, their first requests spread over one request's time; the fault starts once the queue has settled. */
    private static Forecast closed(int users, int slots, int calls, double t, double cycle, Path path, double extra, double seconds) {
        double settle = 3 * cycle * Math.ceil((double) users / Math.min(slots, users)) + 1;
        FaultDrain q = new FaultDrain(settle, seconds, extra, path, calls, t, slots);
        // Each user's next request is issued when its last is answered: served in the order they were issued.
        PriorityQueue<Double> issues = new PriorityQueue<>();
        // Spread over one request's time: users in lockstep would all miss (or all meet) the fault's edges together.
        for (int u = 0; u < users; u++) {
            issues.add(u * cycle / users);
        }
        while (true) {
            double issued = issues.poll();
            if (issued >= q.lastDoneBegunBefore) {
                return q.forecast();
            }
            issues.add(q.serve(issued));
        }
    }

    /** λ requests a second, evenly spaced from time 0; the fault starts once a few cycles have settled the queue. */
    private static Forecast open(double rate, int slots, int calls, double t, double cycle, Path path, double extra, double seconds) {
        double settle = 3 * cycle + 1;
        FaultDrain q = new FaultDrain(settle, seconds, extra, path, calls, t, slots);
        // Drained when a request arriving after the end finds a server free, and the requests begun before it are answered.
        for (long i = 0; ; i++) {
            double issued = i / rate;
            if (issued > q.end + GIVE_UP_SECONDS || i > MAX_REQUESTS) {
                return new Forecast(q.worst * 1000, q.meanDuring(), q.backlog, Double.POSITIVE_INFINITY);
            }
            q.serve(issued);
            if (issued >= q.end && q.lastBegin <= issued && issued >= q.lastDoneBegunBefore) {
                return q.forecast();
            }
        }
    }

    /** The next request in issue order: on the first server free (first come, first served); returns when it is answered. */
    private double serve(double issued) {
        double free = serversFree == null ? issued : serversFree.poll();
        double begin = Math.max(issued, free);
        lastBegin = begin;
        double done = begin;
        for (int i = 0; i < calls; i++) {
            done = call(done);
        }
        if (serversFree != null) {
            serversFree.add(done);
        }
        if (done >= start) {
            worst = Math.max(worst, done - issued);
        }
        if (done >= start && done < end) {
            sumDuring += done - issued;
            countDuring++;
        }
        if (issued < end) {
            lastDoneBegunBefore = Math.max(lastDoneBegunBefore, done);
            if (begin >= end) {
                backlog++;
            }
        }
        return done;
    }

    /** When a call that starts at {@code at} is answered. */
    private double call(double at) {
        double out = at + t / 2 + (within(at) ? extra : 0);
        return out + t / 2 + (path == Path.DATABASE && within(out) ? extra : 0);
    }

    private boolean within(double at) {
        return at >= start && at < end;
    }

    private double meanDuring() {
        return countDuring == 0 ? worst * 1000 : sumDuring / countDuring * 1000;
    }

    private Forecast forecast() {
        return new Forecast(worst * 1000, meanDuring(), backlog, lastDoneBegunBefore - end);
    }
}
