package dev.rbench.runner;

import dev.rbench.infra.cpu.CpuPlacement;
import dev.rbench.infra.net.ListenQueues;
import dev.rbench.infra.process.ResourceSampler;
import dev.rbench.loadgen.Burst;
import dev.rbench.loadgen.ClosedLoop;
import dev.rbench.loadgen.FileLimits;
import dev.rbench.loadgen.IntervalLog;
import dev.rbench.loadgen.LoadGenerator;
import dev.rbench.loadgen.LoadOptions;
import dev.rbench.loadgen.OpenRate;
import dev.rbench.loadgen.ProgressListener;
import dev.rbench.loadgen.RampRate;
import dev.rbench.loadgen.ThrottledClosedLoop;
import dev.rbench.loadgen.StepResult;
import dev.rbench.loadgen.Workload;
import dev.rbench.report.ReportWriter;
import dev.rbench.results.Calibration;
import dev.rbench.results.DatabaseStep;
import dev.rbench.results.EnvironmentInfo;
import dev.rbench.results.Figures;
import dev.rbench.results.ModelFigures;
import dev.rbench.results.PoolGauges;
import dev.rbench.results.ResultsFile;
import dev.rbench.results.RunResults;
import dev.rbench.results.ServiceFacts;
import dev.rbench.results.StackRun;
import dev.rbench.results.StepRecord;
import dev.rbench.runner.results.EnvironmentCapture;
import dev.rbench.runner.results.ScenarioRecords;
import dev.rbench.runner.results.StepRecords;
import dev.rbench.runner.scenario.RouteStep;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.StepPlan;
import dev.rbench.runner.backend.BackendChecks;
import dev.rbench.runner.backend.BackendSession;
import dev.rbench.runner.backend.Backends;
import dev.rbench.runner.service.ServiceException;
import dev.rbench.runner.service.ServiceProcess;
import dev.rbench.runner.stack.StackDefinition;
import dev.rbench.runner.stack.Stacks;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * Runs a scenario: for each stack, start its service JVM → verify it really does the work as
 * configured → warm up (recorded, excluded) → run every step while sampling the service's CPU,
 * memory and threads → stop the JVM in {@code finally}. results.json, summary.md and report.html
 * are rewritten after every step; a
 * failing step or stack becomes a result, never a crash of the run.
 */
public final class BenchmarkRunner {

    private static final String WARMUP = "warm-up";
    private static final Duration SAMPLE_INTERVAL = Duration.ofMillis(250);
    /** Connections beyond the step's users: the service's own sockets, logs, jars. */
    private static final int FILE_MARGIN = 200;

    private final RbenchHome home;
    private final RunListener listener;

    public BenchmarkRunner(RbenchHome home, RunListener listener) {
        this.home = home;
        this.listener = listener;
    }

    public RunResults run(Scenario scenario, Path outDir) throws InterruptedException {
        int maxUsers = scenario.steps().stream().mapToInt(Workload::users).max().orElse(1);
        FileLimits.ensureAtLeast(maxUsers + FILE_MARGIN);
        CpuPlacement placement = scenario.placement();
        placement.pinThisProcess();
        EnvironmentInfo environment = EnvironmentCapture.capture(home.dir(), placement.pinned() ? placement.toMap() : null);
        if (scenario.data().usesDatabase()) {
            listener.info("preparing " + scenario.data().database() + " " + scenario.data().where());
        } else if (scenario.data().usesDownstream()) {
            listener.info("starting the downstream service");
        }
        try (BackendSession database = Backends.start(home, scenario, outDir)) {
            boolean downstream = scenario.data().usesDownstream();
            RunResults results = RunResults.start(ScenarioRecords.of(scenario), environment,
                    downstream ? null : database.describe(), downstream ? database.describe() : null);
            LoadOptions options = new LoadOptions(scenario.connectTimeout(), scenario.requestTimeout(),
                    LoadOptions.defaults().ioThreads());
            try (LoadGenerator generator = new LoadGenerator(options)) {
                for (String stackName : scenario.stacks()) {
                    results = runStack(Stacks.get(stackName), scenario, database, generator, results, outDir);
                }
            }
            results = results.completed();
            save(outDir, results);
            return results;
        }
    }

