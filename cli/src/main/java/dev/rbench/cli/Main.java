package dev.rbench.cli;

import dev.rbench.grep.GrepCommand;
import dev.rbench.loadgen.LoadGenException;
import dev.rbench.runner.failure.ServiceException;
import dev.rbench.runner.phase.output.ResultsNotWritableException;
import dev.rbench.runner.scenario.ScenarioException;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code rbench} command: one subcommand per verb. */
@Command(name = "rbench", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Measures, explains and predicts blocking, virtual-thread and reactive Java services under load.",
        subcommands = {DemoCommand.class, RunCommand.class, InitCommand.class, ServeCommand.class, ScenariosCommand.class, ModelCommand.class, AdviseCommand.class,
                JmeterCommand.class,
                ReportCommand.class, CompareCommand.class, LoadCommand.class, HelloCommand.class, GrepCommand.class,
                CommandLine.HelpCommand.class})
public final class Main implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** Netty's leak detector, unless the user chose a level: see {@link #main}. */
    static final String LEAK_DETECTION = "io.netty.leakDetection.level";

    public static void main(String[] args) {
        // The generator's event loop reads a buffer per response: at Netty's default level one in 128 of them is
        // tracked with a stack trace, ~1 % of the loop's CPU at 100,000 req/s. A measuring instrument leaves that to
        // its tests (which keep the default); -Dio.netty.leakDetection.level=simple in JAVA_TOOL_OPTIONS brings it back.
        leakDetectionOffUnlessChosen();
        System.exit(execute(args));
    }

    static void leakDetectionOffUnlessChosen() {
        if (System.getProperty(LEAK_DETECTION) == null) {
            System.setProperty(LEAK_DETECTION, "disabled");
        }
    }

    static int execute(String... args) {
        CommandLine cli = new CommandLine(new Main())
                .setExecutionExceptionHandler(Main::handle);
        // The run command's scenario flags come from the scenario keys' own declarations.
        CommandLine run = cli.getSubcommands().get("run");
        ((RunCommand) run.getCommand()).scenario.options.addSettingFlags(run.getCommandSpec());
        CommandLine serve = cli.getSubcommands().get("serve");
        ((ServeCommand) serve.getCommand()).settings.addSettingFlags(serve.getCommandSpec(), ServeCommand.SERVICE_FLAGS::contains);
        // So are those of jmeter export and import: a plan or a JTL is the scenario's steps, with the run's flags.
        CommandLine jmeter = cli.getSubcommands().get("jmeter");
        CommandLine export = jmeter.getSubcommands().get("export");
        ((JmeterCommand.Export) export.getCommand()).scenario.options.addSettingFlags(export.getCommandSpec());
        CommandLine imports = jmeter.getSubcommands().get("import");
        ((JmeterCommand.Import) imports.getCommand()).options.addSettingFlags(imports.getCommandSpec());
        return cli.execute(args);
    }

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }

    /** A user's mistake or a machine limit is one line on stderr and a distinct exit code, never a stack trace. */
    private static int handle(Exception e, CommandLine cli, CommandLine.ParseResult parsed) {
        String message = e.getMessage();
        int code;
        switch (e) {
            case ScenarioException se -> code = ExitCodes.BAD_INPUT;
            case LoadGenException le -> code = ExitCodes.ENVIRONMENT;
            case dev.rbench.jmeter.JmeterException je -> code = ExitCodes.ENVIRONMENT;
            case ServiceException se -> code = ExitCodes.ENVIRONMENT;
            case ResultsNotWritableException re -> code = ExitCodes.ENVIRONMENT;
            case dev.rbench.infra.cgroup.CgroupUnavailableException ce -> code = ExitCodes.ENVIRONMENT;
            case dev.rbench.infra.net.KernelQueueException ke -> code = ExitCodes.ENVIRONMENT;
            case dev.rbench.results.ResultsFileException re -> code = ExitCodes.BAD_INPUT;
            case IllegalArgumentException ie -> code = ExitCodes.BAD_INPUT;
            case InterruptedException ie -> {
                message = "interrupted";
                code = ExitCodes.INTERRUPTED;
            }
            default -> {
                e.printStackTrace(System.err);
                code = ExitCodes.INTERNAL;
            }
        }
        System.err.println("rbench: " + message);
        return code;
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = Main.class.getPackage().getImplementationVersion();
            return new String[] {"rbench " + (v == null ? "dev" : v) + " (Java " + Runtime.version() + ")"};
        }
    }
}
