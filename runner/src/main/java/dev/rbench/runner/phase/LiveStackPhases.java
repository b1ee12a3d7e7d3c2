package dev.rbench.runner.phase;

import dev.rbench.infra.net.ListenQueues;
import dev.rbench.loadgen.LoadGenerator;
import dev.rbench.results.StackRun;
import dev.rbench.runner.RbenchHome;
import dev.rbench.runner.RunListener;
import dev.rbench.runner.backend.BackendSession;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.stack.StackDefinition;
import dev.rbench.runner.stack.Stacks;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/** The real phases: a service JVM per stack, the run's backend and the run's one load generator. */
public final class LiveStackPhases implements StackPhases.Factory {

    private final RbenchHome home;
    private final Scenario scenario;
    private final Path outDir;
    private final BackendSession backend;
    private final LoadGenerator generator;
    private final RunListener listener;

    public LiveStackPhases(RbenchHome home, Scenario scenario, Path outDir, BackendSession backend, LoadGenerator generator,
                           RunListener listener) {
        this.home = home;
        this.scenario = scenario;
        this.outDir = outDir;
        this.backend = backend;
        this.generator = generator;
        this.listener = listener;
    }

    @Override
    public StackPhases open(String stackName) {
        StackDefinition stack = Stacks.get(stackName);
        ProcessServiceSession session = new ProcessServiceSession(home, stack, scenario, outDir, backend);
        LoadMeasurement load = new LoadMeasurement(stack.name(), scenario, generator, outDir, listener);
        StepModel model = new StepModel(scenario, stack);
        boolean parallel = scenario.backend().parallelFor(stack.modelKind());
        return new StackPhases(session,
                new ServiceVerifier(session, stack, scenario, backend),
                new LoadWarmUp(session, load, scenario.warmupPath()),
                new BackendCalibrator(session, stack, scenario, backend, generator),
                new LoadStepExecutor(session, scenario, backend, load, model, parallel),
                new StackRecorder(initialRun(stack), model, scenario.backend().isDatabase()));
    }

    /** The stack's configuration as set, before anything ran. */
    private StackRun initialRun(StackDefinition stack) {
        Map<String, Object> config = new LinkedHashMap<>(stack.config(scenario));
        // What the kernel applies: the backlog asked for, capped at net.core.somaxconn.
        config.put("acceptBacklog", Math.min(scenario.listenBacklog(), ListenQueues.somaxconn()));
        if (scenario.backend().postgresStore().isPresent()) {
            stack.postgresDriver().ifPresent(driver -> config.put("postgresDriver", driver));
        }
        return StackRun.started(stack.name(), config);
    }
}
