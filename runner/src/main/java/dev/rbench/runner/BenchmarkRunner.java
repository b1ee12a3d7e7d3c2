package dev.rbench.runner;

import dev.rbench.infra.cgroup.Cgroups;
import dev.rbench.infra.cpu.CpuPlacement;
import dev.rbench.loadgen.FileLimits;
import dev.rbench.loadgen.LoadGenerator;
import dev.rbench.loadgen.LoadOptions;
import dev.rbench.loadgen.Workload;
import dev.rbench.results.EnvironmentInfo;
import dev.rbench.results.RunResults;
import dev.rbench.runner.app.AppSeed;
import dev.rbench.runner.backend.Backend;
import dev.rbench.runner.backend.BackendChecks;
import dev.rbench.runner.backend.BackendContext;
import dev.rbench.runner.backend.BackendSession;
import dev.rbench.runner.phase.LiveStackPhases;
import dev.rbench.runner.phase.Phase;
import dev.rbench.runner.phase.ResultsNotWritableException;
import dev.rbench.runner.phase.ResultsSink;
import dev.rbench.runner.phase.RunDirectory;
import dev.rbench.runner.phase.RunPlan;
import dev.rbench.runner.phase.StackPhases;
import dev.rbench.runner.phase.StackRecorder;
import dev.rbench.runner.results.EnvironmentCapture;
import dev.rbench.runner.results.ScenarioRecords;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.service.ServiceException;
import java.nio.file.Path;
import java.util.List;

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
        EnvironmentInfo environment = EnvironmentCapture.capture(home.dir(), placement.pinned() ? placement.toMap() : null);
        Backend waitsOn = scenario.backend();
        if (waitsOn.isDatabase()) {
            listener.info("preparing " + waitsOn.id() + " " + waitsOn.where());
        } else if (waitsOn.present()) {
            listener.info("starting the downstream service");
        }
        try (BackendSession backend = waitsOn.start(new BackendContext(home, scenario, outDir))) {
            if (scenario.app().present() && !scenario.app().seed().isBlank()) {
                listener.info("seeding " + waitsOn.id() + " from " + scenario.app().seed());
                AppSeed.run(Path.of(scenario.app().seed()), backend.serviceEnv());
            }
            boolean downstream = waitsOn.present() && !waitsOn.isDatabase();
            RunResults results = RunResults.start(ScenarioRecords.of(scenario), environment,
                    downstream ? null : backend.describe(), downstream ? backend.describe() : null);
            LoadOptions options = new LoadOptions(scenario.connectTimeout(), scenario.requestTimeout(),
                    LoadOptions.defaults().ioThreads());
            try (LoadGenerator generator = new LoadGenerator(options)) {
                return run(RunPlan.of(scenario), results,
                        new LiveStackPhases(home, scenario, outDir, backend, generator, listener), sink);
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
        RunResults results = initial;
        StackInProgress current = null;
        try {
            for (Phase phase : plan.phases()) {
                if (current == null || !current.name.equals(phase.stack())) {
                    if (current != null) {
                        results = current.stop(results);
                    }
                    current = new StackInProgress(phase.stack(), factory.open(phase.stack()));
                }
                listener.phaseBegan(phase);
                if (!current.recorder().failed()) {
                    try {
                        results = runPhase(phase, current, results, sink);
                    } catch (ServiceException e) {
                        listener.info(phase.stack() + ": " + e.getMessage());
                        current.recorder().stackFailed(e.getMessage(), plan.steps(phase.stack()));
                        results = save(sink, current.stop(results));
                    }
                }
                listener.phaseDone(phase);
            }
            if (current != null) {
                results = current.stop(results);
            }
            results = results.completed();
            finish(sink, results);
            return results;
        } catch (InterruptedException e) {
            finish(sink, interrupted(plan, factory, current, results));
            throw e;
        } finally {
            if (current != null) {
                current.phases.service().close();
            }
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
            }
            case Phase.Verify verify -> {
                recorder.verified(phases.verifier().verify());
                return save(sink, results.with(recorder.run()));
            }
            case Phase.WarmUp warmUp -> recorder.warmedUp(phases.warmUp().run(warmUp.loads()));
            case Phase.Calibrate calibrate when calibrate.forStep() == null -> recorder.calibrated(phases.calibrator().stack());
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
                BackendChecks.Calibration calibration = step.plan().route() != null ? stack.routeCalibration
                        : recorder.calibration();
                recorder.measured(phases.steps().run(step, calibration));
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
    private static RunResults interrupted(RunPlan plan, StackPhases.Factory factory, StackInProgress current,
                                          RunResults results) {
        List<String> stacks = plan.stacks();
        int from = 0;
        if (current != null) {
            if (!current.recorder().failed() && current.recorder().run().steps().size() < plan.steps(current.name).size()) {
                current.recorder().stackFailed(INTERRUPTED, plan.steps(current.name));
            }
            results = results.with(current.recorder().run());
            from = stacks.indexOf(current.name) + 1;
        }
        for (String later : stacks.subList(from, stacks.size())) {
            StackRecorder recorder = factory.open(later).recorder();
            recorder.stackFailed(INTERRUPTED, plan.steps(later));
            results = results.with(recorder.run());
        }
        return results;
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

    /** The stack whose phases run now: its phases and what its last route calibration gave. */
    private static final class StackInProgress {
        final String name;
        final StackPhases phases;
        BackendChecks.Calibration routeCalibration;
        String routeFailure;

        StackInProgress(String name, StackPhases phases) {
            this.name = name;
            this.phases = phases;
        }

        StackRecorder recorder() {
            return phases.recorder();
        }

        /** Stops the service now (not at the next stack's start) and adds the stack's record. */
        RunResults stop(RunResults results) {
            phases.service().close();
            return results.with(recorder().run());
        }
    }
}
