package dev.rbench.runner;

import dev.rbench.infra.cgroup.Cgroups;
import dev.rbench.infra.cpu.CpuPlacement;
import dev.rbench.infra.net.KernelAcceptQueue;
import dev.rbench.loadgen.FileLimits;
import dev.rbench.loadgen.LoadGenerator;
import dev.rbench.loadgen.LoadOptions;
import dev.rbench.loadgen.Workload;
import dev.rbench.results.EnvironmentInfo;
import dev.rbench.results.RunResults;
import dev.rbench.results.StepRecord;
import dev.rbench.runner.app.AppSeed;
import dev.rbench.runner.backend.Backend;
import dev.rbench.runner.backend.BackendSession;
import dev.rbench.runner.calibration.BackendChecks;
import dev.rbench.runner.failure.ServiceException;
import dev.rbench.runner.phase.calibrate.Calibrator;
import dev.rbench.runner.phase.engine.StepEngines;
import dev.rbench.runner.phase.measure.StepEngineException;
import dev.rbench.runner.phase.output.ResultsNotWritableException;
import dev.rbench.runner.phase.output.ResultsSink;
import dev.rbench.runner.phase.output.RunDirectory;
import dev.rbench.runner.phase.output.VerdictSink;
import dev.rbench.runner.phase.plan.Phase;
import dev.rbench.runner.phase.plan.RunListener;
import dev.rbench.runner.phase.plan.RunPlan;
import dev.rbench.runner.phase.stack.LiveStackPhases;
import dev.rbench.runner.phase.stack.StackPhases;
import dev.rbench.runner.phase.stack.StackRecorder;
import dev.rbench.runner.results.EnvironmentCapture;
import dev.rbench.runner.results.ScenarioRecords;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.service.DownstreamService;
import dev.rbench.runner.service.RbenchHome;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs a scenario: its {@link RunPlan} — per stack start → verify → warm-up → calibrate → steps —
 * phase by phase, each stack's service stopped in {@code finally}. A failing phase becomes a recorded
 * result, never a crash of the run: a stack that fails stops there (its other steps recorded as not
 * run, with the reason) and the next stack runs. results.json and summary.md are rewritten after every
 * step, report.html once at the end, also when interrupted.
 */
public final class BenchmarkRunner {

    /** Connections beyond the step's users: the service's own sockets, logs, jars. */
    private static final int FILE_MARGIN = 200;
    static final String INTERRUPTED = "interrupted";

    private final RbenchHome home;
    private final RunListener listener;

    public BenchmarkRunner(RbenchHome home, RunListener listener) {
        this.home = home;
        this.listener = listener;
    }

    public RunResults run(Scenario scenario, Path outDir) throws InterruptedException {
        // Before anything starts that would need stopping: a folder that takes no file fails the run here.
        RunDirectory sink = RunDirectory.prepare(outDir);
        int maxUsers = scenario.steps().stream().mapToInt(Workload::users).max().orElse(1);
        FileLimits.ensureAtLeast(maxUsers + FILE_MARGIN);
        CpuPlacement placement = scenario.placement();
        placement.pinThisProcess();
        if (scenario.limits().limited()) {
            // Refused here, before anything starts, where no cgroup can be made: never run unlimited instead.
            listener.info("services limited to " + scenario.limits().resources() + " each, in "
                    + Cgroups.forThisRun().driver().describe());
        }
        StepEngines.check(home, scenario);
        try (KernelAcceptQueue.Raised queues = raiseAcceptQueues(scenario)) {
            EnvironmentInfo captured = EnvironmentCapture.capture(home.dir(), placement.pinned() ? placement.toMap() : null,
                    queues == null ? null : queues.before());
            EnvironmentInfo environment = captured.withGenerator(StepEngines.describe(home, scenario, captured.tool().version()));
            return run(scenario, outDir, sink, environment);
        }
    }

    /**
     * kernelAcceptQueue: the machine's accept queues raised for the run (said, since it is
     * machine-wide) and put back when it ends; null when the scenario leaves them.
     */
    private KernelAcceptQueue.Raised raiseAcceptQueues(Scenario scenario) {
        if (scenario.kernelAcceptQueue() == 0) {
            return null;
        }
        KernelAcceptQueue.Raised raised = KernelAcceptQueue.ofThisMachine().raise(scenario.kernelAcceptQueue());
        listener.info(raised.changedAnything()
                ? "raised " + raised.describe() + " for this run (machine-wide; put back when it ends)"
                : "the kernel's accept queues already allow " + scenario.kernelAcceptQueue() + " connections");
        return raised;
    }

