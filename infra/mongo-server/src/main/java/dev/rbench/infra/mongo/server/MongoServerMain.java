package dev.rbench.infra.mongo.server;

import de.bwaldvogel.mongo.MongoServer;
import dev.rbench.protocol.PortFile;
import dev.rbench.protocol.ServerLaunch;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.time.Duration;

/**
 * The embedded MongoDB of the experiments, in its own JVM so that its CPU and memory never mix
 * with the runner's or a service's: mongo-java-server's memory backend (with opcounters) on a
 * loopback port. Prints nothing the launcher parses; the port goes to {@code --port-file} once the
 * socket listens. Stops on SIGTERM (shutdown hook) and when {@code --parent-pid} dies.
 */
public final class MongoServerMain {

    private static final String NAME = "rbench-mongo-server";
    private static final Duration HALT_AFTER = Duration.ofSeconds(5);

    private MongoServerMain() {
    }

    public static void main(String[] argv) throws IOException {
        // Before the first logger exists; a -D on the command line still wins.
        if (System.getProperty("org.slf4j.simpleLogger.defaultLogLevel") == null) {
            System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
        }
        ServerArgs args = ServerLaunch.argsOrExit(NAME, argv, ServerArgs::parse);
        // Watch the parent first: a runner that dies during start-up must not leave us behind.
        ServerLaunch.exitWithParent(NAME, args.parentPid(), HALT_AFTER);
        ServerIdentity identity = ServerIdentity.load();
        MongoServer server = new MongoServer(new CountingMemoryBackend(identity));
        server.bind(args.host(), args.port());
        Runtime.getRuntime().addShutdownHook(new Thread(server::shutdownNow, "rbench-mongo-server-stop"));
        InetSocketAddress address = server.getLocalAddress();
        if (args.portFile() != null) {
            PortFile.write(args.portFile(), address.getPort());
        }
        System.out.println(NAME + ": " + identity.kind() + " " + identity.version()
                + " (emulating MongoDB " + identity.emulates() + ") listening on "
                + address.getHostString() + ":" + address.getPort() + ", pid " + ProcessHandle.current().pid());
        // Netty's non-daemon event loop threads keep the JVM running until the hook shuts them down.
    }
}
