package dev.rbench.runner.phase;

import dev.rbench.protocol.PoolSnapshot;
import dev.rbench.results.DatabaseStep;
import dev.rbench.results.StepRecord;
import dev.rbench.runner.backend.BackendChecks;
import dev.rbench.runner.backend.BackendSession;
import dev.rbench.runner.results.StepRecords;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.StepPlan;
import dev.rbench.runner.service.ServiceException;
import dev.rbench.runner.service.ServiceProcess;
import java.io.IOException;

/**
 * A step as the scenario plans it: the request (its route's, or the scenario's path with x calls),
 * the model's prediction, and on a backend route x, the reads the backend served by its own count
 * and the connection pool's gauges around the step.
 */
record LoadStepExecutor(ProcessServiceSession session, Scenario scenario, BackendSession backend, LoadMeasurement load,
                        StepModel model, boolean parallel) implements StepExecutor {

    @Override
    public StepRecord run(Phase.Step step, BackendChecks.Calibration calibration) throws InterruptedException {
        StepPlan plan = step.plan();
        StepRequest request = plan.route() == null ? StepRequest.get(scenario.requestPath(plan.calls(), parallel))
                : StepRequest.of(plan.route(), scenario.backend().entityBytes());
        ServiceProcess service = session.process();
        try {
            return scenario.backend().present() ? measureWithBackend(service, step, request, calibration)
                    : load.measure(service, step.label(), request, plan.workload(), model.predict(plan, null)).withRate(plan.rate());
        } catch (IOException e) {
            throw new ServiceException("cannot reach the service: " + e);
        }
    }

    private StepRecord measureWithBackend(ServiceProcess service, Phase.Step step, StepRequest request,
                                          BackendChecks.Calibration calibration) throws IOException, InterruptedException {
        StepPlan plan = step.plan();
        BackendChecks.resetPool(service);
        PoolSnapshot poolBefore = BackendChecks.poolGauges(service);
        long readsBefore = backend.served().orElse(0L);
        StepRecord record = load.measure(service, step.label(), request, plan.workload(), model.predict(plan, calibration))
                .withRate(plan.rate());
        // The backend's own count: reads for a database, answered calls for a downstream service.
        long counted = backend.served().orElse(0L) - readsBefore;
        PoolSnapshot pool = service.isAlive() ? BackendChecks.poolGauges(service) : null;
        DatabaseStep db = StepRecords.databaseStep(request.describe(), calibration, !scenario.backend().isDatabase(), counted,
                record.requests(), BackendChecks.openedBetween(poolBefore, pool), pool);
        return record.withDatabase(plan.calls(), plan.route() == null ? null : plan.route().id(), db);
    }
}
