package dev.rbench.infra.mongo.server;

import de.bwaldvogel.mongo.MongoServer;
import dev.rbench.protocol.ParentWatchdog;
import dev.rbench.protocol.PortFile;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.List;

/**
 * The embedded MongoDB of the experiments, in its own JVM so that its CPU and memory never mix
 * with the runner's or a service's: mongo-java-server's memory backend (with opcounters) on a
 * loopback port. Prints nothing the launcher parses; the port goes to {@code --port-file} once the
 * socket listens. Stops on SIGTERM (shutdown hook) and when {@code --parent-pid} dies.
 */
public final class MongoServerMain {

    /** Exit status when the parent is gone, as the services use. */
    static final int PARENT_GONE_STATUS = 3;
    static final int USAGE_STATUS = 2;
    private static final Duration HALT_AFTER = Duration.ofSeconds(5);

    private MongoServerMain() {
    }

    public static void main(String[] argv) throws IOException {
        // Before the first logger exists; a -D on the command line still wins.
        if (System.getProperty("org.slf4j.simpleLogger.defaultLogLevel") == null) {
            System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
        }
        ServerArgs args;
        try {
            args = ServerArgs.parse(List.of(argv));
        } catch (IllegalArgumentException e) {
            System.err.println("rbench-mongo-server: " + e.getMessage());
            System.exit(USAGE_STATUS);
            return;
        }
        // Watch the parent first: a runner that dies during start-up must not leave us behind.
        if (args.parentPid() != null) {
            new ParentWatchdog(ParentWatchdog.livenessOf(args.parentPid()), MongoServerMain::exitParentGone).start();
        }
        ServerIdentity identity = ServerIdentity.load();
        MongoServer server = new MongoServer(new CountingMemoryBackend(identity));
        server.bind(args.host(), args.port());
        Runtime.getRuntime().addShutdownHook(new Thread(server::shutdownNow, "rbench-mongo-server-stop"));
        InetSocketAddress address = server.getLocalAddress();
        if (args.portFile() != null) {
            PortFile.write(args.portFile(), address.getPort());
        }
        System.out.println("rbench-mongo-server: " + identity.kind() + " " + identity.version()
                + " (emulating MongoDB " + identity.emulates() + ") listening on "
                + address.getHostString() + ":" + address.getPort() + ", pid " + ProcessHandle.current().pid());
        // Netty's non-daemon event loop threads keep the JVM running until the hook shuts them down.
    }

    /** Runs the shutdown hooks; halts if they hang, so an orphan never lingers. */
    private static void exitParentGone() {
        System.err.println("rbench-mongo-server: parent process is gone, exiting");
        Thread.ofPlatform().daemon(true).start(() -> {
            try {
                Thread.sleep(HALT_AFTER);
            } catch (InterruptedException e) {
                return;
            }
            Runtime.getRuntime().halt(PARENT_GONE_STATUS);
        });
        System.exit(PARENT_GONE_STATUS);
    }
}
