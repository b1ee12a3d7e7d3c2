package dev.rbench.runner.phase;

import com.sun.net.httpserver.HttpServer;
import dev.rbench.runner.app.AppSource;
import dev.rbench.runner.backend.BackendSession;
import dev.rbench.runner.phase.session.ProcessServiceSession;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.service.AppProcess;
import dev.rbench.runner.service.ServiceProcess;
import dev.rbench.runner.stack.ModelledStack;
import dev.rbench.runner.stack.Stacks;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.ToIntFunction;

/**
 * A real HTTP server standing in for a blocking stack's service, reached where it runs (no process of ours, pid 0):
 * every request is logged as "METHOD /path?query" in {@link #asked} and answered with the status {@code status} gives
 * its path, and no body.
 */
public final class StubService implements AutoCloseable {

    public final List<String> asked = new CopyOnWriteArrayList<>();
    private final HttpServer server;

    public StubService(ToIntFunction<String> status) throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", exchange -> {
            asked.add(exchange.getRequestMethod() + " " + exchange.getRequestURI());
            exchange.sendResponseHeaders(status.applyAsInt(exchange.getRequestURI().getPath()), -1);
            exchange.close();
        });
        server.start();
    }

    /** A started session on this service, for {@code scenario}, its backend {@code backend}. */
    public ProcessServiceSession session(Scenario scenario, Path outDir, BackendSession backend) throws InterruptedException {
        URI url = URI.create("http://127.0.0.1:" + server.getAddress().getPort());
        ProcessServiceSession session = new ProcessServiceSession(new Attached(scenario, outDir, url, backend));
        session.start();
        return session;
    }

    @Override
    public void close() {
        server.stop(0);
    }

    private record Attached(Scenario scenario, Path outDir, URI url, BackendSession backend) implements ProcessServiceSession.Launch {

        @Override
        public ModelledStack stack() {
            return Stacks.get("blocking");
        }

        @Override
        public ServiceProcess start() {
            return AppProcess.attach(new AppSource.Running(url, OptionalLong.empty(), false), outDir);
        }
    }
}
