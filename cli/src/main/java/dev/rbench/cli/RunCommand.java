package dev.rbench.cli;

import dev.rbench.report.ReportWriter;
import dev.rbench.report.SummaryTable;
import dev.rbench.results.ResultsFile;
import dev.rbench.results.RunResults;
import dev.rbench.runner.BenchmarkRunner;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.service.RbenchHome;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "run", mixinStandardHelpOptions = true,
        description = "Run an experiment: a preset from scenarios/ (e.g. seed-delay) or a YAML file.")
final class RunCommand implements Callable<Integer> {

    @Mixin
    ScenarioArgument scenario = new ScenarioArgument();

    @Option(names = "--out", paramLabel = "DIR", description = "Results folder (default: results/<scenario>-<timestamp>).")
    Path out;

    @Override
    public Integer call() throws InterruptedException, java.io.IOException {
        RbenchHome home = RbenchHome.locate();
        return execute(scenario.resolve(home).build(), out, home);
    }

    static int execute(Scenario scenario, Path out, RbenchHome home) throws InterruptedException, java.io.IOException {
        Path dir = out != null ? out : defaultOutDir(scenario);
        ConsoleProgress console = new ConsoleProgress(System.err);
        console.info("running " + scenario.name() + (scenario.quick() ? " (quick form)" : "") + " on "
                + String.join(", ", scenario.stacks()) + "; results in " + dir);
        RunResults results;
        // Interrupted by Ctrl-C or kill, the runner keeps what it measured and renders the report before rbench exits.
        InterruptOnShutdown interrupt = new InterruptOnShutdown();
        try {
            results = new BenchmarkRunner(home, console).run(scenario, dir);
        } finally {
            interrupt.close();
        }
        System.out.println();
        // The table is drawn from results.json like every other view, never from in-memory state.
        System.out.print(SummaryTable.markdown(ResultsFile.readRunDir(dir)));
        System.out.println();
        System.out.println("results: " + dir.resolve(ResultsFile.NAME));
        System.out.println("summary: " + dir.resolve(ReportWriter.SUMMARY));
        System.out.println("report:  " + dir.resolve(ReportWriter.HTML));
        boolean failures = results.runs().stream().anyMatch(r -> r.failure() != null
                || r.steps().stream().anyMatch(s -> s.failed()));
        if (failures) {
            System.err.println("rbench: some steps failed; see the summary");
        }
        return failures ? ExitCodes.RUN_HAD_FAILURES : ExitCodes.OK;
    }

    static Path defaultOutDir(Scenario scenario) {
        String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
        return Path.of("results", scenario.name() + (scenario.quick() ? "-quick" : "") + "-" + stamp);
    }
}
