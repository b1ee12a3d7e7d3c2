package dev.rbench.cli;

import dev.rbench.runner.RbenchHome;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.ScenarioYaml;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

@Command(name = "scenarios", mixinStandardHelpOptions = true, description = "List the presets in scenarios/.")
final class ScenariosCommand implements Callable<Integer> {

    @Override
    public Integer call() {
        RbenchHome home = RbenchHome.locate();
        for (String name : ScenarioOptions.presets(home)) {
            Scenario s = ScenarioYaml.read(home.scenariosDir().resolve(name + ".yaml")).build();
            String firstLine = s.description().strip().lines().findFirst().orElse("");
            System.out.printf("%-20s %s%n", name, firstLine);
        }
        return ExitCodes.OK;
    }
}
