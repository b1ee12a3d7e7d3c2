package dev.rbench.results;

import java.util.List;
import java.util.function.Consumer;

/**
 * One measured step as results.json holds it: counts, errors by kind, wall time, throughput, latency
 * from the intended start ({@code latencyMs}) and from the actual send ({@code latencyMsUncorrected};
 * equal for burst and closed loops), a per-second timeline, the generator's own health, the service's
 * resources, the model's prediction and its error, and where they apply: the offered rate of an
 * open-model step, x (calls per request), the route, the connection attempts the kernel dropped and
 * the backend side, the service's garbage collection and the step's limiting resource, and with repeats every repeat's
 * figures, their medians and intervals, and the machine's noise, and under limits the service's cgroup
 * counters, with enough requests in flight what each one cost in memory, and under a fault how the step went through it
 * ({@code fault}; a step with several, the later ones in {@code moreFaults}), and the unmeasured slices of its own load
 * that ran before it while the service's JIT compilers were busy ({@code settling}, with {@code stepSettling}; on a route
 * {@code calibrationSettling}, with {@code routeSettling}, those before its calibration), and what
 * the run's own backend processes spent meanwhile ({@code backendCpu}, null where none runs here). Keys are
 * a contract: within a version add keys, never rename or drop one.
 */
public record StepRecord(
        int users,
        String workload,
        long requests,
        long ok,
        boolean failed,
        String failure,
        ErrorCounts errors,
        double wallSeconds,
        double throughputRps,
        LatencySummary latencyMs,
        ResourceUsage sut,
        ModelFigures model,
        ModelError modelError,
        LatencySummary latencyMsUncorrected,
        List<TimelineSecond> timeline,
        GeneratorHealth generator,
        Double rateRps,
        Integer calls,
        DatabaseStep database,
        String route,
        ListenQueueDrops listenQueue,
        GcFigures gc,
        Bottleneck bottleneck,
        StepProfile profile,
        PinningFigures pinning,
        List<RepeatFigures> repeats,
        StepStats stats,
        MachineNoise noise,
        LimitsStep limits,
        InFlightMemory memory,
        FaultFigures fault,
        List<FaultFigures> moreFaults,
        WarmupSettling settling,
        BackendCpu backendCpu,
        WarmupSettling calibrationSettling) {

    public StepRecord {
        moreFaults = moreFaults == null || moreFaults.isEmpty() ? null : List.copyOf(moreFaults);
        timeline = timeline == null ? List.of() : List.copyOf(timeline);
        repeats = repeats == null ? List.of() : List.copyOf(repeats);
    }

    /** A step as measured once, before its repeats, intervals and the machine's noise are known. */
    public StepRecord(int users, String workload, long requests, long ok, boolean failed, String failure, ErrorCounts errors,
                      double wallSeconds, double throughputRps, LatencySummary latencyMs, ResourceUsage sut, ModelFigures model,
                      ModelError modelError, LatencySummary latencyMsUncorrected, List<TimelineSecond> timeline,
                      GeneratorHealth generator, Double rateRps, Integer calls, DatabaseStep database, String route,
                      ListenQueueDrops listenQueue, GcFigures gc, Bottleneck bottleneck, StepProfile profile,
                      PinningFigures pinning) {
        this(users, workload, requests, ok, failed, failure, errors, wallSeconds, throughputRps, latencyMs, sut, model,
                modelError, latencyMsUncorrected, timeline, generator, rateRps, calls, database, route, listenQueue, gc, bottleneck,
                profile, pinning, null, null, null, null, null, null, null, null, null, null);
    }

    /** Without limits (the form before {@code limits} was added; {@link #withLimits} adds them). */
    public StepRecord(int users, String workload, long requests, long ok, boolean failed, String failure, ErrorCounts errors,
                      double wallSeconds, double throughputRps, LatencySummary latencyMs, ResourceUsage sut, ModelFigures model,
                      ModelError modelError, LatencySummary latencyMsUncorrected, List<TimelineSecond> timeline,
                      GeneratorHealth generator, Double rateRps, Integer calls, DatabaseStep database, String route,
                      ListenQueueDrops listenQueue, GcFigures gc, Bottleneck bottleneck, StepProfile profile,
                      PinningFigures pinning, List<RepeatFigures> repeats, StepStats stats, MachineNoise noise) {
        this(users, workload, requests, ok, failed, failure, errors, wallSeconds, throughputRps, latencyMs, sut, model,
                modelError, latencyMsUncorrected, timeline, generator, rateRps, calls, database, route, listenQueue, gc, bottleneck,
                profile, pinning, repeats, stats, noise, null, null, null, null, null, null, null);
    }

    /** A step that could not be measured at all (the service would not start, say). */
    public static StepRecord notRun(int users, String workload, String failure, ModelFigures model) {
        return new StepRecord(users, workload, 0, 0, true, failure, ErrorCounts.NONE, 0, 0,
                LatencySummary.NONE, ResourceUsage.NONE, model, ModelError.of(model, 0, 0, false), LatencySummary.NONE,
                List.of(), null, null, null, null, null, null, null, null, null, null);
    }

    /** The same step, keyed by its offered rate (open-model steps); null keeps it keyed by users. */
    public StepRecord withRate(Double offeredRps) {
        return with(f -> f.rateRps = offeredRps);
    }

    /**
     * The same step with its backend side: x, the calls per request, the route, and what the backend
     * and the service's connection pool saw during the step.
     */
    public StepRecord withDatabase(Integer x, String crudRoute, DatabaseStep db) {
        return with(f -> {
            f.calls = x;
            f.route = crudRoute;
            f.database = db;
        });
    }

    /** The same step with the model's prediction made again at the step's own CPU a request ({@link ModelAtStepCpu}). */
    public StepRecord withModelAtStepCpu(ModelAtStepCpu again) {
        return with(f -> f.modelError = f.modelError == null ? new ModelError(null, null, again) : f.modelError.withAtStepCpu(again));
    }

    /** The same step with the connection attempts the kernel dropped while it ran (null where not reported). */
    public StepRecord withListenQueue(ListenQueueDrops dropped) {
        return with(f -> f.listenQueue = dropped);
    }

    /** The same step with the service JVM's garbage collection during it (null where no GC log was read). */
    public StepRecord withGc(GcFigures collected) {
        return with(f -> f.gc = collected);
    }

    /** The same step with its limiting resource, decided from the figures above. */
    public StepRecord withBottleneck(Bottleneck limit) {
        return with(f -> f.bottleneck = limit);
    }

    /** The same step, flagged as profiled, with where its profile is. */
    public StepRecord withProfile(StepProfile taken) {
        return with(f -> f.profile = taken);
    }

    /** The same step with the service's virtual-thread pinning during it (null where not recorded). */
    public StepRecord withPinning(PinningFigures pinned) {
        return with(f -> f.pinning = pinned);
    }

    /**
     * The same step with every repeat's figures (the first repeat's are this record's own) and their
     * summary: median and 95 % interval per figure, with the method named.
     */
    public StepRecord withRepeats(List<RepeatFigures> all, StepStats summary) {
        return with(f -> {
            f.repeats = all;
            f.stats = summary;
        });
    }

    /** The same step with what else ran on the machine while it was measured. */
    public StepRecord withNoise(MachineNoise machine) {
        return with(f -> f.noise = machine);
    }

    /** The same step with its service's cgroup counters (null where it ran without limits). */
    public StepRecord withLimits(LimitsStep l) {
        return with(f -> f.limits = l);
    }

    /**
     * The same step with what the service JVM's compiler and collector threads spent of its CPU, in percent of a core
     * (null where not read).
     */
    public StepRecord withServiceJvmThreads(Double compilerCpuPercent, Double collectorCpuPercent) {
        return with(f -> f.sut = f.sut == null ? null : f.sut.withJvmThreads(compilerCpuPercent, collectorCpuPercent));
    }

    /** The same step with what each request in flight cost the service in memory (null where not recorded). */
    public StepRecord withMemory(InFlightMemory m) {
        return with(f -> f.memory = m);
    }

    /** The same step with the unmeasured slices of its own load run before it while the JIT compilers were busy. */
    public StepRecord withSettling(WarmupSettling before) {
        return with(f -> f.settling = before);
    }

    /**
     * The same step with the unmeasured slices of its own load run before its route's calibration while the JIT compilers
     * were busy (null where none ran).
     */
    public StepRecord withCalibrationSettling(WarmupSettling before) {
        return with(f -> f.calibrationSettling = before);
    }

    /** The same step with what the run's own backend processes spent over it (null where none runs here). */
    public StepRecord withBackendCpu(BackendCpu spent) {
        return with(f -> f.backendCpu = spent);
    }

    /** The same step marked failed with {@code why}, its figures kept (what it measured before the failure). */
    public StepRecord withFailure(String why) {
        return with(f -> {
            f.failed = true;
            f.failure = why;
        });
    }

    /** The same step with how it went through the database fault injected into it (null without one). */
    public StepRecord withFault(FaultFigures fault) {
        return with(f -> f.fault = fault);
    }

    /** The same step with how it went through each fault injected into it, in time order: the first, then the others. */
    public StepRecord withFaults(List<FaultFigures> faults) {
        return with(f -> {
            f.fault = faults.isEmpty() ? null : faults.getFirst();
            f.moreFaults = faults.size() > 1 ? faults.subList(1, faults.size()) : null;
        });
    }

    /** Every fault injected into the step, in time order; empty without one. */
    public List<FaultFigures> faults() {
        List<FaultFigures> all = new java.util.ArrayList<>();
        if (fault != null) {
            all.add(fault);
        }
        if (moreFaults != null) {
            all.addAll(moreFaults);
        }
        return List.copyOf(all);
    }

    /**
     * The same step with the service's own account of each second ({@link ServiceSecond}, from its /activity),
     * joined to the generator's seconds by index; seconds without one keep none.
     */
    public StepRecord withServiceSeconds(List<ServiceSecond> seconds) {
        List<TimelineSecond> joined = new java.util.ArrayList<>(timeline.size());
        for (TimelineSecond t : timeline) {
            joined.add(t.second() < seconds.size() && seconds.get(t.second()) != null ? t.withService(seconds.get(t.second())) : t);
        }
        return with(f -> f.timeline = joined);
    }

    /** A copy of this step with the figures {@code change} sets: the one place that lists every component for the withers. */
    private StepRecord with(Consumer<Annotations> change) {
        Annotations f = new Annotations(this);
        change.accept(f);
        return new StepRecord(users, workload, requests, ok, f.failed, f.failure, errors, wallSeconds, throughputRps, latencyMs,
                f.sut, model, f.modelError, latencyMsUncorrected, f.timeline, generator, f.rateRps, f.calls, f.database, f.route,
                f.listenQueue, f.gc, f.bottleneck, f.profile, f.pinning, f.repeats, f.stats, f.noise, f.limits, f.memory, f.fault,
                f.moreFaults, f.settling, f.backendCpu, f.calibrationSettling);
    }

    /** The components the withers may change after a step was measured; the measured figures themselves stay. */
    private static final class Annotations {
        /** Only to tell the JVM's own threads apart in it ({@link #withServiceJvmThreads}). */
        ResourceUsage sut;
        /** Only to add the model's second look ({@link #withModelAtStepCpu}). */
        ModelError modelError;
        boolean failed;
        String failure;
        Double rateRps;
        Integer calls;
        DatabaseStep database;
        String route;
        ListenQueueDrops listenQueue;
        GcFigures gc;
        Bottleneck bottleneck;
        StepProfile profile;
        PinningFigures pinning;
        List<RepeatFigures> repeats;
        StepStats stats;
        MachineNoise noise;
        LimitsStep limits;
        InFlightMemory memory;
        FaultFigures fault;
        List<FaultFigures> moreFaults;
        List<TimelineSecond> timeline;
        WarmupSettling settling;
        BackendCpu backendCpu;
        WarmupSettling calibrationSettling;

        Annotations(StepRecord s) {
            sut = s.sut;
            modelError = s.modelError;
            timeline = s.timeline;
            failed = s.failed;
            failure = s.failure;
            rateRps = s.rateRps;
            calls = s.calls;
            database = s.database;
            route = s.route;
            listenQueue = s.listenQueue;
            gc = s.gc;
            bottleneck = s.bottleneck;
            profile = s.profile;
            pinning = s.pinning;
            repeats = s.repeats;
            stats = s.stats;
            noise = s.noise;
            limits = s.limits;
            memory = s.memory;
            fault = s.fault;
            moreFaults = s.moreFaults;
            settling = s.settling;
            backendCpu = s.backendCpu;
            calibrationSettling = s.calibrationSettling;
        }
    }

    /** This step's own figures as one repeat among others. */
    public RepeatFigures asRepeat(int repeat) {
        return new RepeatFigures(repeat, requests, ok, failed, failure, errors, wallSeconds, throughputRps, latencyMs, sut, noise);
    }

    /** The most requests in flight at any second of the step; 0 without a timeline. */
    public long inFlightMax() {
        return timeline.stream().mapToLong(TimelineSecond::inFlightMax).max().orElse(0);
    }

    /** True when the step ran at all: failed with zero requests means it could not be started. */
    public boolean ran() {
        return requests > 0;
    }

    /** Failed requests as a percentage of requests sent; null when nothing was sent. */
    public Double errorPercent() {
        return requests <= 0 ? null : (requests - ok) / (double) requests * 100.0;
    }

    /** True when the load generator reported itself saturated in this step. */
    public boolean saturated() {
        return generator != null && generator.saturated();
    }
}
