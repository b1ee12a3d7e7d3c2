package dev.rbench.cli;

import dev.rbench.infra.process.ChildProcesses;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.ScenarioBuilder;
import dev.rbench.runner.service.RbenchHome;
import dev.rbench.runner.service.ServiceProcess;
import dev.rbench.runner.settings.Origin;
import dev.rbench.runner.stack.Stacks;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "serve", mixinStandardHelpOptions = true,
        description = "Run one stack's service in the foreground until Ctrl-C, to point any other tool at.")
final class ServeCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "STACK", description = "blocking, virtual, reactive or virtual-netty.")
    String stack;

    @Option(names = "--port", defaultValue = "8080", description = "Port to listen on; 0 = any free port (default: ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--address", defaultValue = "127.0.0.1", description = "Address to bind (default: ${DEFAULT-VALUE}).")
    String address;

    /** The service settings a served stack takes, as flags made from the scenario keys' declarations. */
    static final java.util.Set<String> SERVICE_FLAGS = java.util.Set.of("--threads", "--event-loops", "--heap");

    /** Holds {@link #SERVICE_FLAGS} once {@code Main} has added them to this command. */
    final ScenarioOptions settings = new ScenarioOptions();

    @Override
    public Integer call() throws Exception {
        if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException("--port " + port + " is outside 0..65535 (0 = any free port)");
        }
        var definition = Stacks.get(stack);
        ScenarioBuilder b = new ScenarioBuilder().set("name", "serve", Origin.flag("serve"));
        this.settings.apply(b);
        Scenario settings = b.build();
        List<String> cmd = ServiceProcess.command(definition,
                ServiceProcess.serviceJar(RbenchHome.locate(), definition, settings, System.err::println),
                settings, List.of(),
                List.of("--server.port=" + port, "--server.address=" + address));
        System.err.println("rbench: serving " + stack + " on " + address + ":" + (port == 0 ? "(free port)" : port)
                + "; routes /delay/{ms}, /ready, /info; Ctrl-C stops it");
        Process service = ChildProcesses.start(new ProcessBuilder(cmd).inheritIO());
        return service.waitFor();
    }
}
