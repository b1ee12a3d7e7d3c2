package dev.rbench.runner.phase.step;

import dev.rbench.infra.cpu.CpuPlacement;
import dev.rbench.infra.jvm.PinningRecorder;
import dev.rbench.model.ModelInput;
import dev.rbench.protocol.PoolSnapshot;
import dev.rbench.results.DatabaseStep;
import dev.rbench.results.FaultFigures;
import dev.rbench.results.ModelFigures;
import dev.rbench.results.QueryCounts;
import dev.rbench.results.StepRecord;
import dev.rbench.runner.backend.BackendSession;
import dev.rbench.runner.backend.QuerySnapshot;
import dev.rbench.runner.calibration.BackendChecks;
import dev.rbench.runner.diagnosis.Bottlenecks;
import dev.rbench.runner.diagnosis.QueryPatterns;
import dev.rbench.runner.diagnosis.StepContext;
import dev.rbench.runner.failure.ServiceException;
import dev.rbench.runner.fault.Fault;
import dev.rbench.runner.phase.measure.LoadMeasurement;
import dev.rbench.runner.phase.measure.StepRequest;
import dev.rbench.runner.phase.measure.StepSettling;
import dev.rbench.runner.phase.measure.WarmCompilers;
import dev.rbench.runner.phase.model.ModelInputs;
import dev.rbench.runner.phase.model.StepModel;
import dev.rbench.runner.phase.plan.Phase;
import dev.rbench.runner.phase.session.ProcessServiceSession;
import dev.rbench.runner.phase.session.Reseed;
import dev.rbench.runner.results.FaultForecasts;
import dev.rbench.runner.results.FaultRecords;
import dev.rbench.runner.results.StepRecords;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.StepPlan;
import dev.rbench.runner.service.ServiceProcess;
import dev.rbench.runner.stack.ModelledStack;
import java.io.IOException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * A step as the scenario plans it: the request (its route's, or the scenario's path with x calls),
 * the model's prediction, and on a backend route x, the reads the backend served by its own count
 * and the connection pool's gauges around the step; on a database, for our stacks and a user's app alike, the
 * statements it counted per request and, on a user's app, the N+1 rule's finding ({@link QueryPatterns}); then the
 * step's limiting resource by the rules of {@link Bottlenecks}.
 */
