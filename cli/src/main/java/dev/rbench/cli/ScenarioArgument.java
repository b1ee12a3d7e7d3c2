package dev.rbench.cli;

import dev.rbench.runner.scenario.ScenarioBuilder;
import dev.rbench.runner.service.RbenchHome;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** The first argument of a command that runs a scenario — a preset or a YAML file — with the flags that override it. */
final class ScenarioArgument {

    @Parameters(index = "0", paramLabel = "SCENARIO", description = "Preset name or path to a scenario YAML file.")
    String scenario;

    @Mixin
    ScenarioOptions options = new ScenarioOptions();

    /** The scenario with the flags applied, not yet built. */
    ScenarioBuilder resolve(RbenchHome home) {
        return options.resolve(scenario, home);
    }
}
