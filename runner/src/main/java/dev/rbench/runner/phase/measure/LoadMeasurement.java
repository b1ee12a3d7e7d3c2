package dev.rbench.runner.phase.measure;

import dev.rbench.infra.cgroup.CgroupStats;
import dev.rbench.infra.jvm.GcLogWindow;
import dev.rbench.infra.net.ListenQueues;
import dev.rbench.infra.process.JvmThreads;
import dev.rbench.infra.process.MachineLoad;
import dev.rbench.infra.process.ProcSnapshot;
import dev.rbench.infra.process.ResourceSampler;
import dev.rbench.loadgen.IntervalLog;
import dev.rbench.loadgen.LoadGenerator;
import dev.rbench.loadgen.ProgressListener;
import dev.rbench.loadgen.StepResult;
import dev.rbench.loadgen.Workload;
import dev.rbench.results.BackendCpu;
import dev.rbench.results.GcFigures;
import dev.rbench.results.InFlightMemory;
import dev.rbench.results.LimitsStep;
import dev.rbench.results.MachineNoise;
import dev.rbench.results.ModelFigures;
import dev.rbench.results.StepRecord;
import dev.rbench.runner.phase.output.ResultsNotWritableException;
import dev.rbench.runner.phase.plan.LoadRole;
import dev.rbench.runner.phase.plan.RunListener;
import dev.rbench.runner.phase.plan.RunPlan;
import dev.rbench.runner.results.StepRecords;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.service.ServiceProcess;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * One load against a stack's service, warm-up or step: the generator's run while the service's CPU,
 * memory and threads are sampled from /proc, its GC log read for the pauses, the kernel's dropped
 * connection attempts around it, under limits the service's cgroup counters over it (and an OOM kill
 * named as the failure), the memory each request in flight cost, the interval log of a step, and the console's progress of it.
 *
 * @param backendProcesses the run's own backend processes (embedded database, downstream service) as they are now (a
 *                         fault may restart them), whose CPU, compilers and collectors each step records beside the
 *                         service's, and whose compilers the warm-up waits for
 */
