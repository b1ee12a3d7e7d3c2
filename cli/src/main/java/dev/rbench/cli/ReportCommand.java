package dev.rbench.cli;

import dev.rbench.report.ReportWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

@Command(name = "report", mixinStandardHelpOptions = true,
        description = "Rebuild report.html and summary.md of a run folder from its results.json alone.")
final class ReportCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "DIR", description = "A run folder holding results.json.")
    Path dir;

    @Override
    public Integer call() throws Exception {
        for (Path written : ReportWriter.writeAll(dir)) {
            System.out.println("wrote " + written);
        }
        return ExitCodes.OK;
    }
}