    private RunResults run(Scenario scenario, Path outDir, RunDirectory sink, EnvironmentInfo environment)
            throws InterruptedException {
        Backend waitsOn = scenario.backend();
        if (waitsOn.isDatabase()) {
            listener.info("preparing " + waitsOn.id() + " " + waitsOn.where());
        } else if (waitsOn.present()) {
            listener.info("starting the downstream service");
        }
        try (BackendSession backend = waitsOn.start(DownstreamService.backendContext(home, scenario, outDir))) {
            if (scenario.app().present() && !scenario.app().seed().isBlank()) {
                listener.info("seeding " + waitsOn.id() + " from " + scenario.app().seed());
                AppSeed.run(Path.of(scenario.app().seed()), backend.serviceEnv());
            }
            boolean downstream = waitsOn.present() && !waitsOn.isDatabase();
            RunResults results = RunResults.start(ScenarioRecords.of(scenario), environment,
                    downstream ? null : backend.describe(), downstream ? backend.describe() : null);
            LoadOptions options = new LoadOptions(scenario.connectTimeout(), scenario.requestTimeout(),
                    LoadOptions.defaults().ioThreads());
            if (!scenario.model()) {
                listener.info("model: false: measured only, no stack calibrated, no model beside the steps and no sizing advice");
            }
            try (LoadGenerator generator = new LoadGenerator(options)) {
                return run(RunPlan.of(scenario), results,
                        new LiveStackPhases(home, scenario, outDir, backend, generator, StepEngines.of(home, scenario, outDir, generator), listener),
                        sink);
            }
        }
    }

    /**
     * The loop over the plan's phases, with whatever phases and sink it is given. On an interrupt what
     * was measured is kept, every step not measured is recorded as not run ("interrupted"), the results
     * are finished (report included) and the interrupt is rethrown.
     */
    RunResults run(RunPlan plan, RunResults initial, StackPhases.Factory factory, ResultsSink sink)
            throws InterruptedException {
        listener.runPlanned(plan);
        VerdictSink judged = new VerdictSink(sink, plan);
        RunResults results = initial;
        // Every stack opened so far, in plan order; one at a time without repeats, all at once with.
        Map<String, StackInProgress> open = new LinkedHashMap<>();
        Map<String, Integer> lastPhase = plan.lastPhases();
        try {
            List<Phase> phases = plan.phases();
            for (int i = 0; i < phases.size(); i++) {
                Phase phase = phases.get(i);
                StackInProgress stack = open.computeIfAbsent(phase.stack(), name -> new StackInProgress(name, factory.open(name)));
                listener.phaseBegan(phase);
                if (!stack.recorder().failed()) {
                    try {
                        results = runPhase(phase, stack, results, judged);
                    } catch (ServiceException e) {
                        listener.info(phase.stack() + ": " + e.getMessage());
                        stack.recorder().stackFailed(e.getMessage(), plan.steps(phase.stack()));
                        results = save(judged, stack.stop(results));
                    } catch (ResultsNotWritableException e) {
                        throw e;
                    } catch (RuntimeException e) {
                        // A fault of rbench's own (a NaN in the model once ended a whole run) fails this
                        // stack, recorded with where it happened; the other stacks are still measured.
                        String reason = internalError(e);
                        listener.info(phase.stack() + ": " + reason);
                        stack.recorder().stackFailed(reason, plan.steps(phase.stack()));
                        results = save(judged, stack.stop(results));
                    }
                }
                if (lastPhase.get(phase.stack()) == i) {
                    // Its last phase: stop the service now, not when the run ends.
                    results = stack.stop(results);
                }
                listener.phaseDone(phase);
            }
            results = results.completed();
            finish(judged, results);
            return judged.judge(results);
        } catch (InterruptedException e) {
            finish(judged, interrupted(plan, factory, open, results));
            throw e;
        } finally {
            open.values().forEach(stack -> stack.phases.service().close());
        }
    }

