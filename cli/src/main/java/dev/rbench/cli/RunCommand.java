package dev.rbench.cli;

import dev.rbench.report.CapacityReport;
import dev.rbench.report.ReportWriter;
import dev.rbench.report.SummaryTable;
import dev.rbench.results.ResultsFile;
import dev.rbench.results.RunResults;
import dev.rbench.results.SloCapacity;
import dev.rbench.runner.BenchmarkRunner;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.ScenarioException;
import dev.rbench.runner.service.RbenchHome;
import java.io.PrintStream;
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

    @Option(names = "--fail-on-slo", description = "Exit " + ExitCodes.SLO_MISSED + " when any stack missed the service-level"
            + " objective (--slo, or the scenario's slo) at the run's largest load: every stack run must sustain it at the load"
            + " asked for; a failed step misses it. Needs an objective.")
    boolean failOnSlo;

    @Override
    public Integer call() throws InterruptedException, java.io.IOException {
        RbenchHome home = RbenchHome.locate();
        Scenario built = scenario.resolve(home).build();
        if (failOnSlo && built.slo().objective().isEmpty()) {
            throw new ScenarioException("--fail-on-slo needs a service-level objective: give --slo p99=600ms (or slo: {p99: 600ms}"
                    + " in the scenario)");
        }
        Path dir = out != null ? out : defaultOutDir(built);
        int code = execute(built, dir, home);
        return failOnSlo ? sloGate(ResultsFile.readRunDir(dir), code, System.err) : code;
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
        RunResults written = ResultsFile.readRunDir(dir);
        System.out.print(SummaryTable.markdown(written));
        CapacityReport.heading(written).ifPresent(heading -> {
            System.out.println();
            System.out.println(heading + ":");
            CapacityReport.lines(written).forEach(line -> System.out.println("  " + line));
        });
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

    /**
     * {@code --fail-on-slo}: {@link ExitCodes#SLO_MISSED} when a stack did not sustain the objective at the run's largest
     * load (which a failed step does not), with one line naming who; otherwise the run's own code.
     */
    static int sloGate(RunResults results, int code, PrintStream err) {
        SloCapacity capacity = results.capacity();
        if (capacity == null || capacity.metAtLargestLoad()) {
            return code;
        }
        String missed = String.join(", ", capacity.stacks().stream().filter(s -> !s.sustainsLargest())
                .map(SloCapacity.StackCapacity::stack).toList());
        err.println("rbench: the objective " + capacity.objective().text() + " was missed at the largest load by " + missed
                + " (--fail-on-slo)");
        return ExitCodes.SLO_MISSED;
    }

    static Path defaultOutDir(Scenario scenario) {
        String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
        return Path.of("results", scenario.name() + (scenario.quick() ? "-quick" : "") + "-" + stamp);
    }
}
