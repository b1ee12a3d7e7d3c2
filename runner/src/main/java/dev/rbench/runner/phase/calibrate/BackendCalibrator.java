package dev.rbench.runner.phase.calibrate;

import dev.rbench.loadgen.LoadGenerator;
import dev.rbench.loadgen.Workload;
import dev.rbench.model.StackKind;
import dev.rbench.results.Calibration;
import dev.rbench.results.Figures;
import dev.rbench.results.WarmupSettling;
import dev.rbench.runner.backend.BackendSession;
import dev.rbench.runner.calibration.BackendChecks;
import dev.rbench.runner.failure.ServiceException;
import dev.rbench.runner.phase.measure.LoadMeasurement;
import dev.rbench.runner.phase.measure.StepRequest;
import dev.rbench.runner.phase.measure.StepSettling;
import dev.rbench.runner.phase.model.ModelInputs;
import dev.rbench.runner.phase.plan.Phase;
import dev.rbench.runner.phase.plan.RunPlan;
import dev.rbench.runner.phase.session.ProcessServiceSession;
import dev.rbench.runner.phase.session.Reseed;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.service.ServiceProcess;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Calibrates with the load generator itself (see {@link BackendChecks#calibrate}): the stack's path
 * once, waiting for the connection pool to fill, then the data reseeded (with no backend, the delay path: its s alone
 * counts, its t is the delay); a route just before its step, after slices of
 * its step's load while the compilers are busy ({@link StepSettling#beforeCalibration}), from the seeded data when it is
 * a CRUD route ({@link Reseed#fromTheSeed}); the step seeds again itself.
 */
public record BackendCalibrator(ProcessServiceSession session, StackKind kind, Scenario scenario, BackendSession backend,
                         LoadGenerator generator, LoadMeasurement load) implements Calibrator {

    @Override
    public StackCalibration stack() throws InterruptedException {
        ServiceProcess service = session.process();
        StepRequest one = StepRequest.get(scenario.requestPath(1, false));
        if (!scenario.backend().present()) {
            // The delay path: no pool to fill, no data to seed; its s for the model's CPU station. Its t is the scenario's
            // delay, given: where its rounds fail (their load at the steps' concurrency can end a service under a memory
            // limit, as the step would), the model goes without a CPU station and the steps are still measured, the
            // service started again before the first where the rounds ended it.
            try {
                BackendChecks.Calibration calibration = calibrate(service, one, RunPlan.calibratedWorkloads(scenario.plan()));
                return new StackCalibration(calibration, calibration.toRecord(one.method(), one.path(),
                        ModelInputs.cpuStation(scenario)));
            } catch (ServiceException e) {
                return StackCalibration.failed(e.getMessage() + (service.isAlive() ? "" : "; the service " + service.exitDescription()));
            }
        }
        BackendChecks.Calibration calibration = calibrate(service, one, RunPlan.calibratedWorkloads(scenario.plan()));
        int usable = kind.threadLimited() ? scenario.serverThreads() : Integer.MAX_VALUE;
        Calibration calibrated;
        try {
            calibrated = calibration.toRecord(one.method(), one.path(), ModelInputs.cpuStation(scenario)).withPoolFilledAfter(
                    Figures.round(BackendChecks.awaitPoolFilled(service, usable, scenario.readyTimeout(),
                            scenario.backend().poolFillAdvice())));
        } catch (IOException e) {
            throw new ServiceException("cannot reach the service: " + e);
        }
        backend.reseed();
        return new StackCalibration(calibration, calibrated);
    }

    @Override
    public RouteCalibration route(Phase.Step step) throws InterruptedException {
        StepRequest request = StepRequest.of(step.plan().route(), scenario.backend().entityBytes());
        // Before the seed is restored: what a CRUD route's slices write is gone before it is calibrated.
        WarmupSettling settled = StepSettling.beforeCalibration(session.process(), load, request, step);
        return new RouteCalibration(Reseed.fromTheSeed(step.plan().route(), backend, () -> calibrate(session.process(),
                request, List.of(step.plan().workload()))), settled);
    }

    private BackendChecks.Calibration calibrate(ServiceProcess service, StepRequest request, List<Workload> steps)
            throws InterruptedException {
        return BackendChecks.calibrate(generator, service.uri(request.path()), request.method(), request.bodyBytes(),
                pathPids(service), service.pid(), steps, ModelInputs.cpuStation(scenario), session.stack().modelThreads(scenario));
    }

    /**
     * The local processes that serve a request: the service and the backend's own process. Not this
     * JVM: its CPU during calibration is the JDK client's and its own bookkeeping, not the generator's.
     */
    private List<Long> pathPids(ServiceProcess service) {
        List<Long> pids = new ArrayList<>(List.of(service.pid()));
        pids.addAll(backend.pids());
        return pids;
    }
}