    private RunResults runStack(StackDefinition stack, Scenario scenario, BackendSession database,
                                LoadGenerator generator, RunResults results, Path outDir) throws InterruptedException {
        Map<String, Object> config = new LinkedHashMap<>(stack.config(scenario));
        // What the kernel applies: the backlog asked for, capped at net.core.somaxconn.
        config.put("acceptBacklog", Math.min(scenario.listenBacklog(), ListenQueues.somaxconn()));
        if (scenario.data().usesPostgres()) {
            stack.postgresDriver().ifPresent(driver -> config.put("postgresDriver", driver));
        }
        StackRun run = StackRun.started(stack.name(), config);
        listener.info("starting the " + stack.name() + " service");
        ServiceProcess service = null;
        boolean parallel = scenario.data().parallelFor(stack.modelKind());
        double callSeconds = scenario.delay().toNanos() / 1e9;
        BackendChecks.Calibration calibration = null;
        try {
            database.reseed();
            service = ServiceProcess.start(home, stack, scenario, outDir, database);
            run = run.withService(verify(service, stack, scenario, database));
            results = save(outDir, results.with(run));
            if (scenario.hasWarmup()) {
                StepRequest warm = StepRequest.get(scenario.warmupPath());
                StepRecord loop = measure(service, stack, scenario, WARMUP, warm, scenario.warmupWorkload(), generator, outDir, null);
                StepRecord burst = null;
                if (scenario.warmupBurst().isPresent()) {
                    burst = measure(service, stack, scenario, WARMUP, warm, scenario.warmupBurst().get(), generator, outDir, null);
                }
                run = run.withWarmup(loop, burst);
            }
            if (scenario.data().usesBackend()) {
                // A database's (or a downstream's) answer time is no scenario value: measure one unloaded call, once, warm.
                StepRequest one = StepRequest.get(scenario.requestPath(1, false));
                calibration = BackendChecks.calibrate(generator, service.uri(one.path()), one.method(), one.bodyBytes(),
                        pathPids(service, database));
                int usable = stack.modelKind() == dev.rbench.model.StackKind.BLOCKING ? scenario.serverThreads() : Integer.MAX_VALUE;
                Calibration calibrated = calibration.toRecord(one.method(), one.path()).withPoolFilledAfter(
                        Figures.round(BackendChecks.awaitPoolFilled(service, usable, scenario.readyTimeout())));
                run = run.withCalibration(calibrated);
                database.reseed();
            }
            List<StepPlan> plan = scenario.plan();
            for (int i = 0; i < plan.size(); i++) {
                StepPlan step = plan.get(i);
                if (!service.isAlive()) {
                    listener.info(stack.name() + " service " + service.exitDescription() + "; restarting it for the next step");
                    service.close();
                    service = ServiceProcess.start(home, stack, scenario, outDir, database);
                }
                StepRequest request = step.route() == null ? StepRequest.get(scenario.requestPath(step.calls(), parallel))
                        : StepRequest.of(step.route(), scenario.data().entityBytes());
                // Each route is its own call: it is calibrated just before its step. A route that fails
                // there is that step's failure; the stack's other routes are still measured.
                BackendChecks.Calibration c = calibration;
                if (step.route() != null) {
                    try {
                        c = BackendChecks.calibrate(generator, service.uri(request.path()), request.method(),
                                request.bodyBytes(), pathPids(service, database));
                    } catch (ServiceException e) {
                        listener.info(stack.name() + " " + stepName(scenario, step) + ": " + e.getMessage());
                        run = run.withStep(StepRecord.notRun(step.workload().users(), step.workload().describe(),
                                e.getMessage(), null).withRate(step.rate())
                                .withDatabase(null, step.route().id(), null));
                        results = save(outDir, results.with(run));
                        continue;
                    }
                }
                ModelFigures model = predict(scenario, stack, step, callSeconds, c);
                run = run.withStep(measureStep(service, stack, scenario, database, stepName(scenario, step),
                        request, step, c, generator, outDir, model));
                results = save(outDir, results.with(run));
                Thread.sleep(scenario.pauseBetweenSteps().toMillis());
            }
        } catch (ServiceException | IOException e) {
            String why = e instanceof ServiceException ? e.getMessage() : "cannot reach the service: " + e;
            listener.info(stack.name() + ": " + why);
            run = run.withFailure(why);
            List<StepPlan> plan = scenario.plan();
            boolean calibrated = !scenario.data().usesBackend() || calibration != null;
            for (int i = run.steps().size(); i < plan.size(); i++) {
                StepPlan step = plan.get(i);
                ModelFigures model = calibrated && step.route() == null
                        ? predict(scenario, stack, step, callSeconds, calibration) : null;
                run = run.withStep(StepRecord.notRun(step.workload().users(), step.workload().describe(), why, model)
                        .withRate(step.rate()).withDatabase(scenario.data().usesDatabase() ? step.calls() : null,
                                step.route() == null ? null : step.route().id(), null));
            }
        } finally {
            if (service != null) {
                service.close();
            }
        }
        return save(outDir, results.with(run));
    }