    private RunResults runPhase(Phase phase, StackInProgress stack, RunResults results, ResultsSink sink)
            throws InterruptedException {
        StackPhases phases = stack.phases;
        StackRecorder recorder = phases.recorder();
        switch (phase) {
            case Phase.StartService start -> {
                listener.info("starting the " + start.stack() + " service");
                phases.service().start();
                recorder.started(phases.service().startup());
            }
            case Phase.Verify verify -> {
                recorder.verified(phases.verifier().verify());
                return save(sink, results.with(recorder.run()));
            }
            case Phase.WarmUp warmUp -> {
                recorder.warmedUp(phases.warmUp().run(warmUp.loads()));
                recorder.idleAfterWarmUp(phases.service().rssMb());
            }
            case Phase.Calibrate calibrate when calibrate.forStep() == null -> {
                Calibrator.StackCalibration calibrated = phases.calibrator().stack();
                if (calibrated.failure() != null) {
                    listener.info(calibrate.stack() + ": " + calibrated.failure() + "; the model has no CPU station");
                }
                recorder.calibrated(calibrated);
            }
            case Phase.Calibrate calibrate -> {
                // Each route is its own call: it is calibrated just before its step. A route that fails
                // there is that step's failure; the stack's other routes are still measured.
                restartIfDead(stack);
                stack.routeFailure = null;
                try {
                    stack.routeCalibration = phases.calibrator().route(calibrate.forStep());
                } catch (ServiceException e) {
                    listener.info(calibrate.stack() + " " + calibrate.forStep().name() + ": " + e.getMessage());
                    stack.routeCalibration = null;
                    stack.routeFailure = e.getMessage();
                }
            }
            case Phase.Step step -> {
                if (step.plan().route() != null && stack.routeFailure != null) {
                    recorder.stepNotRun(step, stack.routeFailure);
                    return save(sink, results.with(recorder.run()));
                }
                restartIfDead(stack);
                Calibrator.RouteCalibration route = step.plan().route() != null ? stack.routeCalibration : null;
                BackendChecks.Calibration calibration = step.plan().route() != null
                        ? (route == null ? null : route.value()) : recorder.calibration();
                try {
                    StepRecord measured = phases.steps().run(step, calibration);
                    recorder.measured(step, route == null ? measured : measured.toBuilder().calibrationSettling(route.settledBefore()).build());
                } catch (StepEngineException e) {
                    // JMeter failed or lost an engine: this step is not measured; the next may be.
                    listener.info(step.stack() + " " + step.name() + ": " + e.getMessage());
                    recorder.stepNotRun(step, e.getMessage());
                }
                RunResults saved = save(sink, results.with(recorder.run()));
                Thread.sleep(step.pauseAfter().toMillis());
                return saved;
            }
        }
        return results;
    }

    private void restartIfDead(StackInProgress stack) throws InterruptedException {
        stack.phases.service().restartIfDead().ifPresent(death ->
                listener.info(stack.name + " service " + death + "; restarting it for the next step"));
    }

    /** The results of an interrupted run: every stack's steps not measured, here and to come, not run. */
    private static RunResults interrupted(RunPlan plan, StackPhases.Factory factory, Map<String, StackInProgress> open,
                                          RunResults results) {
        for (String name : plan.stacks()) {
            StackRecorder recorder = open.containsKey(name) ? open.get(name).recorder() : factory.open(name).recorder();
            if (!recorder.failed() && recorder.run().steps().size() < plan.steps(name).size()) {
                recorder.stackFailed(INTERRUPTED, plan.steps(name));
            }
            results = results.with(recorder.run());
        }
        return results;
    }

    /** What a stack's record says of an unexpected exception: that it is rbench's, what, and where. */
    static String internalError(RuntimeException e) {
        StackTraceElement[] trace = e.getStackTrace();
        return "rbench failed internally (a bug; please report it with this line): " + e
                + (trace.length == 0 ? "" : " at " + trace[0]);
    }

    private static RunResults save(ResultsSink sink, RunResults results) throws InterruptedException {
        try {
            sink.save(results);
            return results;
        } catch (ResultsNotWritableException e) {
            // An interrupt during a write closes its file channel: that is the interrupt, not the folder.
            if (Thread.interrupted()) {
                throw new InterruptedException(INTERRUPTED);
            }
            throw e;
        }
    }

    private static void finish(ResultsSink sink, RunResults results) throws InterruptedException {
        try {
            sink.finish(results);
        } catch (ResultsNotWritableException e) {
            if (!Thread.interrupted()) {
                throw e;
            }
            sink.finish(results);
            throw new InterruptedException(INTERRUPTED);
        }
    }

    /** A stack whose phases have begun: its phases and what its last route calibration gave. */
    private static final class StackInProgress {
        final String name;
        final StackPhases phases;
        Calibrator.RouteCalibration routeCalibration;
        String routeFailure;

        StackInProgress(String name, StackPhases phases) {
            this.name = name;
            this.phases = phases;
        }

        StackRecorder recorder() {
            return phases.recorder();
        }

        /** Stops the service now (not at the end of the run) and adds the stack's record. */
        RunResults stop(RunResults results) {
            phases.service().close();
            return results.with(recorder().run());
        }
    }
}
