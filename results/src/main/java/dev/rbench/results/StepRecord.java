package dev.rbench.results;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

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
 * the run's own backend processes spent meanwhile ({@code backendCpu}, null where none runs here), and a route's own
 * calibration where no backend side ({@code database}) holds it ({@code calibration}: a route of a scenario without a
 * backend, as {@code runs[].calibration} holds the scenario's path; its {@code cpuUnderLoad.modelCpuMsPerRequest} the s
 * the model took at the step's concurrency; null elsewhere and in results written before). Keys are
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
        WarmupSettling calibrationSettling,
        Calibration calibration) {

    /**
     * The one constructor: Jackson reads results.json through it and {@link Builder#build} calls it. Build a step with
     * {@link #builder()}, or the same step with more figures with {@link #toBuilder()}.
     */
    public StepRecord {
        moreFaults = moreFaults == null || moreFaults.isEmpty() ? null : List.copyOf(moreFaults);
        timeline = timeline == null ? List.of() : List.copyOf(timeline);
        repeats = repeats == null ? List.of() : List.copyOf(repeats);
    }

    /** An empty step to set figures on, each by its key's name; what is not set stays absent (null, 0 or empty). */
    public static Builder builder() {
        return new Builder();
    }

    /** A builder holding this step's figures: how a later phase makes the same step with what it adds. */
    public Builder toBuilder() {
        return new Builder(this);
    }

    /** A step that could not be measured at all (the service would not start, say); failed, with why or "not run". */
    public static StepRecord notRun(int users, String workload, String failure, ModelFigures model) {
        return builder().users(users).workload(workload).failure(Objects.requireNonNullElse(failure, "not run"))
                .errors(ErrorCounts.NONE).latencyMs(LatencySummary.NONE).latencyMsUncorrected(LatencySummary.NONE).sut(ResourceUsage.NONE)
                .model(model).modelError(ModelError.of(model, 0, 0, false)).build();
    }

    /** Every fault injected into the step, in time order; empty without one. */
    public List<FaultFigures> faults() {
        List<FaultFigures> all = new ArrayList<>();
        if (fault != null) {
            all.add(fault);
        }
        if (moreFaults != null) {
            all.addAll(moreFaults);
        }
        return List.copyOf(all);
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

    /**
     * The one way to make a step: a setter per key of results.json, named as the key, and {@code build()}. The phase that
     * measures a step sets its figures; a later phase adds its own on {@link #toBuilder()}. Three setters derive a key from
     * the others when built, so the order of the calls never matters: {@link #serviceJvmThreads}, {@link #modelAtStepCpu}
     * and {@link #serviceSeconds}.
     */
    public static final class Builder {
        private int users;
        private String workload;
        private long requests;
        private long ok;
        private boolean failed;
        private String failure;
        private ErrorCounts errors;
        private double wallSeconds;
        private double throughputRps;
        private LatencySummary latencyMs;
        private ResourceUsage sut;
        private ModelFigures model;
        private ModelError modelError;
        private LatencySummary latencyMsUncorrected;
        private List<TimelineSecond> timeline;
        private GeneratorHealth generator;
        private Double rateRps;
        private Integer calls;
        private DatabaseStep database;
        private String route;
        private ListenQueueDrops listenQueue;
        private GcFigures gc;
        private Bottleneck bottleneck;
        private StepProfile profile;
        private PinningFigures pinning;
        private List<RepeatFigures> repeats;
        private StepStats stats;
        private MachineNoise noise;
        private LimitsStep limits;
        private InFlightMemory memory;
        private FaultFigures fault;
        private List<FaultFigures> moreFaults;
        private WarmupSettling settling;
        private BackendCpu backendCpu;
        private WarmupSettling calibrationSettling;
        private Calibration calibration;
        private boolean jvmThreadsRead;
        private Double compilerCpuPercent;
        private Double collectorCpuPercent;
        private ModelAtStepCpu atStepCpu;
        private List<ServiceSecond> serviceSeconds;

        private Builder() {
        }

        private Builder(StepRecord s) {
            users = s.users;
            workload = s.workload;
            requests = s.requests;
            ok = s.ok;
            failed = s.failed;
            failure = s.failure;
            errors = s.errors;
            wallSeconds = s.wallSeconds;
            throughputRps = s.throughputRps;
            latencyMs = s.latencyMs;
            sut = s.sut;
            model = s.model;
            modelError = s.modelError;
            latencyMsUncorrected = s.latencyMsUncorrected;
            timeline = s.timeline;
            generator = s.generator;
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
            calibration = s.calibration;
        }

        /** Users, or the requests in flight a closed loop holds. */
        public Builder users(int n) {
            users = n;
            return this;
        }

        /** The load in words ({@code Workload.describe()}). */
        public Builder workload(String described) {
            workload = described;
            return this;
        }

        public Builder requests(long sent) {
            requests = sent;
            return this;
        }

        public Builder ok(long succeeded) {
            ok = succeeded;
            return this;
        }

        /** Why the step failed, its figures kept (what it measured before the failure); null: it did not. */
        public Builder failure(String why) {
            failed = why != null;
            failure = why;
            return this;
        }

        public Builder errors(ErrorCounts byKind) {
            errors = byKind;
            return this;
        }

        public Builder wallSeconds(double seconds) {
            wallSeconds = seconds;
            return this;
        }

        public Builder throughputRps(double rps) {
            throughputRps = rps;
            return this;
        }

        /** Latency from each request's intended start. */
        public Builder latencyMs(LatencySummary fromIntended) {
            latencyMs = fromIntended;
            return this;
        }

        /** Latency from each request's actual send. */
        public Builder latencyMsUncorrected(LatencySummary fromSend) {
            latencyMsUncorrected = fromSend;
            return this;
        }

        /** The service's resources over the step. */
        public Builder sut(ResourceUsage service) {
            sut = service;
            return this;
        }

        /**
         * What the service JVM's compiler and collector threads spent of its CPU over the step, in percent of a core (null
         * where not read): set on {@code sut} when built.
         */
        public Builder serviceJvmThreads(Double compilerPercent, Double collectorPercent) {
            jvmThreadsRead = true;
            compilerCpuPercent = compilerPercent;
            collectorCpuPercent = collectorPercent;
            return this;
        }

        public Builder model(ModelFigures prediction) {
            model = prediction;
            return this;
        }

        public Builder modelError(ModelError error) {
            modelError = error;
            return this;
        }

        /** The model's prediction made again at the step's own CPU a request: set on {@code modelError} when built. */
        public Builder modelAtStepCpu(ModelAtStepCpu again) {
            atStepCpu = again;
            return this;
        }

        public Builder timeline(List<TimelineSecond> seconds) {
            timeline = seconds;
            return this;
        }

        /**
         * The service's own account of each second (from its /activity), joined to the timeline's seconds by index when
         * built; seconds without one keep none.
         */
        public Builder serviceSeconds(List<ServiceSecond> seconds) {
            serviceSeconds = seconds;
            return this;
        }

        public Builder generator(GeneratorHealth health) {
            generator = health;
            return this;
        }

        /** The offered rate of an open-model step, which keys it; null keeps it keyed by users. */
        public Builder rateRps(Double offered) {
            rateRps = offered;
            return this;
        }

        /** x, the backend calls per request. */
        public Builder calls(Integer x) {
            calls = x;
            return this;
        }

        /** The CRUD route the step loaded (null on the default request). */
        public Builder route(String id) {
            route = id;
            return this;
        }

        /** What the backend and the service's connection pool saw during the step. */
        public Builder database(DatabaseStep backendSide) {
            database = backendSide;
            return this;
        }

        /** The connection attempts the kernel dropped while the step ran (null where not reported). */
        public Builder listenQueue(ListenQueueDrops dropped) {
            listenQueue = dropped;
            return this;
        }

        /** The service JVM's garbage collection during the step (null where no GC log was read). */
        public Builder gc(GcFigures collected) {
            gc = collected;
            return this;
        }

        /** The step's limiting resource, decided from its other figures. */
        public Builder bottleneck(Bottleneck limit) {
            bottleneck = limit;
            return this;
        }

        /** Where the profile taken during the step is. */
        public Builder profile(StepProfile taken) {
            profile = taken;
            return this;
        }

        /** The service's virtual-thread pinning during the step (null where not recorded). */
        public Builder pinning(PinningFigures pinned) {
            pinning = pinned;
            return this;
        }

        /** Every repeat's figures; the first repeat's are the step's own. */
        public Builder repeats(List<RepeatFigures> all) {
            repeats = all;
            return this;
        }

        /** The summary of the repeats: median and 95 % interval per figure, with the method named. */
        public Builder stats(StepStats summary) {
            stats = summary;
            return this;
        }

        /** What else ran on the machine while the step was measured. */
        public Builder noise(MachineNoise machine) {
            noise = machine;
            return this;
        }

        /** The service's cgroup counters (null where it ran without limits). */
        public Builder limits(LimitsStep counters) {
            limits = counters;
            return this;
        }

        /** What each request in flight cost the service in memory (null where not recorded). */
        public Builder memory(InFlightMemory perRequest) {
            memory = perRequest;
            return this;
        }

        /** How the step went through each fault injected into it, in time order: the first, then the others. */
        public Builder faults(List<FaultFigures> inTimeOrder) {
            fault = inTimeOrder.isEmpty() ? null : inTimeOrder.getFirst();
            moreFaults = inTimeOrder.size() > 1 ? inTimeOrder.subList(1, inTimeOrder.size()) : null;
            return this;
        }

        /** The unmeasured slices of the step's own load run before it while the JIT compilers were busy. */
        public Builder settling(WarmupSettling before) {
            settling = before;
            return this;
        }

        /** The same of the slices run before its route's calibration (null where none ran). */
        public Builder calibrationSettling(WarmupSettling before) {
            calibrationSettling = before;
            return this;
        }

        /** A route's own calibration where no backend side holds it (null elsewhere). */
        public Builder calibration(Calibration routes) {
            calibration = routes;
            return this;
        }

        /** What the run's own backend processes spent over the step (null where none runs here). */
        public Builder backendCpu(BackendCpu spent) {
            backendCpu = spent;
            return this;
        }

        public StepRecord build() {
            Objects.requireNonNull(workload, "a step names its workload");
            ResourceUsage service = jvmThreadsRead && sut != null ? sut.withJvmThreads(compilerCpuPercent, collectorCpuPercent) : sut;
            ModelError error = atStepCpu == null ? modelError
                    : modelError == null ? new ModelError(null, null, atStepCpu) : modelError.withAtStepCpu(atStepCpu);
            return new StepRecord(users, workload, requests, ok, failed, failure, errors, wallSeconds, throughputRps, latencyMs,
                    service, model, error, latencyMsUncorrected, joined(timeline, serviceSeconds), generator, rateRps, calls,
                    database, route, listenQueue, gc, bottleneck, profile, pinning, repeats, stats, noise, limits, memory, fault,
                    moreFaults, settling, backendCpu, calibrationSettling, calibration);
        }

        private static List<TimelineSecond> joined(List<TimelineSecond> timeline, List<ServiceSecond> service) {
            if (timeline == null || service == null) {
                return timeline;
            }
            List<TimelineSecond> joined = new ArrayList<>(timeline.size());
            for (TimelineSecond t : timeline) {
                joined.add(t.second() < service.size() && service.get(t.second()) != null ? t.withService(service.get(t.second())) : t);
            }
            return joined;
        }
    }
}
