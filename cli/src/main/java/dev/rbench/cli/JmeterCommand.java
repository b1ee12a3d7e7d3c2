package dev.rbench.cli;

import dev.rbench.jmeter.JmeterHome;
import dev.rbench.jmeter.JmeterPlan;
import dev.rbench.jmeter.JmeterServer;
import dev.rbench.jmeter.Jtl;
import dev.rbench.report.ReportWriter;
import dev.rbench.report.SummaryTable;
import dev.rbench.results.ResultsFile;
import dev.rbench.results.RunResults;
import dev.rbench.runner.phase.engine.JmeterExchange;
import dev.rbench.runner.phase.output.RunDirectory;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.service.RbenchHome;
import java.net.URI;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Apache JMeter beside our runner: a scenario as a plan to run anywhere, a JTL from anywhere as a run, a remote engine. */
@Command(name = "jmeter", mixinStandardHelpOptions = true,
        description = "A scenario as an Apache JMeter plan (export), a JMeter results file as a run with the model and report"
                + " (import), or one of JMeter's remote engines on this machine (server). To fire a run's steps with JMeter:"
                + " rbench run SCENARIO --generator jmeter [--jmeter-remote host:port,...].",
        subcommands = {JmeterCommand.Export.class, JmeterCommand.Import.class, JmeterCommand.Server.class})
final class JmeterCommand implements Runnable {

    @Override
    public void run() {
        throw new picocli.CommandLine.ParameterException(new picocli.CommandLine(this), "name a subcommand: export, import or server");
    }

    /** Whose steps a plan or JTL holds: --stack, or the scenario's only stack. */
    static String stack(Scenario scenario, String stack) {
        if (stack != null) {
            return stack;
        }
        if (scenario.stacks().size() == 1) {
            return scenario.stacks().getFirst();
        }
        throw new IllegalArgumentException("--stack: name the stack, one of " + scenario.stacks());
    }

    @Command(name = "export", mixinStandardHelpOptions = true,
            description = "Write the scenario's steps for one stack as a JMeter plan (.jmx): run it with"
                    + " jmeter -n -t plan.jmx -l results.jtl -Jsampleresult.timestamp.start=true, then rbench jmeter import.")
    static final class Export implements Callable<Integer> {

        @Mixin
        ScenarioArgument scenario = new ScenarioArgument();

        @Option(names = "--stack", paramLabel = "STACK", description = "The stack the plan measures (its steps' requests), e.g. reactive.")
        String stack;

        @Option(names = "--url", required = true, paramLabel = "URL", description = "The service's base, e.g. http://10.0.0.7:8080.")
        URI url;

        @Option(names = "--engines", defaultValue = "1", paramLabel = "N",
                description = "Remote engines that will share each step (each runs 1/N of the users or rate); default ${DEFAULT-VALUE}.")
        int engines;

        @Option(names = {"-o", "--out"}, required = true, paramLabel = "FILE", description = "The plan to write, e.g. plan.jmx.")
        Path out;

        @Override
        public Integer call() {
            Scenario s = scenario.resolve(RbenchHome.locate()).build();
            JmeterPlan plan = JmeterExchange.export(s, stack(s, stack), url, engines);
            plan.write(out);
            System.err.println("rbench: wrote " + out + " (" + s.name() + (s.quick() ? ", quick form" : "") + ", " + stack(s, stack) + ")");
            plan.approximations().forEach(note -> System.err.println("rbench: JMeter differs: " + note));
            return ExitCodes.OK;
        }
    }

    @Command(name = "import", mixinStandardHelpOptions = true,
            description = "Read a JMeter results file (CSV JTL) of an exported plan as a run of the scenario: results.json with"
                    + " the model beside each step, summary.md and report.html; compare it with any run (rbench compare).")
    static final class Import implements Callable<Integer> {

        @Parameters(index = "0", paramLabel = "JTL", description = "JMeter's results file (CSV with its header line).")
        Path jtl;

