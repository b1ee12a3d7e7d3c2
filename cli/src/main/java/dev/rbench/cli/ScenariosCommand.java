package dev.rbench.cli;

import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.ScenarioBuilder;
import dev.rbench.runner.scenario.ScenarioYaml;
import dev.rbench.runner.service.RbenchHome;
import dev.rbench.runner.settings.SettingsTree;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "scenarios", mixinStandardHelpOptions = true,
        description = "List the presets in scenarios/, or with --keys every key a scenario may hold.")
final class ScenariosCommand implements Callable<Integer> {

    @Option(names = "--keys", description = "List every scenario key: its path (for YAML and --set), default and meaning.")
    boolean keys;

    @Option(names = "--markdown", description = "With --keys: the list as the Markdown page docs/guide/scenario-keys.md.")
    boolean markdown;

    @Override
    public Integer call() {
        if (keys && markdown) {
            System.out.print(ScenarioKeysPage.render());
            return ExitCodes.OK;
        }
        if (keys) {
            // Drawn from the keys' declarations, so the list cannot drift from what the reader accepts.
            var docs = ScenarioBuilder.keys();
            int width = docs.stream().mapToInt(k -> k.path().length()).max().orElse(10);
            for (SettingsTree.KeyDoc k : docs) {
                String dflt = k.defaultValue().isEmpty() ? "\"\"" : k.defaultValue();
                String also = (k.flag().isEmpty() ? "" : ", flag " + k.flag()) + (k.env().isEmpty() ? "" : ", env " + k.env());
                System.out.printf("%-" + width + "s  %s%n%" + width + "s  default %s%s%n", k.path(), k.doc(), "", dflt, also);
            }
            return ExitCodes.OK;
        }
        RbenchHome home = RbenchHome.locate();
        for (String name : ScenarioOptions.presets(home)) {
            Scenario s = ScenarioYaml.read(home.scenariosDir().resolve(name + ".yaml")).build();
            String firstLine = s.description().strip().lines().findFirst().orElse("");
            System.out.printf("%-20s %s%n", name, firstLine);
        }
        return ExitCodes.OK;
    }
}
