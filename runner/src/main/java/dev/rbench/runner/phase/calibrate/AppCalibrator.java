package dev.rbench.runner.phase.calibrate;

import dev.rbench.loadgen.LoadGenerator;
import dev.rbench.loadgen.Workload;
import dev.rbench.results.WarmupSettling;
import dev.rbench.runner.backend.BackendSession;
import dev.rbench.runner.calibration.BackendChecks;
import dev.rbench.runner.phase.measure.LoadMeasurement;
import dev.rbench.runner.phase.measure.StepRequest;
import dev.rbench.runner.phase.measure.StepSettling;
import dev.rbench.runner.phase.model.ModelInputs;
import dev.rbench.runner.phase.plan.Phase;
import dev.rbench.runner.phase.plan.RunPlan;
import dev.rbench.runner.phase.session.ProcessServiceSession;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.service.ServiceProcess;
import java.util.ArrayList;
import java.util.List;

/**
 * t and s of a user's app, from one unloaded user through the load generator (as
 * {@link BackendCalibrator}), with the CPU of the app's process and the backend's; no pool to wait
 * for, since the app shows none.
 */
public record AppCalibrator(ProcessServiceSession session, Scenario scenario, BackendSession backend, LoadGenerator generator,
                     LoadMeasurement load) implements Calibrator {

    @Override
    public StackCalibration stack() throws InterruptedException {
        StepRequest one = StepRequest.get(scenario.requestPath());
        BackendChecks.Calibration c = calibrate(one, RunPlan.calibratedWorkloads(scenario.plan()));
        return new StackCalibration(c, c.toRecord(one.method(), one.path(), ModelInputs.cpuStation(scenario)));
    }

    @Override
    public RouteCalibration route(Phase.Step step) throws InterruptedException {
        StepRequest request = StepRequest.of(step.plan().route(), scenario.backend().entityBytes());
        WarmupSettling settled = StepSettling.beforeCalibration(session.process(), load, request, step);
        return new RouteCalibration(calibrate(request, List.of(step.plan().workload())), settled);
    }

    private BackendChecks.Calibration calibrate(StepRequest request, List<Workload> steps) throws InterruptedException {
        ServiceProcess app = session.process();
        List<Long> pids = new ArrayList<>();
        if (app.pid() > 0) {
            // Read with its whole tree (BackendChecks.cpuTicks), as its steps are sampled: a launcher script may
            // run the server as a child.
            pids.add(app.pid());
        }
        pids.addAll(backend.pids());
        return BackendChecks.calibrate(generator, app.uri(request.path()), request.method(), request.bodyBytes(), pids, app.pid(), steps,
                ModelInputs.cpuStation(scenario), session.stack().modelThreads(scenario));
    }
}
