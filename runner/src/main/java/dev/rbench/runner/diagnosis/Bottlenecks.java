package dev.rbench.runner.diagnosis;

import static java.lang.String.format;

import dev.rbench.protocol.PoolSnapshot;
import dev.rbench.results.BackendCpu;
import dev.rbench.results.Bottleneck;
import dev.rbench.results.GcFigures;
import dev.rbench.results.InFlightMemory;
import dev.rbench.results.LimitingResource;
import dev.rbench.results.LimitsStep;
import dev.rbench.results.MachineNoise;
import dev.rbench.results.ModelAtStepCpu;
import dev.rbench.results.ServiceSecond;
import dev.rbench.results.StepRecord;
import dev.rbench.results.TimelineSecond;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The rules that name a step's limiting resource from its recorded figures, in one place and in
 * rank order; the first that fires is the label, the others are listed as also seen. The same
 * rules for every preset and every user's service: nothing here is fitted to a scenario.
 *
 * <ol>
 *   <li><b>generator</b> — the generator reported itself saturated or late beyond its allowance
 *       ({@code steps[].generator.saturated}): what was measured is then partly the generator.</li>
 *   <li><b>accept queue</b> — the kernel dropped at least one connection attempt at a full accept
 *       queue during the step; each such client retried a second or more later.</li>
 *   <li><b>pool</b> — the service's connection pool had every connection in use and requests waiting
 *       (its own gauges' watermarks over the step).</li>
 *   <li><b>threads</b> — on a stack bounded by T server threads, more than T requests were in flight
 *       at some second: all T busy and the rest queued (the generator's in-flight count).</li>
 *   <li><b>pinning</b> — virtual threads' waits held their carriers (JFR's pinned waits above the
 *       threshold) for at least {@value #PINNED_SHARE} of the step's wall time in total: on average
 *       at least half a carrier was unavailable to the other virtual threads.</li>
 *   <li><b>CPU</b> — the service (plus the generator when it shares the cores) kept at least
 *       {@value #CPU_BUSY_SHARE} of its cores busy on average; under a CPU quota on the service
 *       ({@code steps[].limits}), that share of its quota, or it was throttled in at least half of the step's
 *       CFS periods with work; or the machine's cores were that busy
 *       in all (service, generator, other processes and steal, {@code steps[].noise}) while the
 *       step fell short of the model by more than {@value #MODEL_AGREES}: a service starved of CPU by
 *       others is CPU-bound too, and the evidence says who held the cores.</li>
 *   <li><b>GC</b> — the service JVM was paused at least {@value #GC_PAUSE_SHARE_PERCENT} % of the
 *       step's wall time. Where most of those pauses were full collections that left at least
 *       {@value #HEAP_FULL_SHARE} of the heap in use, the evidence says the heap is too small for what the requests in
 *       flight keep live, with their number and the live heap each (the figure to size a heap by).</li>
 *   <li><b>warm-up</b> — on a steady load (closed or throttled loop, fixed rate) of at least
 *       {@value #WARM_UP_MIN_SECONDS} whole seconds after its first requests' time, the last three seconds served at
 *       least {@value #WARM_UP_RISE_PERCENT} % more than the first three after it; or, on any step, the service JVM's
 *       JIT compiler threads took {@value #COMPILING_SHARE} of its CPU or more ({@code steps[].sut.compilerCpuPercent}):
 *       the service was still compiling its path; or the run's own backend JVMs' compilers did so of theirs
 *       ({@code steps[].backendCpu}).</li>
 *   <li><b>none</b> — none of the above: "waiting on t as modelled" when the model is within
 *       {@value #MODEL_AGREES} of the measured throughput and mean, else "not explained".</li>
 * </ol>
 *
 * <p>A limit is what held the step short of what it would otherwise serve. What the model has no station for — pinning,
 * GC, warm-up ({@link LimitingResource#outsideModel()}) — limited a step only where the step fell short of its model by
 * more than {@value #MODEL_AGREES}; beside a step within it, it is listed as also seen, and the label is the modelled
 * limit reached or none. On a step without a model the JIT compilers' share alone is also seen; a throughput that rose
 * through the step (short of its own last seconds) is a limit.
 */
public final class Bottlenecks {

    /** A share of the cores busy on average from which a step is CPU-bound (the rest is /proc's sampling noise). */
    static final double CPU_BUSY_SHARE = 0.85;
    /** Pinned waits adding up to this share of the wall time hold half a carrier on average. */
    static final double PINNED_SHARE = 0.5;
    /** Paused this share of the wall time or more, a step's throughput is visibly cut by GC. */
    static final double GC_PAUSE_SHARE_PERCENT = 5.0;
    /**
     * Full collections that leave this share of the heap in use or more: the live data itself fills it, and every
     * collection after is a full one (downstream-2000ms-fargate at 2,000 users: 300 of 494 MB live after each, five
     * full collections of 1.0–1.3 s in 20 s under a quarter core).
     */
    static final double HEAP_FULL_SHARE = 0.5;
    /** Throttled in this share of its CFS periods with work or more, a service under a quota is CPU-bound. */
    static final double THROTTLED_PERCENT = 50.0;
    /** A steady step this many whole seconds long or longer can show its warming. */
    static final int WARM_UP_MIN_SECONDS = 7;
    /** Throughput rising this much from the first three seconds to the last three: the service was warming. */
    static final double WARM_UP_RISE_PERCENT = 20.0;
    /**
     * The JIT compilers' share of the service's CPU through a step from which it was still warming up: under a quota they
     * take it from the requests.
     */
    static final double COMPILING_SHARE = 0.1;
    /** Below this many percent of a core the compilers' ticks are /proc's grain. */
    static final double COMPILING_MIN_PERCENT = 1.0;
    /** Event loops less busy than this were not what made sends late. */
    static final double IDLE_LOOP_PERCENT = 50.0;
    /** Model and measurement within this fraction: the step waited as modelled. */
    static final double MODEL_AGREES = 0.10;
    /** The step's own CPU a request this far from the calibration's is worth naming beside a CPU finding. */
    static final double CPU_READING_OFF = 0.10;
    /** The share of the model's throughput a closed step's ends must cost to be said in its "why". */
    static final double ENDS_WORTH_SAYING = 0.02;

    private Bottlenecks() {
    }

    /** The step's label and evidence; empty for a step that did not run. */
    public static Optional<Bottleneck> of(StepRecord step, StepContext context) {
        if (!step.ran()) {
            return Optional.empty();
        }
        List<Bottleneck.Finding> found = new ArrayList<>();
        generator(step).ifPresent(found::add);
        acceptQueue(step).ifPresent(found::add);
        pool(step).ifPresent(found::add);
        threads(step, context).ifPresent(found::add);
        pinning(step).ifPresent(found::add);
        cpu(step, context).map(f -> withCpuReading(f, step)).map(f -> withEnds(f, step)).ifPresent(found::add);
        gc(step).ifPresent(found::add);
        // What the model has no station for limited the step only where it fell short of the model; beside a step
        // that met it, it is only seen (a JIT compiling through a step served as predicted did not hold it back).
        boolean metModel = modelled(step) && agreesWithModel(step);
        List<Bottleneck.Finding> limits = new ArrayList<>();
        List<Bottleneck.Finding> seen = new ArrayList<>();
        for (Bottleneck.Finding f : found) {
            (metModel && f.resource().outsideModel() ? seen : limits).add(f);
        }
        warmUp(step, context).ifPresent(w -> {
            // Compiling alone shows a shortfall only against a model; a rising throughput is one against the step itself.
            if (!metModel && (w.rose() || modelled(step))) {
                limits.add(new Bottleneck.Finding(LimitingResource.WARM_UP, w.evidence()
                        + ": still warming up (a longer warm-up measures it warm)"));
            } else {
                seen.add(new Bottleneck.Finding(LimitingResource.WARM_UP, w.evidence()
                        + (metModel ? " while the step met its model" : "")));
            }
        });
        if (limits.isEmpty()) {
            return Optional.of(new Bottleneck(LimitingResource.NONE, none(step), seen));
        }
        List<Bottleneck.Finding> also = new ArrayList<>(limits.subList(1, limits.size()));
        also.addAll(seen);
        return Optional.of(new Bottleneck(limits.getFirst().resource(), limits.getFirst().evidence(), also));
    }

    private static Optional<Bottleneck.Finding> generator(StepRecord step) {
        if (!step.saturated()) {
            return Optional.empty();
        }
        double busiest = step.generator().loopBusyMaxPercent();
        // Late sends from idle loops: the generator's threads waited for a CPU others held.
        return finding(LimitingResource.GENERATOR, format(Locale.ROOT, "send lateness p99 %.1f ms, busiest event loop %.0f%%%s",
                step.generator().sendLatenessP99Ms(), busiest, busiest < IDLE_LOOP_PERCENT ? ": its CPUs were taken by others" : ""));
    }

    private static Optional<Bottleneck.Finding> acceptQueue(StepRecord step) {
        long dropped = step.listenQueue() == null ? 0 : step.listenQueue().overflows();
        return dropped <= 0 ? Optional.empty()
                : finding(LimitingResource.ACCEPT_QUEUE, format(Locale.ROOT, "%,d SYNs dropped", dropped));
    }

    private static Optional<Bottleneck.Finding> pool(StepRecord step) {
        PoolSnapshot pool = step.database() == null ? null : step.database().pool();
        if (pool == null) {
            return servicePool(step);
        }
        if (pool.maxSize() <= 0 || pool.maxInUse() < pool.maxSize() || pool.maxWaiting() <= 0) {
            return Optional.empty();
        }
        return finding(LimitingResource.POOL, format(Locale.ROOT, "%d/%d in use, %,d waiting",
                pool.maxInUse(), pool.maxSize(), pool.maxWaiting()));
    }

    /** Without our database gauges (a user's app), the pool as the service counted it second by second (its Actuator). */
    private static Optional<Bottleneck.Finding> servicePool(StepRecord step) {
        List<ServiceSecond> seconds = step.timeline().stream().map(TimelineSecond::service)
                .filter(s -> s != null && s.poolMax() != null && s.poolMax() > 0 && s.poolInUseMax() != null).toList();
        long max = seconds.stream().mapToLong(ServiceSecond::poolMax).max().orElse(0);
        long inUse = seconds.stream().mapToLong(ServiceSecond::poolInUseMax).max().orElse(0);
        long waiting = seconds.stream().filter(s -> s.poolWaitingMax() != null).mapToLong(ServiceSecond::poolWaitingMax).max().orElse(0);
        if (max <= 0 || inUse < max || waiting <= 0) {
            return Optional.empty();
        }
        return finding(LimitingResource.POOL, format(Locale.ROOT, "%d/%d in use, %,d waiting as the service counted", inUse, max, waiting));
    }

    private static Optional<Bottleneck.Finding> threads(StepRecord step, StepContext context) {
        Integer t = context.serverThreads();
        long inFlight = step.inFlightMax();
        if (t == null || inFlight <= t) {
            return Optional.empty();
        }
        // Where the service counted its busy workers (its /activity), the count decides: all T busy, or not the limit.
        Optional<Integer> busy = step.timeline().stream().map(TimelineSecond::service)
                .filter(s -> s != null && s.threadsBusyMax() != null).map(ServiceSecond::threadsBusyMax).max(Integer::compare);
        if (busy.isPresent()) {
            return busy.get() < t ? Optional.empty()
                    : finding(LimitingResource.THREADS, format(Locale.ROOT, "%d/%d busy as the service counted, %,d queued", busy.get(), t,
                            inFlight - t));
        }
        return finding(LimitingResource.THREADS, format(Locale.ROOT, "%d/%d busy, %,d queued", t, t, inFlight - t));
    }

    private static Optional<Bottleneck.Finding> pinning(StepRecord step) {
        if (step.pinning() == null || step.pinning().pinnedMsTotal() < PINNED_SHARE * step.wallSeconds() * 1000) {
            return Optional.empty();
        }
        return finding(LimitingResource.PINNING, format(Locale.ROOT, "%,d pinned waits, %.2f s pinned in %.1f s",
                step.pinning().pinnedWaits(), step.pinning().pinnedMsTotal() / 1000, step.wallSeconds()));
    }

    private static Optional<Bottleneck.Finding> cpu(StepRecord step, StepContext context) {
        double busy = step.sut().cpuPercentMean() / 100;
        Optional<Bottleneck.Finding> quota = quota(step, busy);
        if (quota.isPresent()) {
            return quota;
        }
        double generator = context.generatorSharesCores() && step.generator() != null ? step.generator().cpuPercent() / 100 : 0;
        if (busy + generator >= CPU_BUSY_SHARE * context.serviceCores()) {
            String who = generator > 0 ? format(Locale.ROOT, "service %.2f + generator %.2f", busy, generator)
                    : format(Locale.ROOT, "%.2f", busy);
            return finding(LimitingResource.CPU, format(Locale.ROOT, "%s of %d cores", who, context.serviceCores()));
        }
        MachineNoise machine = step.noise();
        if (machine == null || machine.cpus() <= 0 || !fellShortOfModel(step)) {
            return Optional.empty();
        }
        double generatorAnywhere = step.generator() == null ? 0 : step.generator().cpuPercent() / 100;
        double others = machine.otherCpuPercent() / 100;
        double steal = machine.stealPercent() / 100;
        // The whole machine's busy CPU where recorded (databases and proxies of this run included), else the parts known.
        double total = machine.machineCpuPercent() != null ? machine.machineCpuPercent() / 100 + steal
                : busy + generatorAnywhere + others + steal;
        if (total < CPU_BUSY_SHARE * machine.cpus()) {
            return Optional.empty();
        }
        double rest = Math.max(0, total - steal - busy - generatorAnywhere - others);
        return finding(LimitingResource.CPU, format(Locale.ROOT,
                "the machine's %d cores %.0f%% busy: service %.2f, generator %.2f, other processes %.2f%s%s", machine.cpus(),
                100 * total / machine.cpus(), busy, generatorAnywhere, others, runOwn(step.backendCpu(), rest),
                steal > 0.005 ? format(Locale.ROOT, ", steal %.2f", steal) : ""));
    }

    /**
     * A CPU-bound closed step whose two ends cost the model's throughput {@value #ENDS_WORTH_SAYING} or more of the
     * steady middle's rate (the cores idle while the first and the last requests wait): the reader learns the middle's
     * rate, and that a longer step measures nearer it.
     */
    private static Bottleneck.Finding withEnds(Bottleneck.Finding cpu, StepRecord step) {
        if (step.model() == null || step.model().endsShare() < ENDS_WORTH_SAYING) {
            return cpu;
        }
        return new Bottleneck.Finding(cpu.resource(), cpu.evidence() + format(Locale.ROOT, "; the step's two ends cost the"
                + " model %.0f %% of its throughput (the cores idle while the first and the last requests waited): its steady"
                + " middle serves %,.0f req/s, which a longer step measures nearer", 100 * step.model().endsShare(),
                step.model().steadyThroughputRps()));
    }

    /**
     * A CPU-bound step the model missed, where the step spent another CPU a request than the calibration read: both
     * figures, and the model's error at the step's own ({@link ModelAtStepCpu}), so the reader sees whose the miss is.
     */
    private static Bottleneck.Finding withCpuReading(Bottleneck.Finding cpu, StepRecord step) {
        ModelAtStepCpu again = step.modelError() == null ? null : step.modelError().atStepCpu();
        if (again == null || again.throughput() == null || again.calibratedCpuMs() <= 0 || agreesWithModel(step)
                || Math.abs(again.stepCpuMs() / again.calibratedCpuMs() - 1) < CPU_READING_OFF) {
            return cpu;
        }
        return new Bottleneck.Finding(cpu.resource(), cpu.evidence() + format(Locale.ROOT, "; the step spent %.2f ms of CPU a"
                + " request where the calibration read %.2f (%+.0f %%): at its own the model is %+.0f %% on throughput",
                again.stepCpuMs(), again.calibratedCpuMs(), 100 * (again.stepCpuMs() / again.calibratedCpuMs() - 1),
                100 * again.throughput()));
    }

    /**
     * The run's own processes' part of the machine's busy cores ({@code rest}): ", this run's databases and proxies 1.48",
     * or with the backend's own figures ", this run's backend 1.40 (its JIT compilers 0.25, its collectors 0.30), proxies
     * and the rest 0.08".
     */
    private static String runOwn(BackendCpu backend, double rest) {
        if (backend == null) {
            return rest > 0.005 ? format(Locale.ROOT, ", this run's databases and proxies %.2f", rest) : "";
        }
        double cores = backend.cpuPercent() / 100;
        String threads = backend.compilerCpuPercent() == null || backend.collectorCpuPercent() == null ? ""
                : format(Locale.ROOT, " (its JIT compilers %.2f, its collectors %.2f)", backend.compilerCpuPercent() / 100,
                        backend.collectorCpuPercent() / 100);
        double others = rest - cores;
        return format(Locale.ROOT, ", this run's backend %.2f%s%s", cores, threads,
                others > 0.005 ? format(Locale.ROOT, ", proxies and the rest %.2f", others) : "");
    }

    /**
     * A service held to a CPU quota smaller than its cores: its cores' share never fires (a quarter of a core on two
     * is 12 %), so the quota is the measure, and the kernel's throttled periods the evidence. Without
     * this rule downstream-500ms-fargate's steps, 0.25 of 0.25 CPU busy and throttled in 196 of 206 periods, read "no
     * limit reached".
     */
    private static Optional<Bottleneck.Finding> quota(StepRecord step, double busy) {
        LimitsStep limits = step.limits();
        if (limits == null || limits.cpus() <= 0) {
            return Optional.empty();
        }
        Double throttled = limits.throttledPercent();
        boolean full = busy >= CPU_BUSY_SHARE * limits.cpus();
        boolean throttledMostly = throttled != null && throttled >= THROTTLED_PERCENT;
        if (!full && !throttledMostly) {
            return Optional.empty();
        }
        return finding(LimitingResource.CPU, format(Locale.ROOT, "%.2f of its %s-CPU quota%s", busy,
                dev.rbench.runner.settings.Values.plain(limits.cpus()), throttled == null ? ""
                        : format(Locale.ROOT, ", throttled in %,d of %,d periods", limits.throttledPeriods(), limits.periods())));
    }

    /** Throughput more than {@link #MODEL_AGREES} below the model's, or the mean that much above it. */
    private static boolean fellShortOfModel(StepRecord step) {
        if (step.modelError() == null) {
            return false;
        }
        Double throughput = step.modelError().throughput();
        Double mean = step.modelError().meanLatency();
        return (throughput != null && throughput < -MODEL_AGREES) || (mean != null && mean > MODEL_AGREES);
    }

    private static Optional<Bottleneck.Finding> gc(StepRecord step) {
        if (step.gc() == null || step.gc().pauseSharePercent() < GC_PAUSE_SHARE_PERCENT) {
            return Optional.empty();
        }
        int pauses = step.gc().pauses();
        String paused = format(Locale.ROOT, "%.2f s paused of %.1f s, %d pause%s", step.gc().pauseMsTotal() / 1000,
                step.wallSeconds(), pauses, pauses == 1 ? "" : "s");
        return finding(LimitingResource.GC, heapFull(step.gc()) ? paused + heapEvidence(step) : paused);
    }

    /** Most pauses were full collections, and they left the heap at least {@link #HEAP_FULL_SHARE} in use. */
    static boolean heapFull(GcFigures gc) {
        int full = gc.fullCollections();
        return full > 0 && 2 * full >= gc.pauses() && gc.heapMb() != null && gc.heapMb() > 0 && gc.heapAfterMbMax() != null
                && gc.heapAfterMbMax() >= HEAP_FULL_SHARE * gc.heapMb();
    }

    private static String heapEvidence(StepRecord step) {
        GcFigures gc = step.gc();
        InFlightMemory memory = step.memory();
        String each = memory != null && memory.liveHeapKbPerRequest() != null
                ? format(Locale.ROOT, " (%,d in flight, ~%,.0f KB live each)", memory.inFlightMax(), memory.liveHeapKbPerRequest())
                : "";
        return format(Locale.ROOT, ", %d of them full collections that left %,d of %,d MB in use: the heap is too small"
                + " for what the requests in flight keep live%s; give it more or hold fewer", gc.fullCollections(),
                gc.heapAfterMbMax(), gc.heapMb(), each);
    }

    /** What the warm-up rule saw: its evidence, and whether the throughput rose through the step. */
    private record Warming(String evidence, boolean rose) {
    }

    /**
     * seed-mongo-connections' first route on each stack: 9,050–11,224 req/s in its first three seconds,
     * 12,406–15,439 in its last three, while every later route held steady; the model, calibrated on the faster end,
     * was 21–41 % over the step's mean.
     */
    private static Optional<Warming> warmUp(StepRecord step, StepContext context) {
        List<TimelineSecond> seconds = step.timeline();
        // The last second is the drain of the requests in flight at the end: no second of the load. The first seconds,
        // as long as a request takes, are its filling: no request sent in them has come back yet (a 500 ms route's first
        // second finishes half of what the next ones do, and read as a 20 % rise over the first three).
        int whole = seconds.size() - 1;
        // (A second is skipped where its filling takes a twentieth of it or more.)
        int fill = step.latencyMs() == null ? 0 : (int) Math.max(0, Math.ceil(step.latencyMs().mean() / 1000 - 0.05));
        String compiling = compiling(step);
        boolean rose = false;
        String rise = "";
        if (context.steadyLoad() && whole - fill >= WARM_UP_MIN_SECONDS) {
            double first = (seconds.get(fill).ok() + seconds.get(fill + 1).ok() + seconds.get(fill + 2).ok()) / 3.0;
            double last = (seconds.get(whole - 3).ok() + seconds.get(whole - 2).ok() + seconds.get(whole - 1).ok()) / 3.0;
            rose = first > 0 && last >= first * (1 + WARM_UP_RISE_PERCENT / 100);
            rise = format(Locale.ROOT, "%,.0f req/s in the first 3 s%s, %,.0f in the last 3", first,
                    fill == 0 ? "" : format(Locale.ROOT, " after the %d s its first requests took", fill), last);
        }
        if (!rose && compiling == null) {
            return Optional.empty();
        }
        String evidence = rose && compiling != null ? rise + "; " + compiling : rose ? rise : compiling;
        return Optional.of(new Warming(evidence, rose));
    }

    /**
     * "its JIT compilers took 4.1 of its 23 % of a core" where they took at least {@value #COMPILING_SHARE} of the
     * service's CPU through the step (and a measurable amount, {@value #COMPILING_MIN_PERCENT} % of a core); else null.
     */
    private static String compiling(StepRecord step) {
        String service = step.sut() == null ? null : compiling("its", step.sut().compilerCpuPercent(), step.sut().cpuPercentMean());
        BackendCpu b = step.backendCpu();
        String backend = b == null ? null : compiling("its backend's", b.compilerCpuPercent(), b.cpuPercent());
        return service != null && backend != null ? service + "; " + backend : service != null ? service : backend;
    }

    /** "its JIT compilers took 4.1 of its 23 % of a core", or null where they took too little of it. */
    private static String compiling(String whose, Double compilers, double cpuPercent) {
        if (compilers == null || cpuPercent <= 0 || compilers < COMPILING_MIN_PERCENT || compilers < COMPILING_SHARE * cpuPercent) {
            return null;
        }
        return format(Locale.ROOT, "%s JIT compilers took %.1f of its %.0f %% of a core", whose, compilers, cpuPercent);
    }

    private static String none(StepRecord step) {
        Double throughput = step.modelError() == null ? null : step.modelError().throughput();
        Double mean = step.modelError() == null ? null : step.modelError().meanLatency();
        if (throughput == null && mean == null) {
            return "no limit reached (not modelled)";
        }
        return agreesWithModel(step) ? "waiting on t as modelled"
                : format(Locale.ROOT, "no limit reached; the model is off by %+.0f%% (not explained)",
                        100 * (throughput != null && Math.abs(throughput) > MODEL_AGREES ? throughput : mean));
    }

    /** The model predicted the step's throughput or mean latency. */
    private static boolean modelled(StepRecord step) {
        return step.modelError() != null && (step.modelError().throughput() != null || step.modelError().meanLatency() != null);
    }

    /** Throughput and mean latency each within {@link #MODEL_AGREES} of the model's, where it gave them. */
    private static boolean agreesWithModel(StepRecord step) {
        Double throughput = step.modelError() == null ? null : step.modelError().throughput();
        Double mean = step.modelError() == null ? null : step.modelError().meanLatency();
        return (throughput == null || Math.abs(throughput) <= MODEL_AGREES) && (mean == null || Math.abs(mean) <= MODEL_AGREES);
    }

    private static Optional<Bottleneck.Finding> finding(LimitingResource resource, String evidence) {
        return Optional.of(new Bottleneck.Finding(resource, evidence));
    }
}
