package dev.rbench.runner.phase.stack;

import dev.rbench.infra.net.ListenQueues;
import dev.rbench.loadgen.LoadGenerator;
import dev.rbench.results.StackRun;
import dev.rbench.runner.backend.BackendSession;
import dev.rbench.runner.phase.calibrate.AppCalibrator;
import dev.rbench.runner.phase.calibrate.BackendCalibrator;
import dev.rbench.runner.phase.measure.LoadMeasurement;
import dev.rbench.runner.phase.measure.LoadWarmUp;
import dev.rbench.runner.phase.measure.StepEngine;
import dev.rbench.runner.phase.measure.StepRequest;
import dev.rbench.runner.phase.measure.WarmCompilers;
import dev.rbench.runner.phase.model.StepModel;
import dev.rbench.runner.phase.plan.RunListener;
import dev.rbench.runner.phase.session.ProcessServiceSession;
import dev.rbench.runner.phase.step.LoadStepExecutor;
import dev.rbench.runner.phase.verify.AppVerifier;
import dev.rbench.runner.phase.verify.ServiceVerifier;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.service.RbenchHome;
import dev.rbench.runner.stack.AppStack;
import dev.rbench.runner.stack.StackDefinition;
import dev.rbench.runner.stack.Stacks;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/** The real phases: a service JVM per stack, the run's backend, the run's one load generator and the engine of its steps. */
public record LiveStackPhases(RbenchHome home, Scenario scenario, Path outDir, BackendSession backend, LoadGenerator generator,
                              StepEngine steps, RunListener listener) implements StackPhases.Factory {

    @Override
    public StackPhases open(String stackName) {
        if (scenario.app().present()) {
            return openApp(AppStack.of(scenario, stackName));
        }
        StackDefinition stack = Stacks.get(stackName);
        ProcessServiceSession session = new ProcessServiceSession(
                new ProcessServiceSession.JarLaunch(home, stack, scenario, outDir, backend));
        LoadMeasurement load = new LoadMeasurement(stack.name(), scenario, generator, steps, outDir, listener, backend::pids);
        StepModel model = new StepModel(scenario, stack);
        boolean parallel = scenario.backend().parallelFor(stack.modelKind());
        WarmCompilers compilers = new WarmCompilers();
        return new StackPhases(session,
                new ServiceVerifier(session, stack, scenario, backend),
                new LoadWarmUp(session, load, StepRequest.get(scenario.warmupPath()),
                        LoadStepExecutor.requestOf(scenario, scenario.plan().getFirst(), parallel), compilers),
                new BackendCalibrator(session, stack.modelKind(), scenario, backend, generator, load),
                new LoadStepExecutor(session, scenario, backend, load, model, parallel, compilers),
                new StackRecorder(initialRun(stack), model, scenario.backend().isDatabase()));
    }

    /**
     * A variant of the user's app: the same phases, but verified by the scenario's {@code expect} on
     * one real request (the app has no /info) and always calibrated, since no scenario value says how
     * long the app takes to answer.
     */
    private StackPhases openApp(AppStack stack) {
        ProcessServiceSession session = new ProcessServiceSession(new ProcessServiceSession.AppLaunch(stack,
                scenario.app().source(), scenario, outDir, backend));
        LoadMeasurement load = new LoadMeasurement(stack.name(), scenario, generator, steps, outDir, listener, backend::pids);
        StepModel model = new StepModel(scenario, stack);
        WarmCompilers compilers = new WarmCompilers();
        return new StackPhases(session,
                new AppVerifier(session, scenario, stack.sizes()),
                new LoadWarmUp(session, load, StepRequest.get(scenario.warmupPath()),
                        LoadStepExecutor.requestOf(scenario, scenario.plan().getFirst(), false), compilers),
                new AppCalibrator(session, scenario, backend, generator, load),
                new LoadStepExecutor(session, scenario, backend, load, model, false, compilers),
                new StackRecorder(StackRun.started(stack.name(), stack.config(scenario)), model, false)
                        .configAfterVerifying(() -> stack.config(scenario)));
    }

    /** The stack's configuration as set, before anything ran. */
    private StackRun initialRun(StackDefinition stack) {
        Map<String, Object> config = new LinkedHashMap<>(stack.config(scenario));
        // What the kernel applies: the backlog asked for, capped at net.core.somaxconn.
        config.put("acceptBacklog", Math.min(scenario.listenBacklog(), ListenQueues.somaxconn()));
        // Why the stack has no model, as an app variant's config says it: here only the scenario's model: false.
        stack.notModelled(scenario).ifPresent(why -> config.put("model", why));
        if (scenario.limits().limited()) {
            // The container's limits as set; what the JVM made of them is in the service's /info.
            Map<String, Object> limits = new LinkedHashMap<>();
            limits.put("cpus", scenario.limits().cpus());
            limits.put("memoryMb", scenario.limits().memoryMb());
            config.put("limits", limits);
        }
        if (scenario.backend().postgresStore().isPresent()) {
            stack.postgresDriver().ifPresent(driver -> config.put("postgresDriver", driver.id()));
        }
        return StackRun.started(stack.name(), config);
    }
}