public record LoadMeasurement(String stack, Scenario scenario, LoadGenerator generator, StepEngine steps, Path outDir, RunListener listener,
                       Supplier<List<Long>> backendProcesses) {

    private static final Duration SAMPLE_INTERVAL = Duration.ofMillis(250);

    /** The run's own backend processes now; none where the backend is remote or absent. */
    List<Long> backendPids() {
        return backendProcesses.get();
    }

    public StepRecord measure(ServiceProcess service, LoadRole load, StepRequest request, Workload workload, ModelFigures model)
            throws InterruptedException {
        return measure(service, load, request, workload, model, () -> {
        });
    }

    /** @param loadStarts run when the load itself begins: with JMeter, after its JVM's start and warm-up */
    public StepRecord measure(ServiceProcess service, LoadRole load, StepRequest request, Workload workload, ModelFigures model,
                       Runnable loadStarts) throws InterruptedException {
        boolean warmUp = load instanceof LoadRole.WarmUp;
        String phase = load.label();
        double expected = RunPlan.expectedSeconds(workload, scenario);
        ProgressListener progress = listener.phaseStarted(stack, load, workload, expected);
        boolean peakOfStep = service.resetMemoryPeak();
        Optional<CgroupStats> limitsBefore = service.limitStats();
        // The service's CPU and memory from when the load starts: at once with our generator, after JMeter's JVM
        // start and warm-up with JMeter, whose seconds would otherwise dilute the step's CPU.
        java.util.concurrent.atomic.AtomicReference<ResourceSampler> sampler = new java.util.concurrent.atomic.AtomicReference<>();
        Optional<GcLogWindow> gc = service.gcLog().map(GcLogWindow::open);
        Optional<ListenQueues.Counters> queuesBefore = ListenQueues.read();
        Optional<MachineLoad> machineBefore = MachineLoad.read();
        // Who works and who waits inside a built-in service (or a user's app through its Actuator), second by second,
        // timed from the load's real start.
        ActivitySampler activity = warmUp ? null : activitySampler(service).orElse(null);
        java.util.concurrent.atomic.AtomicLong loadStartNanos = new java.util.concurrent.atomic.AtomicLong(System.nanoTime());
        java.util.concurrent.atomic.AtomicReference<JvmWork> jvmWork = new java.util.concurrent.atomic.AtomicReference<>();
        java.util.concurrent.atomic.AtomicReference<BackendWork> backendWork = new java.util.concurrent.atomic.AtomicReference<>();
        Runnable starts = () -> {
            if (!warmUp && service.pid() > 0) {
                jvmWork.set(JvmWork.start(List.of(service.pid())));
            }
            List<Long> backendPids = backendPids();
            if (!warmUp && !backendPids.isEmpty()) {
                backendWork.set(BackendWork.start(backendPids));
            }
            loadStartNanos.set(System.nanoTime());
            sampler.set(ResourceSampler.start(service.pid(), SAMPLE_INTERVAL));
            loadStarts.run();
        };
        StepResult result;
        try {
            // The warm-up is always ours, its load starting at once; a step goes through the scenario's engine (ours or JMeter).
            if (warmUp) {
                starts.run();
                result = generator.run(service.uri(request.path()), request.method(), request.bodyBytes(), workload, progress);
            } else {
                result = steps.run(stack, phase, service.uri(request.path()), request.method(), request.bodyBytes(), workload, expected, progress,
                        starts);
            }
        } finally {
            if (sampler.get() != null) {
                sampler.get().close();
            }
            if (activity != null) {
                activity.close();
            }
        }
        ResourceSampler.Usage usage = sampler.get() == null ? ResourceSampler.Usage.NONE : sampler.get().stop();
        double loadSeconds = (System.nanoTime() - loadStartNanos.get()) / 1e9;
        LimitsStep limits = limitsBefore.flatMap(before -> service.limitStats().map(now -> StepRecords.limits(
                service.limits().orElseThrow(), now.since(before), peakOfStep))).orElse(null);
        MachineNoise noise = machineBefore.flatMap(before -> MachineLoad.read().map(now -> now.since(before)))
                .map(n -> MachineNoise.of(n.stealPercent(), n.otherCpuPercent(), n.loadAverage1m(), n.cpus(), n.busyPercent()))
                .orElse(null);
        String failure = null;
        if (!service.isAlive() && service.oomKilled()) {
            failure = "service " + service.exitDescription() + " with " + StepRecords.inFlightAtDeath(result)
                    + " requests in flight; see " + service.log();
        } else if (!service.isAlive()) {
            failure = "service " + service.exitDescription() + " during the step; see " + service.log();
        } else if (result.ok() == 0) {
            failure = "no request succeeded";
        }
        if (!warmUp) {
            // Interval log in HdrHistogram's standard format, for HistogramLogProcessor and friends.
            try {
                Path hlog = Files.createDirectories(outDir.resolve("hlog"));
                IntervalLog.writeIntervalLog(hlog.resolve(intervalLogName(stack, phase)), result);
            } catch (IOException e) {
                throw new ResultsNotWritableException(outDir, e);
            }
        }
        ListenQueues.Counters dropped = queuesBefore.flatMap(before -> ListenQueues.read().map(now -> now.since(before))).orElse(null);
        GcFigures collected = gc.map(window -> StepRecords.gc(window.close(result.wallSeconds()))).orElse(null);
        StepRecord.Builder measured = StepRecords.of(result, workload.describe(), usage, failure, model)
                .listenQueue(StepRecords.listenQueue(dropped)).gc(collected)
                .noise(noise)
                .limits(limits);
        if (jvmWork.get() != null) {
            measured.serviceJvmThreads(jvmWork.get().compilerPercent(loadSeconds), jvmWork.get().collectorPercent(loadSeconds));
        }
        if (backendWork.get() != null) {
            measured.backendCpu(backendWork.get().spent(loadSeconds));
        }
        if (activity != null) {
            measured.serviceSeconds(ActivitySampler.perSecond(activity.readings(), loadStartNanos.get(), result.timeline().size()));
        }
        StepRecord record = measured.build();
        record = record.toBuilder().memory(InFlightMemory.of(record.inFlightMax(), usage.rssMbFirst(), usage.rssMbMax(),
                gc.map(GcLogWindow::heapAfterMbBefore).orElse(null), collected == null ? null : collected.heapAfterMbMax())).build();
        listener.phaseFinished(stack, load, record);
        if (dropped != null && dropped.overflows() > 0) {
            listener.info(stack + " " + phase + ": the kernel dropped " + dropped.overflows()
                    + " connection attempts at a full accept queue on this machine (the service listens with a backlog of "
                    + scenario.listenBacklog() + "); their clients retried a second or more later");
        }
        if (noise != null && noise.busy()) {
            listener.info(String.format(java.util.Locale.ROOT, "%s %s: measured on a busy machine (other processes %.0f %% of a core,"
                    + " steal %.0f %%, load %.2f); flagged in the results", stack, phase, noise.otherCpuPercent(),
                    noise.stealPercent(), noise.loadAverage1m()));
        }
        return record;
    }

    /** {@code workload} against the service, nothing recorded: the warm-up's and a step's settling slices. */
    void unmeasured(ServiceProcess service, StepRequest request, Workload workload) throws InterruptedException {
        generator.run(service.uri(request.path()), request.method(), request.bodyBytes(), workload, ProgressListener.NONE);
    }

    /**
     * Who works and who waits inside the service, asked every {@code activityInterval} from now on: a built-in service on
     * its side port, a user's app through its Actuator; empty where the scenario asks nothing or the service cannot
     * answer.
     */
    Optional<ActivitySampler> activitySampler(ServiceProcess service) throws InterruptedException {
        return (!scenario.app().present() || scenario.app().actuator()) && !scenario.activityInterval().isZero()
                ? ActivitySampler.start(service, scenario.activityInterval()) : Optional.empty();
    }

    /**
     * What a service JVM's compiler and collector threads spend over a step ({@link JvmThreads}), in percent of a core
     * like the process's own CPU: under a quota the compilers' share is taken from the requests (downstream-500ms-fargate's
     * 500-user steps rose from ~630 to ~990 req/s within 20 s, after a warm-up whose compilers had gone quiet without
     * the quota), and the collectors' is what the GC pauses cost in CPU rather than in wall time.
     */
    record JvmWork(JvmThreads compilers, JvmThreads collectors) {

        static JvmWork start(List<Long> pids) {
            return new JvmWork(JvmThreads.compilers(pids), JvmThreads.collectors(pids));
        }

        /** Null where the process has no compiler threads (not a JVM) or no time passed. */
        Double compilerPercent(double seconds) {
            return percent(compilers, seconds);
        }

        Double collectorPercent(double seconds) {
            return percent(collectors, seconds);
        }

        private static Double percent(JvmThreads threads, double seconds) {
            double busy = threads.seconds();
            return threads.threadsSeen() == 0 || seconds <= 0 ? null : dev.rbench.results.Figures.round(busy / seconds * 100);
        }
    }

    /** What the backend's processes, each with its children, spend over a step: in all, and their compilers and collectors. */
    record BackendWork(List<Long> pids, long ticksAtStart, JvmWork threads) {

        static BackendWork start(List<Long> pids) {
            return new BackendWork(List.copyOf(pids), ProcSnapshot.treeTicks(pids), JvmWork.start(pids));
        }

        BackendCpu spent(double seconds) {
            double cores = seconds <= 0 ? 0 : (ProcSnapshot.treeTicks(pids) - ticksAtStart) / (double) ProcSnapshot.TICKS_PER_SECOND / seconds;
            return new BackendCpu(dev.rbench.results.Figures.round(cores * 100), threads.compilerPercent(seconds),
                    threads.collectorPercent(seconds));
        }
    }

    /** "blocking-100-users.hlog", "reactive-200-req-s.hlog": a file name whatever the phase says. */
    public static String intervalLogName(String stack, String phase) {
       return stepFileName(stack, phase, ".hlog");
    }

    /** A file of one stack's step, named after both whatever the phase says: "blocking-100-users" + suffix. */
    public static String stepFileName(String stack, String phase, String suffix) {
        return ServiceProcess.fileName(stack) + "-" + phase.replaceAll("[^A-Za-z0-9.]+", "-") + suffix;
    }
}
