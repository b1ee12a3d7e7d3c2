package dev.rbench.infra.cassandra.server;

import dev.rbench.protocol.PortFile;
import dev.rbench.protocol.ServerLaunch;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

/**
 * The embedded Apache Cassandra of study 001, in its own JVM (Java 17: Cassandra 5.0 runs on 11
 * and 17 only): a {@code CassandraDaemon} with a cassandra.yaml generated into {@code --work-dir},
 * on loopback, with free native (CQL) and storage ports and no JMX port. Once the CQL port accepts
 * connections, the port goes to {@code --port-file}. Stops on SIGTERM (Cassandra's own drain hook)
 * and when {@code --parent-pid} dies.
 */
public final class CassandraServerMain {

    static final int FAILED_STATUS = 1;
    private static final String NAME = "rbench-cassandra-server";
    /** Cassandra drains in its shutdown hook: longer than the mongo server before halting. */
    private static final Duration HALT_AFTER = Duration.ofSeconds(10);
    private static final Duration NATIVE_WAIT = Duration.ofMinutes(3);

    private CassandraServerMain() {
    }

    public static void main(String[] argv) throws Exception {
        ServerArgs args = ServerLaunch.argsOrExit(NAME, argv, ServerArgs::parse);
        // Watch the parent first: a runner that dies during the ~10 s start must not leave us behind.
        ServerLaunch.exitWithParent(NAME, args.parentPid(), HALT_AFTER);
        Path workDir = args.workDir().toAbsolutePath().normalize();
        Files.createDirectories(workDir);
        int nativePort = args.nativePort() == 0 ? freePort(args.host()) : args.nativePort();
        int storagePort = args.storagePort() == 0 ? freePort(args.host()) : args.storagePort();
        Path yaml = workDir.resolve("cassandra.yaml");
        Files.writeString(yaml, CassandraYaml.render(workDir, args.host(), nativePort, storagePort), StandardCharsets.UTF_8);
        configure(workDir, yaml);

        // Loaded only now: Cassandra reads its system properties in static initialisers.
        org.apache.cassandra.service.CassandraDaemon.main(new String[0]);

        waitForNativePort(args.host(), nativePort);
        if (args.portFile() != null) {
            PortFile.write(args.portFile(), nativePort);
        }
        System.out.println(NAME + ": Apache Cassandra " + version() + " on Java "
                + System.getProperty("java.version") + " listening on " + args.host() + ":" + nativePort
                + " (CQL), storage port " + storagePort + ", datacenter " + CassandraYaml.DATACENTER
                + ", pid " + ProcessHandle.current().pid());
        // Cassandra's non-daemon threads keep the JVM running until SIGTERM or the watchdog.
    }

    /** What bin/cassandra and conf/jvm-server.options would set, minus JMX and the pid file. */
    static void configure(Path workDir, Path yaml) {
        setIfAbsent("logback.configurationFile", "rbench-cassandra-logback.xml");
        setIfAbsent("cassandra.config", yaml.toUri().toString());
        // Without it, activate() closes stdout and stderr (daemon mode).
        setIfAbsent("cassandra-foreground", "yes");
        setIfAbsent("cassandra.storagedir", workDir.toString());
        setIfAbsent("cassandra.logdir", workDir.toString());
        Path triggers = workDir.resolve("triggers");
        try {
            Files.createDirectories(triggers);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        setIfAbsent("cassandra.triggers_dir", triggers.toString());
        // One node: no gossip to settle, no ring to wait for.
        setIfAbsent("cassandra.skip_wait_for_gossip_to_settle", "0");
        setIfAbsent("cassandra.ring_delay_ms", "100");
        setIfAbsent("cassandra.superuser_setup_delay_ms", "0");
        setIfAbsent("jdk.attach.allowAttachSelf", "true");
        setIfAbsent("java.net.preferIPv4Stack", "true");
    }

    private static void setIfAbsent(String key, String value) {
        if (System.getProperty(key) == null) {
            System.setProperty(key, value);
        }
    }

    /** A port free now; a race with another process between here and Cassandra's bind fails the start loudly. */
    static int freePort(String host) throws IOException {
        try (ServerSocket s = new ServerSocket()) {
            s.setReuseAddress(false);
            s.bind(new InetSocketAddress(host, 0));
            return s.getLocalPort();
        }
    }

    private static void waitForNativePort(String host, int port) throws InterruptedException {
        long deadline = System.nanoTime() + NATIVE_WAIT.toNanos();
        while (true) {
            try (Socket s = new Socket()) {
                s.connect(new InetSocketAddress(host, port), 1000);
                return;
            } catch (IOException e) {
                if (System.nanoTime() - deadline >= 0) {
                    System.err.println(NAME + ": the CQL port " + port + " did not open within "
                            + NATIVE_WAIT.toSeconds() + " s");
                    System.exit(FAILED_STATUS);
                }
                Thread.sleep(100);
            }
        }
    }

    static String version() {
        return ServerLaunch.buildProperties(CassandraServerMain.class, "/rbench-cassandra-server.properties")
                .getProperty("cassandra.version", "unknown");
    }
}
