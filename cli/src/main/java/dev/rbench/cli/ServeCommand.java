package dev.rbench.cli;

import dev.rbench.infra.process.ChildProcesses;
import dev.rbench.runner.RbenchHome;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.ScenarioBuilder;
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

    @Parameters(index = "0", paramLabel = "STACK", description = "blocking, virtual or reactive.")
    String stack;

    @Option(names = "--port", defaultValue = "8080", description = "Port to listen on; 0 = any free port (default: ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--address", defaultValue = "127.0.0.1", description = "Address to bind (default: ${DEFAULT-VALUE}).")
    String address;

    @Option(names = "--threads", paramLabel = "T", description = "Tomcat's maximum threads for the blocking stack (default 200).")
    Integer threads;

    @Option(names = "--event-loops", paramLabel = "N", description = "Event loops of the reactive stack (default: one per core).")
    Integer eventLoops;

    @Option(names = "--heap", paramLabel = "MB", description = "Service heap in MB (default 1024).")
    Integer heapMb;

    @Override
    public Integer call() throws Exception {
        if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException("--port " + port + " is outside 0..65535 (0 = any free port)");
        }
        var definition = Stacks.get(stack);
        ScenarioBuilder b = new ScenarioBuilder().set("name", "serve", Origin.flag("serve"));
        if (threads != null) b.set("serverThreads", threads.toString(), Origin.flag("--threads"));
        if (eventLoops != null) b.set("eventLoops", eventLoops.toString(), Origin.flag("--event-loops"));
        if (heapMb != null) b.set("serviceHeapMb", heapMb.toString(), Origin.flag("--heap"));
        Scenario settings = b.build();
        List<String> cmd = ServiceProcess.command(RbenchHome.locate(), definition, settings, List.of(),
                List.of("--server.port=" + port, "--server.address=" + address));
        System.err.println("rbench: serving " + stack + " on " + address + ":" + (port == 0 ? "(free port)" : port)
                + "; routes /delay/{ms}, /ready, /info; Ctrl-C stops it");
        Process service = ChildProcesses.start(new ProcessBuilder(cmd).inheritIO());
        return service.waitFor();
    }
}
