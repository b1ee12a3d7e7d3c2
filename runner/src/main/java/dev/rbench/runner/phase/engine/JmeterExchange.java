package dev.rbench.runner.phase.engine;

import dev.rbench.infra.process.ResourceSampler;
import dev.rbench.jmeter.JmeterPlan;
import dev.rbench.jmeter.Jtl;
import dev.rbench.jmeter.JtlSample;
import dev.rbench.jmeter.JtlStep;
import dev.rbench.jmeter.PlanStep;
import dev.rbench.jmeter.PlanTarget;
import dev.rbench.loadgen.StepResult;
import dev.rbench.results.EnvironmentInfo;
import dev.rbench.results.ModelFigures;
import dev.rbench.results.RunResults;
import dev.rbench.results.StackRun;
import dev.rbench.results.StepRecord;
import dev.rbench.runner.phase.measure.StepRequest;
import dev.rbench.runner.phase.model.StepModel;
import dev.rbench.runner.phase.output.VerdictSink;
import dev.rbench.runner.phase.plan.Phase;
import dev.rbench.runner.phase.plan.RunPlan;
import dev.rbench.runner.phase.stack.StackRecorder;
import dev.rbench.runner.results.EnvironmentCapture;
import dev.rbench.runner.results.ScenarioRecords;
import dev.rbench.runner.results.StepRecords;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.ScenarioException;
import dev.rbench.runner.service.RbenchHome;
import dev.rbench.runner.stack.AppStack;
import dev.rbench.runner.stack.ModelledStack;
import dev.rbench.runner.stack.Stacks;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A scenario's steps for one stack as a JMeter plan to run wherever JMeter runs ({@code rbench jmeter export}), and a
 * JTL from anywhere back as a run of that stack ({@code rbench jmeter import}): results.json, the model beside
 * each step, summary.md and report.html, as if our runner had fired the steps. Steps and samples meet by label:
 * the plan names each thread group as the runner names the step ("100 users").
 */
public final class JmeterExchange {

    private JmeterExchange() {
    }

    /** The plan: JMeter's own warm-up, then every step at {@code base} in order, with the scenario's pauses. */
    public static JmeterPlan export(Scenario scenario, String stack, URI base, int engines) {
        List<Phase.Step> steps = steps(scenario, stack);
        boolean parallel = !scenario.app().present() && scenario.backend().parallelFor(Stacks.get(stack).modelKind());
        List<PlanStep> planSteps = new ArrayList<>();
        PlanTarget warm = PlanTarget.get(base.resolve(scenario.warmupPath()), scenario.connectTimeout(), scenario.requestTimeout());
        planSteps.add(new PlanStep(JmeterStepEngine.WARMUP_LABEL, JmeterStepEngine.WARMUP, Duration.ZERO, warm));
        Duration pause = JmeterStepEngine.AFTER_WARMUP;
        for (Phase.Step step : steps) {
            StepRequest request = step.plan().route() == null ? StepRequest.get(scenario.requestPath(step.plan().calls(), parallel))
                    : StepRequest.of(step.plan().route(), scenario.backend().entityBytes());
            PlanTarget target = new PlanTarget(base.resolve(request.path()), request.method(), request.body(), scenario.connectTimeout(),
                    scenario.requestTimeout());
            planSteps.add(new PlanStep(JmeterStepEngine.label(step.name()), step.plan().workload(), pause, target));
            pause = scenario.pauseBetweenSteps();
        }
        return JmeterPlan.of(planSteps, planSteps.get(1).target(), engines);
    }

