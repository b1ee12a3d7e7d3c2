package dev.rbench.cli;

import dev.rbench.runner.service.RbenchHome;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "demo", mixinStandardHelpOptions = true,
        description = "Run the study's delay experiment in its quick form (run seed-delay --quick) and show the table.")
final class DemoCommand implements Callable<Integer> {

    static final String SCENARIO = "seed-delay";

    @Option(names = "--out", paramLabel = "DIR", description = "Results folder (default: results/seed-delay-quick-<timestamp>).")
    Path out;

    @Override
    public Integer call() throws InterruptedException, java.io.IOException {
        RbenchHome home = RbenchHome.locate();
        ScenarioOptions quick = new ScenarioOptions();
        quick.quick = true;
        int code = RunCommand.execute(quick.resolve(SCENARIO, home).build(), out, home);
        System.out.println();
        System.out.println("""
                How to read it: blocking runs on a small Tomcat pool here, so a burst of R users is served in
                ceil(R/T) waves of the delay and its mean grows with R; virtual, reactive and virtual-netty serve
                every user at once, so their mean stays near the delay. The full experiment: ./rbench run seed-delay""");
        return code;
    }
}
