package dev.rbench.runner.phase.output;

import dev.rbench.results.ModelAccuracy;
import dev.rbench.results.RunResults;
import dev.rbench.results.SloCapacity;
import dev.rbench.results.SloObjective;
import dev.rbench.results.stats.Capacities;
import dev.rbench.results.stats.Verdicts;
import dev.rbench.runner.phase.plan.Phase;
import dev.rbench.runner.phase.plan.RunPlan;
import dev.rbench.runner.results.SizingAdvice;
import java.util.List;

/**
 * Writes every save with the run's verdict as it stands — which stack leads each step and whether
 * significantly —, its sizing advice (the T and N each stack needs for the most any stack served) and, where the scenario
 * sets a service-level objective, each stack's capacity at it.
 * The runner judges, so the report and summary.md only render what results.json says.
 */
public final class VerdictSink implements ResultsSink {

    private final ResultsSink target;
    private final List<String> stepNames;

    public VerdictSink(ResultsSink target, RunPlan plan) {
        this.target = target;
        this.stepNames = plan.stacks().isEmpty() ? List.of()
                : plan.steps(plan.stacks().getFirst()).stream().map(Phase.Step::name).toList();
    }

    public RunResults judge(RunResults results) {
        return results.withVerdict(Verdicts.of(results, stepNames)).withSizing(SizingAdvice.of(results).orElse(null))
                .withModelAccuracy(ModelAccuracy.of(results.runs()).orElse(null)).withCapacity(capacity(results));
    }

    /** Each stack's capacity at the scenario's service-level objective; null without one. */
    private static SloCapacity capacity(RunResults results) {
        SloObjective objective = results.scenario() == null ? null : results.scenario().slo();
        return objective == null ? null : Capacities.of(results, objective);
    }

    @Override
    public void save(RunResults results) {
        target.save(judge(results));
    }

    @Override
    public void finish(RunResults results) {
        target.finish(judge(results));
    }
}