public record LoadStepExecutor(ProcessServiceSession session, Scenario scenario, BackendSession backend, LoadMeasurement load,
                        StepModel model, boolean parallel, WarmCompilers compilers) implements StepExecutor {

    /** A step's request: its route's, or the scenario's path with x calls, in sequence or in parallel. */
    public static StepRequest requestOf(Scenario scenario, StepPlan plan, boolean parallel) {
        return plan.route() == null ? StepRequest.get(scenario.requestPath(plan.calls(), parallel))
                : StepRequest.of(plan.route(), scenario.backend().entityBytes());
    }

    @Override
    public StepRecord run(Phase.Step step, BackendChecks.Calibration calibration) throws InterruptedException {
        StepPlan plan = step.plan();
        StepRequest request = requestOf(scenario, plan, parallel);
        ServiceProcess service = session.process();
        // The cores the warm-up left its compilers holding: the stack's first step is modelled without them.
        double compilerCores = compilers.takeForFirstStep();
        try {
            // A user's app: no database gauges of ours (its own pool, through Actuator, is in the timeline); its t is the
            // calibrated call, its T and N what the variant says or its Actuator reported. Without a backend: t is the
            // delay on the delay path, the calibrated call on a route; s the calibration's either way.
            ModelFigures prediction = model.canPredict(plan, calibration) ? model.predict(plan, calibration, compilerCores) : null;
            StepProfiling.Measured measured = () -> scenario.app().present()
                    ? withQueries(queries(), request, () -> load.measure(service, step.load(), request, plan.workload(), prediction))
                    : scenario.backend().present() ? measureWithBackend(service, step, request, calibration, prediction)
                    : withRouteCalibration(plan, request, calibration, load.measure(service, step.load(), request, plan.workload(),
                            prediction));
            dev.rbench.results.WarmupSettling settling = StepSettling.before(service, load, request, plan.workload(), step.label());
            // From the seed, after the settling slices' writes, for every repeat: with only a route's calibration
            // reseeding, the creates of seed-mongo-connections piled up over the repeats, and the fourth and fifth of
            // create served 7,569 and 285 requests a second against 10,040 in the first.
            Reseed.beforeRouteStep(plan.route(), backend);
            Instant from = Instant.now();
            StepRecord record = scenario.profiles(plan)
                    ? StepProfiling.around(scenario.profile().event().orElseThrow(), service, load.outDir(), load.stack(), step.label(),
                            load.listener(), measured)
                    : measured.run();
            record = record.toBuilder().rateRps(plan.rate()).route(plan.route() == null ? null : plan.route().id())
                    .settling(settling).pinning(pinned(record, from, Instant.now())).build();
            StepRecord modelled = model.withAtStepCpu(plan, calibration, record);
            return Bottlenecks.of(modelled, context(plan.workload())).map(b -> modelled.toBuilder().bottleneck(b).build())
                    .orElse(modelled);
        } catch (IOException e) {
            throw new ServiceException("cannot reach the service: " + e);
        }
    }

    /**
     * A route step without a backend, with the calibration it was modelled on: its t, and its s as the step's concurrency
     * took it (a backend's route holds the same in {@code database}).
     */
    private StepRecord withRouteCalibration(StepPlan plan, StepRequest request, BackendChecks.Calibration c, StepRecord record) {
        if (plan.route() == null || c == null) {
            return record;
        }
        return record.toBuilder().calibration(c.toRecord(request.method(), request.path(), ModelInputs.cpuStation(scenario),
                dev.rbench.runner.calibration.StepConcurrency.of(plan.workload(), c.seconds()))).build();
    }

    /** The virtual-thread waits pinned during the step, where they are recorded; null where not. */
    private dev.rbench.results.PinningFigures pinned(StepRecord record, Instant from, Instant to) throws InterruptedException {
        Optional<PinningRecorder> recorder = session.pinning();
        if (recorder.isEmpty()) {
            return null;
        }
        try {
            return StepRecords.pinning(scenario.pinningThreshold(), recorder.get().between(from, to));
        } catch (IOException e) {
            load.listener().info(load.stack() + " " + record.workload() + ": pinning not read: " + e.getMessage());
            return null;
        }
    }

    /** What the bottleneck rules know of this stack and machine beyond the step's figures. */
    private StepContext context(dev.rbench.loadgen.Workload workload) {
        CpuPlacement placement = scenario.placement();
        // T where the stack is known to be thread-bound: a built-in blocking stack, or an app variant of kind blocking with threads.
        ModelledStack stack = session.stack();
        int threads = stack.modelThreads(scenario);
        boolean threadBound = stack.modelKind().threadLimited() && threads > 0 && threads != ModelInput.UNLIMITED;
        return new StepContext(threadBound ? threads : null, placement.serviceCores(CpuPlacement.machineCpus()),
                placement.service().isEmpty() || placement.generator().isEmpty(), StepContext.steady(workload));
    }

    /** @param calibration null where the run is not modelled ({@code model: false}): the step has its counts, not t or s */
    private StepRecord measureWithBackend(ServiceProcess service, Phase.Step step, StepRequest request,
                                          BackendChecks.Calibration calibration, ModelFigures prediction)
            throws IOException, InterruptedException {
        StepPlan plan = step.plan();
        BackendChecks.resetPool(service);
        // On a route naming its store (/records?store=postgres…), that store's pool.
        String store = plan.route() == null ? null : plan.route().queryValue("store").orElse(null);
        PoolSnapshot poolBefore = BackendChecks.poolGauges(service, store);
        long readsBefore = backend.served().orElse(0L);
        Optional<QuerySnapshot> queriesBefore = queries();
        BackendDeath death = BackendDeath.watch(backend);
        StepRecord record;
        List<Scenario.NamedFault> faults = scenario.faultsOf(plan);
        var target = backend.faultTarget().filter(p -> !faults.isEmpty());
        if (target.isPresent()) {
            // Armed when the load begins: at once with our generator, after JMeter's start and warm-up with JMeter.
            List<FaultInjection> armed = new java.util.concurrent.CopyOnWriteArrayList<>();
            try {
                record = load.measure(service, step.load(), request, plan.workload(), prediction,
                        () -> faults.forEach(f -> armed.add(FaultInjection.arm(f.fault(), target.get(), service.uri("/ready")))));
            } finally {
                armed.forEach(FaultInjection::close);
            }
            if (armed.size() < faults.size()) {
                return failed(record, "the load never began, so the fault was not injected");
            }
            List<FaultFigures> figures = new java.util.ArrayList<>();
            for (int i = 0; i < faults.size(); i++) {
                Fault fault = faults.get(i).fault();
                FaultInjection injected = armed.get(i);
                FaultFigures measured = FaultRecords.of(fault.describe(), injected.startedAtMs(), injected.endedAtMs(),
                        record.timeline()).withReady(injected.readyChecks(), injected.readyFailures());
                // The forecast is the model's: none for a step not modelled.
                figures.add(prediction == null ? measured
                        : FaultForecasts.of(fault, scenario.backend().isDatabase(), record, ModelInputs.load(plan.workload()))
                        .map(measured::withModel).orElse(measured));
            }
            record = record.toBuilder().faults(figures).build();
        } else {
            record = load.measure(service, step.load(), request, plan.workload(), prediction);
        }
        Optional<String> died = death.during();
        if (died.isPresent()) {
            // Its counters and the pool died with it: the step keeps what the generator measured, marked.
            load.listener().info(load.stack() + " " + step.label() + ": " + died.get());
            return failed(record, died.get());
        }
        // The backend's own count: reads for a database, answered calls for a downstream service.
        long counted = backend.served().orElse(0L) - readsBefore;
        PoolSnapshot pool = service.isAlive() ? BackendChecks.poolGauges(service, store) : null;
        Long opened = BackendChecks.openedBetween(poolBefore, pool);
        DatabaseStep db = calibration == null
                ? StepRecords.databaseStep(request.describe(), !scenario.backend().isDatabase(), counted, record.requests(), opened, pool)
                : StepRecords.databaseStep(request.describe(), calibration, !scenario.backend().isDatabase(), counted,
                        record.requests(), opened, pool, ModelInputs.cpuStation(scenario),
                        dev.rbench.runner.calibration.StepConcurrency.of(plan.workload(), calibration.seconds()));
        record = record.toBuilder().calls(plan.calls()).route(plan.route() == null ? null : plan.route().id()).database(db).build();
        return withQueries(queriesBefore, request, record);
    }

    /** The database's totals per statement now; empty where it counts none or could not be read (said, not fatal). */
    private Optional<QuerySnapshot> queries() {
        try {
            return backend.queries();
        } catch (ServiceException e) {
            load.listener().info(load.stack() + ": queries not counted: " + e.getMessage());
            return Optional.empty();
        }
    }

    /** The step measured, with the queries its requests made. */
    private StepRecord withQueries(Optional<QuerySnapshot> before, StepRequest request, StepProfiling.Measured measure)
            throws IOException, InterruptedException {
        return withQueries(before, request, measure.run());
    }

    /**
     * The step with the statements the database counted between {@code before} and now, per request sent, and on a
     * user's app the N+1 rule's finding ({@link QueryPatterns}); as it was where the database counts none.
     */
    private StepRecord withQueries(Optional<QuerySnapshot> before, StepRequest request, StepRecord record) {
        Optional<QuerySnapshot> after = before.isEmpty() || !record.ran() ? Optional.empty() : queries();
        if (after.isEmpty()) {
            return record;
        }
        QueryCounts counted = after.get().since(before.get(), record.requests());
        // Only a user's app is judged: our routes make the x calls a request the scenario asks for, on purpose.
        if (scenario.app().present()) {
            counted = counted.withNPlusOne(QueryPatterns.nPlusOne(counted).orElse(null));
        }
        counted = counted.top();
        DatabaseStep db = record.database() == null ? DatabaseStep.ofApp(request.describe(), counted)
                : record.database().withQueries(counted);
        return record.toBuilder().database(db).build();
    }

    /** The step marked failed with {@code why}, its figures kept (what it measured before the failure). */
    private static StepRecord failed(StepRecord record, String why) {
        return record.toBuilder().failure(why).build();
    }
}