    /**
     * The model's prediction for a step: t is the delay on the delay route, the calibrated unloaded
     * time on a backend route. On a route that kept at least {@value #CPU_MODEL_MIN_BUSY_CORES} of a
     * core busy while one user called it, the CPU s one request cost the service and the backend
     * becomes the model's CPU stage (throughput at most cores / s), and the wait is t − s, since the
     * calibrated time already holds that CPU. A route that mostly waits leaves /proc's reading to the
     * JVMs' background work (JIT, collector), which overstated a loaded step's CPU up to 2x, so such
     * routes are modelled by t alone.
     */
    private static ModelFigures predict(Scenario scenario, StackDefinition stack, StepPlan step, double delaySeconds,
                                        BackendChecks.Calibration c) {
        if (c == null) {
            return ModelInputs.predict(scenario, stack, step.workload(), step.calls(), delaySeconds);
        }
        if (c.busyCores() < CPU_MODEL_MIN_BUSY_CORES) {
            return ModelInputs.predict(scenario, stack, step.workload(), step.calls(), c.seconds());
        }
        double cpu = c.cpuSecondsPerRequest();
        // Calibrated with one call a request: x calls cost x times the CPU.
        return ModelInputs.predict(scenario, stack, step.workload(), step.calls(), Math.max(c.seconds() - cpu, 0),
                cpu * step.calls());
    }

    static final double CPU_MODEL_MIN_BUSY_CORES = 0.5;

    /**
     * The local processes that serve a request: the service and the backend's own process. Not this
     * JVM: its CPU during calibration is the JDK client's and its own bookkeeping, not the generator's.
     */
    private static List<Long> pathPids(ServiceProcess service, BackendSession backend) {
        List<Long> pids = new ArrayList<>(List.of(service.pid()));
        pids.addAll(backend.pids());
        return pids;
    }

    /** A step on a database route also records x, the reads the database served and the pool's gauges. */
    private StepRecord measureStep(ServiceProcess service, StackDefinition stack, Scenario scenario, BackendSession database,
                                   String phase, StepRequest request, StepPlan step, BackendChecks.Calibration calibration,
                                   LoadGenerator generator, Path outDir, ModelFigures model)
            throws InterruptedException, IOException {
        if (!scenario.data().usesBackend()) {
            return measure(service, stack, scenario, phase, request, step.workload(), generator, outDir, model).withRate(step.rate());
        }
        BackendChecks.resetPool(service);
        PoolGauges poolBefore = BackendChecks.poolGauges(service);
        long readsBefore = database.served().orElse(0L);
        StepRecord record = measure(service, stack, scenario, phase, request, step.workload(), generator, outDir, model)
                .withRate(step.rate());
        long reads = database.served().orElse(0L) - readsBefore;
        PoolGauges pool = service.isAlive() ? BackendChecks.poolGauges(service) : null;
        DatabaseStep db = StepRecords.databaseStep(request.describe(), calibration, scenario.data().usesDownstream(), reads,
                record.requests(), BackendChecks.openedBetween(poolBefore, pool), pool);
        return record.withDatabase(step.calls(), step.route() == null ? null : step.route().id(), db);
    }

    /**
     * Checks from the inside that the service runs as configured and that the route does its work —
     * on a database route, by the database's own count of reads.
     */
    private ServiceFacts verify(ServiceProcess service, StackDefinition stack, Scenario scenario,
                                       BackendSession database) throws InterruptedException {
        try {
            JsonNode info = service.info();
            List<String> problems = new ArrayList<>(stack.verify(info, scenario));
            problems.addAll(stack.verifyPostgres(info, scenario));
            if (info.path("acceptBacklog").asInt(-1) != scenario.listenBacklog()) {
                problems.add("the server listens with a backlog of " + info.path("acceptBacklog") + ", expected " + scenario.listenBacklog());
            }
            HttpResponse<String> probe = service.get(scenario.requestPath());
            if (probe.statusCode() != 200) {
                problems.add("GET " + scenario.requestPath() + " answered " + probe.statusCode() + ": " + probe.body());
            }
            if (!problems.isEmpty()) {
                throw new ServiceException("verification failed: " + String.join("; ", problems));
            }
            Map<String, Object> reported = new LinkedHashMap<>();
            info.properties().forEach(e -> reported.put(e.getKey(), jsonValue(e.getValue())));
            int calls = scenario.path().contains("{calls}") ? java.util.Collections.max(scenario.data().calls()) : 1;
            String path = scenario.requestPath(calls, scenario.data().parallelFor(stack.modelKind()));
            List<String> paths = scenario.data().routeSteps().stream().filter(r -> !r.isCrud()).map(RouteStep::path).toList();
            return new ServiceFacts(service.pid(), service.port(), reported,
                    BackendChecks.verifyReads(database, service, path, calls).orElse(null),
                    BackendChecks.verifyRoutes(database, service, paths));
        } catch (IOException e) {
            throw new ServiceException("cannot verify the service: " + e);
        }
    }

