package dev.rbench.infra.mongo;

import dev.rbench.infra.process.ChildProcesses;
import dev.rbench.infra.process.EmbeddedServer;
import dev.rbench.infra.process.ExecJar;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * The embedded MongoDB (mongo-java-server with opcounters, module {@code infra/mongo-server}) in
 * its own JVM on a free loopback port: its CPU and heap stay out of the runner and the services.
 * Closing it stops it (SIGTERM, SIGKILL after the grace period). Registered with
 * {@link ChildProcesses}, so it is stopped when rbench exits; it also watches
 * rbench's pid and exits if rbench is SIGKILLed.
 */
public final class EmbeddedMongo extends EmbeddedServer {

    /** Heap of the server JVM: the study's data (a 1 MB document, 1,000 of 1 KB) needs far less. */
    public static final List<String> DEFAULT_JVM_OPTIONS = List.of("-Xms256m", "-Xmx1g", "-XX:+ExitOnOutOfMemoryError");
    static final String JAR_NAME = "rbench-mongo-server-exec.jar";

    private EmbeddedMongo(ExecJar.Started started) {
        super(started, ChildProcesses.TERMINATE_GRACE);
    }

    /** Starts the server from {@code jar} with {@link #DEFAULT_JVM_OPTIONS}; see {@link #start(Path, Path, Duration, List)}. */
    public static EmbeddedMongo start(Path jar, Path workDir, Duration readyTimeout) throws InterruptedException {
        return start(jar, workDir, readyTimeout, DEFAULT_JVM_OPTIONS);
    }

    /**
     * Starts the server and returns once it listens. Its output goes to {@code workDir/mongo-server.log}.
     *
     * @throws IllegalStateException when the jar is missing, or the server dies or does not listen
     *                               within {@code readyTimeout} (the message holds the log's tail)
     */
    public static EmbeddedMongo start(Path jar, Path workDir, Duration readyTimeout, List<String> jvmOptions)
            throws InterruptedException {
        return new EmbeddedMongo(ExecJar.start(javaBinary(), jvmOptions, jar, List.of("--host", "127.0.0.1", "--port", "0"),
                workDir, "mongo-server", readyTimeout, "the embedded MongoDB", ChildProcesses.TERMINATE_GRACE));
    }

    /**
     * {@code infra/mongo-server/target/rbench-mongo-server-exec.jar} under the project folder: the
     * {@code rbench.home} system property (set by the launcher and by the build's integration
     * tests), otherwise the nearest folder upwards from the working folder that holds it.
     */
    public static Path defaultJar() {
        return ExecJar.locate("infra/mongo-server", JAR_NAME);
    }

    /** The java of this JVM, so the server runs on the same JDK as rbench. */
    static String javaBinary() {
        return ProcessHandle.current().info().command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    }

    public String uri() {
        return "mongodb://127.0.0.1:" + port();
    }
}
