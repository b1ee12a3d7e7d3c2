package dev.rbench.loadgen;

import io.netty.channel.EventLoop;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.util.concurrent.DefaultThreadFactory;
import io.netty.util.concurrent.EventExecutor;
import io.netty.util.concurrent.Future;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Fires a {@link Workload} at an HTTP endpoint over real sockets and reports what happened.
 *
 * <p>Users are distributed round-robin over a fixed set of Netty event loops; each user lives entirely on its
 * loop (see {@link VirtualUser}), so thousands of simultaneous connections need only a few threads and nothing
 * ever blocks an I/O thread. Steps run one at a time per generator; the event loops are reused across steps.
 */
public final class LoadGenerator implements AutoCloseable {

    /** File descriptors beyond one per user: JVM jars, selectors, logs, the runner's own files. */
    static final int FD_MARGIN = 256;
    /** Extra time run() waits beyond the longest any attempt can take, before giving up on stragglers. */
    static final Duration WAIT_SLACK = Duration.ofSeconds(5);
    private static final long PROGRESS_INTERVAL_NANOS = TimeUnit.MILLISECONDS.toNanos(100);
    private static final long LOOP_TASK_TIMEOUT_SECONDS = 10;
    private static final Duration WARMUP_TIMEOUT = Duration.ofSeconds(2);

    private final LoadOptions options;
    private final MultiThreadIoEventLoopGroup group;
    private final List<EventLoop> loops;
    private final Connector connector;
    /** Thread ids of the event loops, for their CPU time (see {@link GeneratorHealth}). */
    private final long[] loopThreadIds;

