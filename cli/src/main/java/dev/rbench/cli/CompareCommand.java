package dev.rbench.cli;

import dev.rbench.report.ComparisonReport;
import dev.rbench.report.Regression;
import dev.rbench.report.RunComparison;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "compare", mixinStandardHelpOptions = true,
        description = "Compare two runs step by step: throughput and p99 of both (medians over repeats) and their ratio B/A with its 95%% interval.")
final class CompareCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "DIR_A", description = "The baseline run folder.")
    Path a;

    @Parameters(index = "1", paramLabel = "DIR_B", description = "The run folder to judge against it.")
    Path b;

    @Option(names = "--fail-on-regression", paramLabel = "PERCENT",
            description = "Exit 5 when a throughput falls or a p99 rises by more than this, e.g. 10%%, and the whole 95%% interval of"
                    + " B/A lies beyond it; exit 6 when the runs cannot be compared.")
    String failOn;

    @Option(names = "--strict", description = "Also exit 5 on a change beyond the threshold its interval cannot resolve"
            + " (from the repeats, or for single runs this machine's run-to-run noise), or that has no interval (files written"
            + " before one-run intervals).")
    boolean strict;

    @Override
    public Integer call() throws Exception {
        Double threshold = failOn == null ? null : parse(failOn);
        ComparisonReport report = RunComparison.compare(a, b);
        System.out.print(report.render());
        if (threshold == null) {
            return ExitCodes.OK;
        }
        if (report.hasMismatches()) {
            System.err.println("rbench: the runs differ in scenario or steps; see the mismatches above");
            return ExitCodes.NOT_COMPARABLE;
        }
        List<Regression> regressions = report.regressions(threshold);
        List<Regression> unresolved = report.inconclusive(threshold);
        regressions.forEach(r -> System.err.println("rbench: regression: " + r.describe()));
        unresolved.forEach(r -> System.err.println("rbench: " + r.describe()));
        return regressions.isEmpty() && (!strict || unresolved.isEmpty()) ? ExitCodes.OK : ExitCodes.REGRESSION;
    }

    private static double parse(String text) {
        try {
            return RunComparison.parseThreshold(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--fail-on-regression: " + e.getMessage());
        }
    }
}
