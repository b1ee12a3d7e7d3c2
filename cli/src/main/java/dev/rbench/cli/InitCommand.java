package dev.rbench.cli;

import dev.rbench.runner.app.StarterScenario;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "init", mixinStandardHelpOptions = true,
        description = "Print a commented starter scenario for your own Spring Boot jar (platform vs virtual threads, a ramp of"
                + " users): ./rbench init --jar target/orders.jar --path /api/orders/42 > orders.yaml")
final class InitCommand implements Callable<Integer> {

    @Option(names = "--jar", required = true, description = "The app's executable jar, as the scenario's workdir sees it.")
    String jar;

    @Option(names = "--path", required = true, description = "The route to measure, e.g. /api/orders/42.")
    String path;

    @Option(names = "--name", description = "The scenario's name (names the results folder); default: the jar's name.")
    String name;

    @Override
    public Integer call() {
        String scenario = name != null ? name
                : Path.of(jar).getFileName().toString().replaceAll("\\.jar$", "").replaceAll("[^A-Za-z0-9._-]", "-");
        System.out.print(StarterScenario.yaml(scenario, jar, path));
        return ExitCodes.OK;
    }
}
