package dev.rbench.model;

import java.util.Optional;

/**
 * A latency fault as the model sees it: for {@code faultSeconds} the same queue with a larger t (each call
 * {@code extraSecondsPerCall} slower), then t again. What it predicts: the mean latency while the fault lasts,
 * the backlog it leaves — requests waiting for one of the k servers (min(N, T), or N) when it ends — and the time
 * from its end until every request begun before then has been answered, after which latency is what it was.
 *
 * <p>A closed loop cannot pile up more than its U users: the fault slows the users down instead, and what waits
 * at its end is what always waited, U − k; they drain at the normal rate k / (x·t) behind the requests in service,
 * which finish within one slow request time. An open load keeps arriving at λ: while the servers give only
 * k / (x·(t + e)) a backlog of (λ − that)·D builds, and drains at k / (x·t) − λ — never, if λ is at or above that.
 * Bursts and ramps have no steady state before the fault to return to: no forecast.
 */
public final class FaultDrain {

    private FaultDrain() {
    }

    /**
     * @param meanMsDuring      the mean latency while the fault lasts (steady state with the slower t), in ms
     * @param backlog           requests waiting for a server when the fault ends
     * @param recoverySeconds   from the fault's end until every request begun before it has been answered; infinite
     *                          where the backlog never drains (an open load at or above the servers' normal rate)
     */
    public record Forecast(double meanMsDuring, double backlog, double recoverySeconds) {
    }

    public static Optional<Forecast> forecast(StackKind stack, ModelInput normal, double extraSecondsPerCall, double faultSeconds) {
        if (!(extraSecondsPerCall >= 0) || !(faultSeconds >= 0)) {
            throw new IllegalArgumentException("the fault's extra time and duration must not be negative");
        }
        boolean parallel = stack.callsInParallel(normal.parallelCalls());
        int servers = parallel ? normal.pool() : stack.threadLimited() ? Math.min(normal.pool(), normal.threads()) : normal.pool();
        // One request's time on its path, and the server-seconds it holds (its calls one after another on one connection,
        // or x connections at once).
        int inSequence = parallel ? Math.min(normal.calls(), 1) : normal.calls();
        double slowRequest = inSequence * (normal.callSeconds() + extraSecondsPerCall);
        double serviceRate = rate(servers, normal.calls(), normal.callSeconds());
        double slowRate = rate(servers, normal.calls(), normal.callSeconds() + extraSecondsPerCall);
        ModelInput slow = new ModelInput(normal.load(), normal.threads(), normal.pool(), normal.callSeconds() + extraSecondsPerCall,
                normal.calls(), normal.parallelCalls(), normal.cores(), normal.cpuSecondsPerRequest());
        return switch (normal.load()) {
            case Load.Closed c -> Optional.of(closed(stack, slow, c.users(), servers, slowRequest, serviceRate));
            case Load.Throttled t -> Optional.of(closed(stack, slow, t.users(), servers, slowRequest, serviceRate));
            case Load.Open o -> {
                double backlog = Math.max(0, (o.ratePerSecond() - slowRate) * faultSeconds);
                // While the backlog grows, a request waits on average behind half of it.
                double meanDuring = slowRequest + (backlog > 0 ? backlog / 2 / slowRate : 0);
                double drain = backlog == 0 ? 0 : o.ratePerSecond() >= serviceRate ? Double.POSITIVE_INFINITY
                        : backlog / (serviceRate - o.ratePerSecond());
                yield Optional.of(new Forecast(meanDuring * 1000, backlog, drain + slowRequest));
            }
            case Load.Burst b -> Optional.empty();
            case Load.RampRate r -> Optional.empty();
        };
    }

    private static Forecast closed(StackKind stack, ModelInput slow, int users, int servers, double slowRequest, double serviceRate) {
        double waiting = servers == ModelInput.UNLIMITED ? 0 : Math.max(0, users - servers);
        double drain = waiting == 0 ? 0 : waiting / serviceRate;
        return new Forecast(QueueModel.predict(stack, slow).meanLatencyMs(), waiting, slowRequest + drain);
    }

    /** Requests a second k servers answer when each holds one for x calls of t; infinite without a bound. */
    private static double rate(int servers, int calls, double callSeconds) {
        double busy = calls * callSeconds;
        return servers == ModelInput.UNLIMITED || busy == 0 ? Double.POSITIVE_INFINITY : servers / busy;
    }
}
