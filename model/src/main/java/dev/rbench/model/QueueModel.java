package dev.rbench.model;

/**
 * The analytic model: a deterministic queue. Every wait takes exactly t, arrivals follow the
 * workload's schedule, and a stack can serve as many requests at once as its scarcest resource
 * allows — min(T, N) for the blocking stack, N for the others. Under those assumptions the queue
 * is solved exactly, request by request, which is how it extends the study's formulas:
 *
 * <ul>
 *   <li>with no ramp it gives the study's totals, ⌈R/min(N,T)⌉·t·x and ⌈R·x/N⌉·t ({@link StudyFormulas});</li>
 *   <li>with a ramp r, users arrive over r seconds and waves overlap;</li>
 *   <li>it gives the mean latency, which the study never derived (the waves finish at t, 2t, …);</li>
 *   <li>with c cores and s CPU seconds per request, a CPU station shared by processor sharing (capacity c/s),
 *       solved event by event for scheduled loads and exactly with the wait station for closed loops, whose two
 *       ends — the first and last requests' waits, when the cores have nothing to do — a finite step pays in its
 *       throughput ({@link ClosedStep}).</li>
 * </ul>
 *
 * <p>The queue is first come, first served with equal service times, so requests finish in the
 * order they start: request i starts when it arrives or when request i−k finishes, whichever is
 * later (k = concurrency). That recurrence is the whole solver: O(R), no simulation, no randomness.
 */
public final class QueueModel {

    private QueueModel() {
    }

    public static Prediction predict(StackKind stack, ModelInput in) {
        return switch (in.load()) {
            case Load.Scheduled scheduled -> scheduled(stack, in, scheduled);
            case Load.Closed closed -> closed(stack, in, closed.users(), closed.durationSeconds(), Double.POSITIVE_INFINITY);
            case Load.Throttled t -> closed(stack, in, t.users(), t.durationSeconds(), t.maxRatePerSecond());
        };
    }

    private static Prediction scheduled(StackKind stack, ModelInput in, Load.Scheduled burst) {
        int users = burst.requests();
        boolean parallel = stack.callsInParallel(in.parallelCalls());
        double[] done;
        if (in.cpuModelled()) {
            // Each request needs s of the c cores, shared as the kernel shares them: half as it comes, half after its waits.
            double[] arrivals = new double[users];
            for (int i = 0; i < users; i++) {
                arrivals[i] = burst.arrival(i);
            }
            done = ProcessorSharing.aroundWaits(arrivals, parallel ? parallelWaits(in, users) : sequentialWaits(stack, in, users),
                    in.freeCores(), in.cpuSecondsPerRequest(), in.cpuParallelism());
        } else {
            done = parallel ? parallelCalls(in, burst) : sequentialCalls(stack, in, burst);
        }
        double wall = 0;
        double latencySum = 0;
        for (int i = 0; i < users; i++) {
            wall = Math.max(wall, done[i]);
            latencySum += done[i] - burst.arrival(i);
        }
        if (users == 0) {
            return new Prediction(0, Double.NaN, Double.NaN, 0);
        }
        double throughput = wall > 0 ? users / wall : Double.NaN;
        double concurrency = wall > 0 ? latencySum / wall : Double.NaN;
        return new Prediction(wall, throughput, latencySum / users * 1000, concurrency, peakInFlight(burst, done));
    }

    /** The most requests in the system at once: arrivals and departures merged, both in time order. */
    private static int peakInFlight(Load.Scheduled load, double[] done) {
        double[] departures = done.clone();
        java.util.Arrays.sort(departures);
        int in = 0;
        int peak = 0;
        int d = 0;
        for (int a = 0; a < departures.length; a++) {
            double arrival = load.arrival(a);
            // a nanosecond of slack: i/λ + t and (i + λt)/λ differ in the last bit
            while (d < departures.length && departures[d] <= arrival + 1e-9) {
                d++;
                in--;
            }
            in++;
            peak = Math.max(peak, in);
        }
        return peak;
    }

    /** Each request holds one of k servers (a thread, and a connection while it calls) for x·t. */
    private static double[] sequentialCalls(StackKind stack, ModelInput in, Load.Scheduled burst) {
        int k = in.pool();
        if (stack.threadLimited()) {
            k = Math.min(k, in.threads());
        }
        double[] arrivals = new double[burst.requests()];
        for (int i = 0; i < arrivals.length; i++) {
            arrivals[i] = burst.arrival(i);
        }
        return fifo(arrivals, k, in.calls() * in.callSeconds());
    }

    /** Each request's x calls queue for the N connections at once; the request ends with its last call. */
    private static double[] parallelCalls(ModelInput in, Load.Scheduled burst) {
        int users = burst.requests();
        int x = in.calls();
        double[] done = new double[users];
        if (x == 0) {
            for (int i = 0; i < users; i++) {
                done[i] = burst.arrival(i);
            }
            return done;
        }
        double[] callArrivals = new double[users * x];
        for (int i = 0; i < users; i++) {
            for (int j = 0; j < x; j++) {
                callArrivals[i * x + j] = burst.arrival(i);
            }
        }
        double[] callsDone = fifo(callArrivals, in.pool(), in.callSeconds());
        for (int i = 0; i < users; i++) {
            done[i] = callsDone[i * x + x - 1]; // calls finish in order, so the last is the latest
        }
        return done;
    }