    private static Object jsonValue(JsonNode node) {
        if (node.isObject()) {
            Map<String, Object> m = new LinkedHashMap<>();
            node.properties().forEach(e -> m.put(e.getKey(), jsonValue(e.getValue())));
            return m;
        }
        if (node.isNumber()) {
            return node.numberValue();
        }
        if (node.isBoolean()) {
            return node.booleanValue();
        }
        return node.isNull() ? null : node.asString();
    }

    private StepRecord measure(ServiceProcess service, StackDefinition stack, Scenario scenario, String phase,
                               StepRequest request, Workload workload, LoadGenerator generator, Path outDir, ModelFigures model)
            throws InterruptedException {
        ProgressListener progress = listener.phaseStarted(stack.name(), phase, workload, expectedSeconds(workload, scenario));
        ResourceSampler sampler = ResourceSampler.start(service.pid(), SAMPLE_INTERVAL);
        Optional<ListenQueues.Counters> queuesBefore = ListenQueues.read();
        StepResult result;
        try {
            result = generator.run(service.uri(request.path()), request.method(), request.bodyBytes(), workload, progress);
        } finally {
            sampler.close();
        }
        ResourceSampler.Usage usage = sampler.stop();
        String failure = null;
        if (!service.isAlive()) {
            failure = "service " + service.exitDescription() + " during the step; see " + service.log();
        } else if (result.ok() == 0) {
            failure = "no request succeeded";
        }
        if (!phase.equals(WARMUP)) {
            // Interval log in HdrHistogram's standard format, for HistogramLogProcessor and friends.
            try {
                Path hlog = Files.createDirectories(outDir.resolve("hlog"));
                IntervalLog.writeIntervalLog(hlog.resolve(intervalLogName(stack.name(), phase)), result);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write the interval log in " + outDir, e);
            }
        }
        ListenQueues.Counters dropped = queuesBefore.flatMap(before -> ListenQueues.read().map(now -> now.since(before))).orElse(null);
        StepRecord record = StepRecords.of(result, workload.describe(), usage, failure, model)
                .withListenQueue(StepRecords.listenQueue(dropped));
        listener.phaseFinished(stack.name(), phase, record);
        if (dropped != null && dropped.overflows() > 0) {
            listener.info(stack.name() + " " + phase + ": the kernel dropped " + dropped.overflows()
                    + " connection attempts at a full accept queue on this machine (the service listens with a backlog of "
                    + scenario.listenBacklog() + "); their clients retried a second or more later");
        }
        return record;
    }

    /** "100 users", or "200 req/s" for an open step: names the phase on screen and its interval log. */
    static String stepName(Scenario scenario, StepPlan step) {
        Double rate = step.rate();
        String name = rate == null ? step.workload().users() + " users"
                : (rate == Math.rint(rate) ? Long.toString(rate.longValue()) : rate.toString()) + " req/s";
        if (step.route() != null) {
            return name + " " + step.route().id();
        }
        return scenario.sweepsCalls() ? name + " x" + step.calls() : name;
    }

    /** "blocking-100-users.hlog", "reactive-200-req-s.hlog": a file name whatever the phase says. */
    static String intervalLogName(String stack, String phase) {
        return ServiceProcess.fileName(stack) + "-" + phase.replaceAll("[^A-Za-z0-9.]+", "-") + ".hlog";
    }

    /** What the step should take if nothing queues; used for the progress bar only. */
    static double expectedSeconds(Workload workload, Scenario scenario) {
        return switch (workload) {
            case Burst b -> b.ramp().toMillis() / 1000.0 + scenario.delay().toMillis() / 1000.0;
            case ClosedLoop c -> c.duration().toMillis() / 1000.0;
            case OpenRate o -> o.duration().toMillis() / 1000.0;
            case RampRate r -> r.duration().toMillis() / 1000.0;
            case ThrottledClosedLoop t -> t.duration().toMillis() / 1000.0;
        };
    }

    private static RunResults save(Path outDir, RunResults results) {
        try {
            ResultsFile.write(outDir, results);
            // The human-facing files are drawn from results.json alone, as anyone could redraw them.
            ReportWriter.writeAll(outDir);
            return results;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write results to " + outDir, e);
        }
    }
}