        @Option(names = "--scenario", required = true, paramLabel = "SCENARIO",
                description = "The preset or YAML file the plan was exported from (with the same options, e.g. --quick).")
        String scenario;

        @Mixin
        ScenarioOptions options = new ScenarioOptions();

        @Option(names = "--stack", paramLabel = "STACK", description = "The stack the plan measured (default: the scenario's only one).")
        String stack;

        @Option(names = "--timestamps", defaultValue = "auto", paramLabel = "WHEN",
                description = "How JMeter stamped the rows: start (sampleresult.timestamp.start=true), end (JMeter's default) or"
                        + " auto (told from the rows' order); default ${DEFAULT-VALUE}.")
        String timestamps;

        @Option(names = "--out", paramLabel = "DIR", description = "Results folder (default: results/<scenario>-jmeter-<timestamp>).")
        Path out;

        @Override
        public Integer call() throws java.io.IOException {
            RbenchHome home = RbenchHome.locate();
            var builder = options.resolve(scenario, home);
            if (stack != null) {
                // The run holds the one stack the JTL measured, as a run of --stacks STACK would.
                builder.setByFlag("--stacks", dev.rbench.runner.settings.Node.Leaf.list(java.util.List.of(stack),
                        dev.rbench.runner.settings.Origin.flag("--stack")));
            }
            Scenario s = builder.build();
            Jtl.Stamps stamps = switch (timestamps.toLowerCase(Locale.ROOT)) {
                case "auto" -> Jtl.Stamps.AUTO;
                case "start" -> Jtl.Stamps.START;
                case "end" -> Jtl.Stamps.END;
                default -> throw new IllegalArgumentException("--timestamps: '" + timestamps + "' is not auto, start or end");
            };
            RunResults results = JmeterExchange.importJtl(jtl, stamps, s, stack(s, stack), home);
            Path dir = out != null ? out : Path.of(RunCommand.defaultOutDir(s).toString().replaceFirst("-(\\d{8}-\\d{6})$", "-jmeter-$1"));
            RunDirectory.prepare(dir).finish(results);
            System.out.print(SummaryTable.markdown(ResultsFile.readRunDir(dir)));
            System.out.println();
            System.out.println("results: " + dir.resolve(ResultsFile.NAME));
            System.out.println("report:  " + dir.resolve(ReportWriter.HTML));
            return ExitCodes.OK;
        }
    }

    @Command(name = "server", mixinStandardHelpOptions = true,
            description = "Run one of JMeter's remote engines (jmeter-server) here until Ctrl-C, for a controller elsewhere to"
                    + " name with --jmeter-remote ADDRESS:PORT; RMI without SSL, so on a network you trust.")
    static final class Server implements Callable<Integer> {

        @Option(names = "--address", required = true, paramLabel = "ADDRESS",
                description = "The address the controller reaches this machine at, e.g. 10.0.0.5.")
        String address;

        @Option(names = "--port", defaultValue = "1099", paramLabel = "PORT",
                description = "The engine's registry port; the engine itself takes the next one; default ${DEFAULT-VALUE}.")
        int port;

        @Option(names = "--logs", defaultValue = "logs", paramLabel = "DIR", description = "Where its log goes; default ${DEFAULT-VALUE}.")
        Path logs;

        @Override
        public Integer call() throws InterruptedException {
            JmeterHome home = JmeterHome.built(RbenchHome.locate().dir());
            InterruptOnShutdown interrupt = new InterruptOnShutdown();
            try (JmeterServer server = JmeterServer.start(home, address, port, logs)) {
                System.err.println("rbench: JMeter " + home.version() + " engine ready at " + server.hostPort()
                        + " (and " + address + ":" + (port + 1) + "); Ctrl-C stops it");
                Thread.currentThread().join();
                return ExitCodes.OK;
            } finally {
                interrupt.close();
            }
        }
    }
}