    /** {@link #sequentialCalls} one request at a time, in their order, for the CPU station's two visits. */
    private static ProcessorSharing.Waits sequentialWaits(StackKind stack, ModelInput in, int users) {
        int k = stack.threadLimited() ? Math.min(in.pool(), in.threads()) : in.pool();
        double[] ends = new double[users];
        double held = in.calls() * in.callSeconds();
        return (i, ready) -> {
            ends[i] = (i >= k ? Math.max(ready, ends[i - k]) : ready) + held;
            return ends[i];
        };
    }

    /** {@link #parallelCalls} one request at a time, in their order, for the CPU station's two visits. */
    private static ProcessorSharing.Waits parallelWaits(ModelInput in, int users) {
        int x = in.calls();
        int n = in.pool();
        double[] ends = new double[users * x];
        return (i, ready) -> {
            double last = ready;
            for (int j = i * x; j < i * x + x; j++) {
                ends[j] = (j >= n ? Math.max(ready, ends[j - n]) : ready) + in.callSeconds();
                last = ends[j];
            }
            return last;
        };
    }

    /**
     * k identical servers, first come first served, service time s, arrivals in non-decreasing order:
     * job i starts at max(arrival i, end of job i−k).
     */
    static double[] fifo(double[] arrivals, int servers, double service) {
        double[] done = new double[arrivals.length];
        for (int i = 0; i < arrivals.length; i++) {
            double start = i >= servers ? Math.max(arrivals[i], done[i - servers]) : arrivals[i];
            done[i] = start + service;
        }
        return done;
    }

    /**
     * Closed loop without think time: every user is always in the system, so by Little's law
     * throughput X = U / latency. Without a CPU stage X is the smaller of what U users can ask for
     * (U / fastest latency) and what the scarcest resource can give; with one, the two stations are
     * solved together ({@link ClosedNetwork}), which bends the curve below both bounds near the knee
     * where requests queue for the cores while others wait. A throttle caps X.
     */
    private static Prediction closed(StackKind stack, ModelInput in, int users, double duration, double cap) {
        boolean parallel = stack.callsInParallel(in.parallelCalls());
        double fastest = (parallel ? Math.min(in.calls(), 1) : in.calls()) * in.callSeconds()
                + (in.cpuModelled() ? in.cpuSecondsAlone() : 0);
        double busyPerRequest = in.calls() * in.callSeconds();
        int k = parallel ? in.pool() : (stack.threadLimited() ? Math.min(in.pool(), in.threads()) : in.pool());
        ClosedNetwork.Station waits = busyPerRequest > 0 ? ClosedNetwork.waits(k, in.calls(), in.callSeconds(), parallel) : null;
        double shared = in.cpuModelled() ? in.sharedCpuSeconds() : 0;
        ClosedNetwork.Station cpu = shared > 0 ? ClosedNetwork.cpu(in.freeCores(), shared, in.cpuParallelism()) : null;
        double service;
        if (waits != null && cpu != null) {
            service = ClosedNetwork.throughput(users, waits, cpu);
        } else if (waits != null) {
            service = waits.rate(users);
        } else if (cpu != null) {
            service = cpu.rate(users);
        } else {
            service = Double.POSITIVE_INFINITY;
        }
        // A collector that stops the world stops every request, the waiting ones too: for X·g / c of the time nothing
        // moves, so X = X' / (1 + X'·g / c) with X' what the rest allows. Where the cores are the limit that is c / s as if
        // g were shared; where the waits are, the step loses the stops' whole time (downstream-2000ms-fargate's
        // 2,000-user steps, 20–41 % paused: the model at each step's own CPU −12 to −18 % with g shared, −2 to −7 % so).
        double stops = in.cpuModelled() ? in.stoppingCpuSecondsPerRequest() : 0;
        if (stops > 0) {
            service = 1 / (1 / service + stops / in.freeCores());
        }
        double steady = Math.min(service, cap);
        if (Double.isInfinite(steady)) {
            return new Prediction(duration, Double.NaN, 0, users);
        }
        // Under a throttle users wait for their slot, but that wait is not response time: the latency
        // a user measures is the service's, U / X only while the service itself is the limit.
        double latency = steady < service ? fastest : users / steady;
        // The step's throughput is its requests over its wall, both ends included: where the cores are the limit they
        // stand idle while the first and the last requests wait (ClosedStep). The mean latency is the middle's.
        double throughput = steady;
        if (cpu != null && steady == service) {
            // parallel calls hold x of the k servers for t each: k / x request-servers for t
            int requestServers = parallel ? Math.max(1, k / Math.max(1, in.calls())) : k;
            double held = parallel ? in.callSeconds() : busyPerRequest;
            throughput *= ClosedStep.efficiency(users, duration, requestServers, held, in.freeCores(), shared,
                    in.cpuParallelism());
        }
        double inSystem = steady * latency;
        return new Prediction(duration, throughput, latency * 1000, inSystem, inSystem, steady);
    }
}