    /**
     * A JTL as the run of {@code stack}: each step of the scenario whose label is in the file becomes a measured
     * step (the others are recorded as not in the file), with the model's prediction where the scenario alone gives
     * it (the delay route: a backend's t needs a calibration, which only a run measures).
     */
    public static RunResults importJtl(Path jtl, Jtl.Stamps stamps, Scenario scenario, String stack, RbenchHome home) {
        Jtl.Contents contents = Jtl.read(jtl, stamps);
        List<Phase.Step> steps = steps(scenario, stack);
        Map<String, List<JtlSample>> byLabel = contents.samples().stream()
                .filter(s -> !s.label().equals(JmeterStepEngine.WARMUP_LABEL))
                .collect(Collectors.groupingBy(JtlSample::label, LinkedHashMap::new, Collectors.toList()));
        List<String> expected = steps.stream().map(s -> JmeterStepEngine.label(s.name())).toList();
        List<String> unknown = byLabel.keySet().stream().filter(l -> !expected.contains(l)).toList();
        if (!unknown.isEmpty() || byLabel.isEmpty()) {
            throw new ScenarioException(jtl.getFileName() + ": its labels " + byLabel.keySet() + " are not the steps of " + scenario.name()
                    + (scenario.quick() ? " (quick form)" : "") + ", " + expected + ": import the plan's JTL with the scenario and options"
                    + " it was exported with (rbench jmeter export)");
        }
        ModelledStack modelled = scenario.app().present() ? AppStack.of(scenario, stack) : Stacks.get(stack);
        StepModel model = new StepModel(scenario, modelled);
        Map<String, Object> config = scenario.app().present() ? AppStack.of(scenario, stack).config(scenario) : Stacks.get(stack).config(scenario);
        StackRecorder recorder = new StackRecorder(StackRun.started(stack, config), model, scenario.backend().isDatabase());
        for (Phase.Step step : steps) {
            List<JtlSample> samples = byLabel.get(JmeterStepEngine.label(step.name()));
            if (samples == null) {
                recorder.stepNotRun(step, "not in " + jtl.getFileName());
                continue;
            }
            StepResult result = JtlStep.of(samples, step.plan().workload().users(), 0, step.plan().workload());
            ModelFigures prediction = model.canPredict(step.plan(), null) ? model.predict(step.plan(), null) : null;
            StepRecord record = StepRecords.of(result, step.plan().workload().describe(), ResourceSampler.Usage.NONE,
                    result.ok() == 0 ? "no request succeeded" : null, prediction).rateRps(step.plan().rate()).build();
            recorder.measured(step, record);
        }
        List<String> engines = contents.samples().stream().map(JtlSample::engine).filter(e -> !e.isBlank()).distinct().toList();
        List<String> notes = new ArrayList<>();
        notes.add("imported from " + jtl.getFileName() + " (" + contents.samples().size() + " samples, stamped at their "
                + (contents.stamps() == Jtl.Stamps.END ? "end, converted to starts" : "start") + "): the machine above is where it was"
                + " imported, not where JMeter ran; the service's CPU, memory and backend were not observed");
        notes.addAll(StepEngines.approximations(scenario, Math.max(1, engines.size())));
        EnvironmentInfo environment = EnvironmentCapture.capture(home.dir(), null).withGenerator(new EnvironmentInfo.LoadEngineInfo(
                EnvironmentInfo.LoadEngineInfo.JMETER, "unknown (imported JTL)", engines, false, notes));
        RunResults results = RunResults.start(ScenarioRecords.of(scenario), environment, null, null).with(recorder.run());
        RunPlan plan = RunPlan.of(scenario);
        // Judged as a run's results are: which stack leads each step (one stack here: the verdict says so).
        return new VerdictSink(null, plan).judge(results.completed());
    }

    /** The stack's steps as the runner plans them (first repeats only: a JTL holds each step once). */
    private static List<Phase.Step> steps(Scenario scenario, String stack) {
        if (!scenario.stacks().contains(stack)) {
            throw new ScenarioException("--stack " + stack + " is not a stack of " + scenario.name() + ": " + scenario.stacks());
        }
        return RunPlan.of(scenario).steps(stack).stream().filter(s -> s.repeat() == 1).toList();
    }
}
