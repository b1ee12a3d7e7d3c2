package dev.rbench.infra.cassandra;

import dev.rbench.infra.process.ChildProcesses;
import dev.rbench.infra.process.EmbeddedServer;
import dev.rbench.infra.process.ExecJar;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The embedded Apache Cassandra 5.0 (module {@code infra/cassandra-server}) in its own JVM on free
 * loopback ports, its data under a work folder. Cassandra 5.0 runs on Java 11 and 17 only, so the
 * server runs on a JDK 17 (see {@link #java17()}), not on rbench's. Closing it stops it (SIGTERM,
 * SIGKILL after {@link #STOP_GRACE}). Registered with
 * {@link ChildProcesses}, so it is stopped when rbench exits; it also watches rbench's pid and exits
 * if rbench is SIGKILLed. Start-up takes about 10 s; the node needs about 1 GB of memory.
 */
public final class EmbeddedCassandra extends EmbeddedServer {

    /** A small heap: ~1 GB RSS with it; the seeded data is a few MB. */
    public static final List<String> DEFAULT_JVM_OPTIONS = List.of("-Xms512m", "-Xmx512m", "-Xss512k",
            "-XX:+UseG1GC", "-XX:+ExitOnOutOfMemoryError");
    public static final String DATACENTER = "datacenter1";
    static final String JAR_NAME = "rbench-cassandra-server-exec.jar";
    /** Java binary for the server, when the JDK 17 search should not decide. */
    public static final String JAVA_ENV = "RBENCH_CASSANDRA_JAVA";
    /** Drains take a while; past this Cassandra is SIGKILLed (its data is a throwaway). */
    static final Duration STOP_GRACE = Duration.ofSeconds(10);

    private EmbeddedCassandra(ExecJar.Started started) {
        super(started, STOP_GRACE);
    }

    /** Starts the node from {@code jar} with {@link #DEFAULT_JVM_OPTIONS}; see {@link #start(Path, Path, Duration, List)}. */
    public static EmbeddedCassandra start(Path jar, Path workDir, Duration readyTimeout) throws InterruptedException {
        return start(jar, workDir, readyTimeout, DEFAULT_JVM_OPTIONS);
    }

    /**
     * Starts the node and returns once its CQL port accepts connections. Its data goes to
     * {@code workDir/cassandra}, its output to {@code workDir/cassandra-server.log}.
     *
     * @throws IllegalStateException when the jar or a JDK 17 is missing, or the node dies or does not
     *                               listen within {@code readyTimeout} (the message holds the log's tail)
     */
    public static EmbeddedCassandra start(Path jar, Path workDir, Duration readyTimeout, List<String> jvmOptions)
            throws InterruptedException {
        String java = java17().orElseThrow(() -> new IllegalStateException(
                "the embedded Cassandra 5.0 needs a JDK 11 or 17 (none in " + JAVA_ENV + " or /usr/lib/jvm);"
                        + " install one (apt-get install openjdk-17-jdk-headless) or point at a real node with"
                        + " --cassandra-contact-point"));
        return new EmbeddedCassandra(ExecJar.start(java, jvmOptions, jar, List.of("--work-dir",
                workDir.resolve("cassandra").toString(), "--host", "127.0.0.1"), workDir, "cassandra-server",
                readyTimeout, "the embedded Cassandra", STOP_GRACE));
    }

    /**
     * {@code infra/cassandra-server/target/rbench-cassandra-server-exec.jar} under the project folder:
     * the {@code rbench.home} system property, otherwise the nearest folder upwards that holds it.
     */
    public static Path defaultJar() {
        return ExecJar.locate("infra/cassandra-server", JAR_NAME);
    }

    /**
     * The java to run Cassandra on: {@value #JAVA_ENV} if set, else a JDK 17 (or 11) under
     * /usr/lib/jvm. Empty when there is none: on Java 18+ Cassandra 5.0's security manager fails.
     */
    public static Optional<String> java17() {
        String env = System.getenv(JAVA_ENV);
        if (env != null && !env.isBlank()) {
            return Optional.of(env);
        }
        Path jvms = Path.of("/usr/lib/jvm");
        if (!Files.isDirectory(jvms)) {
            return Optional.empty();
        }
        try (Stream<Path> dirs = Files.list(jvms)) {
            List<Path> candidates = dirs.filter(d -> Files.isExecutable(d.resolve("bin/java")))
                    .sorted(Comparator.comparing(Path::toString)).toList();
            for (String major : List.of("17", "11")) {
                for (Path d : candidates) {
                    if (major.equals(majorVersion(d))) {
                        return Optional.of(d.resolve("bin/java").toString());
                    }
                }
            }
            return Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** The major version a JDK's {@code release} file names ({@code JAVA_VERSION="17.0.15"}), or null. */
    static String majorVersion(Path jdk) {
        try {
            for (String line : Files.readAllLines(jdk.resolve("release"))) {
                if (line.startsWith("JAVA_VERSION=")) {
                    String v = line.substring("JAVA_VERSION=".length()).replace("\"", "");
                    return v.startsWith("1.") ? v.split("\\.")[1] : v.split("[.+-]")[0];
                }
            }
        } catch (IOException | RuntimeException e) {
            // No release file: not a JDK we can tell.
        }
        return null;
    }

    /** {@code 127.0.0.1:port}, what the driver and the services take as a contact point. */
    public String contactPoint() {
        return "127.0.0.1:" + port();
    }

    public String localDatacenter() {
        return DATACENTER;
    }

}