    public LoadGenerator(LoadOptions options) {
        this.options = Objects.requireNonNull(options, "options");
        // Daemon threads: a caller that forgets close() must not keep the JVM alive.
        this.group = new MultiThreadIoEventLoopGroup(options.ioThreads(),
                new DefaultThreadFactory("rbench-loadgen", true), Transport.CURRENT.ioHandlerFactory());
        List<EventLoop> all = new ArrayList<>();
        for (EventExecutor executor : group) {
            all.add((EventLoop) executor);
        }
        this.loops = List.copyOf(all);
        this.connector = new Connector(options);
        this.loopThreadIds = new long[loops.size()];
        for (int l = 0; l < loops.size(); l++) {
            try {
                loopThreadIds[l] = loops.get(l).submit(() -> Thread.currentThread().threadId())
                        .get(LOOP_TASK_TIMEOUT_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                loopThreadIds[l] = -1;
            } catch (ExecutionException | TimeoutException e) {
                loopThreadIds[l] = -1;
            }
        }
        warmUp();
    }

    /**
     * One request per event loop against an in-process server, so class loading and first-use initialisation
     * happen here and not inside the first measured step. Best effort: a failure only means a colder first step.
     */
    private void warmUp() {
        try (WarmupServer server = new WarmupServer()) {
            HttpTarget target = HttpTarget.parse(URI.create("http://127.0.0.1:" + server.port() + "/warmup"));
            long timeout = WARMUP_TIMEOUT.toNanos();
            execute(new Burst(loops.size(), Duration.ZERO), target, resolve(target), 0, timeout, 2 * timeout,
                    ProgressListener.NONE);
        } catch (IOException | RuntimeException e) {
            // ignored on purpose, see above
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Runs one step and blocks until every user has finished (or a bound of the workload's length plus the
     * request and connect timeouts plus {@link #WAIT_SLACK} has passed; stragglers are then counted as timeouts).
     *
     * @param target   {@code http://host:port/path}
     * @param progress may be null
     * @throws IllegalArgumentException if the target is not an http URI with host and port
     * @throws LoadGenException         if the open-file limit is too low or the host cannot be resolved
     * @throws InterruptedException     if interrupted while waiting; the users are stopped first
     */
    public StepResult run(URI target, Workload workload, ProgressListener progress) throws InterruptedException {
        return run(target, "GET", new byte[0], workload, progress);
    }

    /**
     * As {@link #run(URI, Workload, ProgressListener)}, sending {@code method} with a JSON {@code body}
     * (empty for none) in every request: the same bytes each time, encoded once.
     */
    public StepResult run(URI target, String method, byte[] body, Workload workload, ProgressListener progress)
            throws InterruptedException {
        Objects.requireNonNull(workload, "workload");
        HttpTarget httpTarget = HttpTarget.parse(target).with(method, body);
        if (group.isShuttingDown()) {
            throw new IllegalStateException("LoadGenerator is closed");
        }
        FileLimits.ensureAtLeast((long) workload.users() + FD_MARGIN);
        InetSocketAddress address = resolve(httpTarget);
        ProgressListener listener = progress == null ? ProgressListener.NONE : progress;
        long requestTimeout = options.requestTimeout().toNanos();
        long connectTimeout = options.connectTimeout().toNanos();
        long slack = WAIT_SLACK.toNanos();

        long length = switch (workload) {
            case Burst burst -> burst.ramp().toNanos();
            case ClosedLoop loop -> loop.duration().toNanos();
            case ThrottledClosedLoop loop -> loop.duration().toNanos();
            case OpenRate open -> open.duration().toNanos();
            case RampRate ramp -> ramp.duration().toNanos();
        };
        long duration = workload instanceof Burst ? 0 : length;
        return execute(workload, httpTarget, address, duration, requestTimeout,
                length + requestTimeout + connectTimeout + slack, listener);
    }

    private StepResult execute(Workload workload, HttpTarget target, InetSocketAddress address,
                               long durationNanos, long requestTimeoutNanos, long boundNanos,
                               ProgressListener progress)
            throws InterruptedException {
        int n = workload.users();
        int loopCount = loops.size();
        List<List<VirtualUser>> usersByLoop = new ArrayList<>(loopCount);
        for (int i = 0; i < loopCount; i++) {
            usersByLoop.add(new ArrayList<>());
        }
        List<OpenPool> pools = new ArrayList<>();

        long[] cpuBefore = loopCpuNanos();
        long processCpuBefore = processCpuNanos();
        try (Pacer pacer = new Pacer("rbench-loadgen-pacer")) {
            long start = System.nanoTime();
            long startEpochMillis = System.currentTimeMillis();
            List<LoopStats> stats = new ArrayList<>(loopCount);
            for (int i = 0; i < loopCount; i++) {
                stats.add(new LoopStats(start));
            }
            int participants = switch (workload) {
                case OpenRate ignored -> Math.min(n, loopCount);
                case RampRate ignored -> Math.min(n, loopCount);
                default -> n;
            };
            Step step = new Step(target, address, connector, start, start + durationNanos, requestTimeoutNanos,
                    participants, n, pacer);
            switch (workload) {
                case OpenRate open -> startOpen(open.schedule(), step, stats, pools, n);
                case RampRate ramp -> startOpen(ramp.schedule(), step, stats, pools, n);
                default -> {
                    TokenSchedule tokens = workload instanceof ThrottledClosedLoop t
                            ? new TokenSchedule(t.maxRatePerSecond(), start) : null;
                    for (int i = 0; i < n; i++) {
                        int l = i % loopCount; // round-robin: spreads both connections and start timers over the loops
                        EventLoop loop = loops.get(l);
                        VirtualUser user = switch (workload) {
                            case Burst burst -> new BurstUser(step, loop, stats.get(l), i,
                                    start + burst.startOffsetNanos(i));
                            case ThrottledClosedLoop ignored -> new ThrottledUser(step, loop, stats.get(l), i, tokens);
                            default -> new LoopingUser(step, loop, stats.get(l), i);
                        };
                        usersByLoop.get(l).add(user);
                        user.begin();
                    }
                }
            }

            long deadline = start + boundNanos;
            boolean finished = false;
            try {
                while (true) {
                    long remaining = deadline - System.nanoTime();
                    if (remaining <= 0) {
                        break;
                    }
                    if (step.usersDone.await(Math.min(remaining, PROGRESS_INTERVAL_NANOS), TimeUnit.NANOSECONDS)) {
                        finished = true;
                        break;
                    }
                    long completed = step.completed.sum();
                    double fraction = workload instanceof Burst
                            ? (double) completed / n
                            : (double) (System.nanoTime() - start) / durationNanos;
                    progress.onProgress(completed, Math.clamp(fraction, 0.0, 1.0));
                }
            } catch (InterruptedException | RuntimeException | Error e) {
                pacer.stop();
                abortAll(usersByLoop, pools, false);
                throw e;
            }
            if (!finished) {
                pacer.stop();
                abortAll(usersByLoop, pools, true);
            }
            long wallNanos = Math.max(1, System.nanoTime() - start);
            LoopStats.Cpu cpu = cpu(cpuBefore, loopCpuNanos(), processCpuBefore, processCpuNanos(), wallNanos);

            // Copy each loop's stats on its own thread (the only thread that ever wrote them), then merge here.
            List<LoopStats> copies = new ArrayList<>(loopCount);
            for (int l = 0; l < loopCount; l++) {
                LoopStats part = stats.get(l);
                copies.add(await(loops.get(l).submit(part::copy)));
            }
            StepResult result = LoopStats.merge(copies, n, start, startEpochMillis, cpu);
            progress.onProgress(result.requests(), 1.0);
            return result;
        }
    }

    /**
     * Open models: {@code maxConnections} is split over the loops (a loop with no share gets no pool); the pacer
     * walks the schedule and hands arrival k to pool {@code k mod pools} at its fire time, then tells every pool
     * that no more arrivals will come.
     */
    private void startOpen(ArrivalSchedule schedule, Step step, List<LoopStats> stats, List<OpenPool> pools,
                           int maxConnections) {
        int loopCount = loops.size();
        int poolCount = Math.min(maxConnections, loopCount);
        for (int l = 0; l < poolCount; l++) {
            int capacity = maxConnections / poolCount + (l < maxConnections % poolCount ? 1 : 0);
            pools.add(new OpenPool(step, loops.get(l), stats.get(l), capacity, l, poolCount));
        }
        Runnable feeder = new Runnable() {
            private long next = schedule.nextFireTimeNanos();
            private long k;

            @Override
            public void run() {
                long now = System.nanoTime();
                while (next != ArrivalSchedule.END && step.startNanos + next - now <= 0) {
                    OpenPool pool = pools.get((int) (k++ % pools.size()));
                    long intended = step.startNanos + next;
                    pool.loop().execute(() -> pool.arrive(intended));
                    next = schedule.nextFireTimeNanos();
                }
                if (next == ArrivalSchedule.END) {
                    for (OpenPool pool : pools) {
                        pool.loop().execute(pool::endOfArrivals);
                    }
                } else {
                    step.pacer.schedule(step.startNanos + next, this);
                }
            }
        };
        step.pacer.schedule(step.startNanos, feeder);
    }

    private long[] loopCpuNanos() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long[] cpu = new long[loopThreadIds.length];
        for (int l = 0; l < cpu.length; l++) {
            try {
                cpu[l] = loopThreadIds[l] < 0 || !threads.isThreadCpuTimeSupported() ? -1
                        : threads.getThreadCpuTime(loopThreadIds[l]);
            } catch (UnsupportedOperationException e) {
                cpu[l] = -1;
            }
        }
        return cpu;
    }

    private static long processCpuNanos() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getProcessCpuTime();
        }
        return -1;
    }

    private static LoopStats.Cpu cpu(long[] loopsBefore, long[] loopsAfter, long processBefore, long processAfter,
                                     long wallNanos) {
        double busiest = 0;
        for (int l = 0; l < loopsBefore.length; l++) {
            if (loopsBefore[l] >= 0 && loopsAfter[l] >= 0) {
                busiest = Math.max(busiest, 100.0 * (loopsAfter[l] - loopsBefore[l]) / wallNanos);
            }
        }
        double process = processBefore >= 0 && processAfter >= 0 ? 100.0 * (processAfter - processBefore) / wallNanos : 0;
        return new LoopStats.Cpu(busiest, process);
    }

    /** Stops every user, on its own loop (users are confined to their loop, see {@link VirtualUser}). */
    private void abortAll(List<List<VirtualUser>> usersByLoop, List<OpenPool> pools, boolean wait)
            throws InterruptedException {
        List<Future<?>> futures = new ArrayList<>(loops.size());
        for (int l = 0; l < loops.size(); l++) {
            List<VirtualUser> users = usersByLoop.get(l);
            futures.add(loops.get(l).submit(() -> users.forEach(VirtualUser::abort)));
        }
        for (OpenPool pool : pools) {
            futures.add(pool.loop().submit(pool::abort));
        }
        if (wait) {
            for (Future<?> future : futures) {
                await(future);
            }
        }
    }

    private static <T> T await(Future<T> future) throws InterruptedException {
        try {
            return future.get(LOOP_TASK_TIMEOUT_SECONDS, TimeUnit.SECONDS);
        } catch (ExecutionException | TimeoutException e) {
            throw new LoadGenException("an I/O thread did not respond while collecting results", e);
        }
    }

    /** Resolved once per step: per-connection DNS lookups would be measured as request latency. */
    private static InetSocketAddress resolve(HttpTarget target) {
        try {
            return new InetSocketAddress(InetAddress.getByName(target.host()), target.port());
        } catch (UnknownHostException e) {
            throw new LoadGenException("cannot resolve target host '" + target.host() + "'", e);
        }
    }

    /** Shuts down the event loops; open connections are closed. */
    @Override
    public void close() {
        group.shutdownGracefully(0, 2, TimeUnit.SECONDS).awaitUninterruptibly(LOOP_TASK_TIMEOUT_SECONDS,
                TimeUnit.SECONDS);
    }
}
