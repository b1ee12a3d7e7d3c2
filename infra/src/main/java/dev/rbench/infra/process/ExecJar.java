package dev.rbench.infra.process;

import dev.rbench.protocol.ServerOptions;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * An embedded server's executable jar (infra/mongo-server, infra/cassandra-server): where the build
 * puts it, and starting it in its own JVM — output appended to a log in the work folder, registered
 * with {@link ChildProcesses}, told rbench's pid to watch, and awaited through its port file.
 */
public final class ExecJar {

    private ExecJar() {
    }

    /** A started server: its process and the port it reported. */
    public record Started(Process process, int port, Path log) {
    }

    /**
     * {@code module/target/jarName} under the project folder: the {@code rbench.home} system property
     * (set by the launcher and by the build's integration tests), otherwise the nearest folder upwards
     * from the working folder that holds it; when it is nowhere, where start() will report it missing.
     */
    public static Path locate(String module, String jarName) {
        Path relative = Path.of(module).resolve("target").resolve(jarName);
        String home = System.getProperty("rbench.home");
        if (home != null && !home.isBlank()) {
            return Path.of(home).toAbsolutePath().normalize().resolve(relative);
        }
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve(relative))) {
                return dir.resolve(relative);
            }
        }
        return Path.of("").toAbsolutePath().resolve(relative);
    }

    /**
     * Runs {@code java jvmOptions -jar jar args --port-file workDir/<name>.port --parent-pid <rbench>}
     * with its output in {@code workDir/<name>.log}, and returns once the port file names a port.
     *
     * @param what  how to name the server in messages, e.g. "the embedded MongoDB"
     * @param grace how long a failed start's process gets between SIGTERM and SIGKILL
     * @throws IllegalStateException when the jar is missing, or the server dies or reports no port within
     *                               {@code readyTimeout} (the message holds the log's tail)
     * @throws UncheckedIOException  when the work folder or the process cannot be created
     */
    public static Started start(String java, List<String> jvmOptions, Path jar, List<String> args, Path workDir,
                                String name, Duration readyTimeout, String what, Duration grace)
            throws InterruptedException {
        if (!Files.isRegularFile(jar)) {
            throw new IllegalStateException(what + "'s jar " + jar + " is missing; build it with ./rbench build");
        }
        try {
            return launch(java, jvmOptions, jar, args, workDir, name, readyTimeout, what, grace);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start " + what + " in " + workDir, e);
        }
    }

    private static Started launch(String java, List<String> jvmOptions, Path jar, List<String> args, Path workDir,
                                  String name, Duration readyTimeout, String what, Duration grace)
            throws IOException, InterruptedException {
        Files.createDirectories(workDir);
        Path log = workDir.resolve(name + ".log");
        Path portFile = workDir.resolve(name + ".port");
        Files.deleteIfExists(portFile);
        List<String> cmd = new ArrayList<>(List.of(java));
        cmd.addAll(jvmOptions);
        cmd.addAll(List.of("-jar", jar.toString()));
        cmd.addAll(args);
        cmd.addAll(List.of(ServerOptions.PORT_FILE, portFile.toString(),
                ServerOptions.PARENT_PID, String.valueOf(ProcessHandle.current().pid())));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()));
        Process process = ChildProcesses.start(pb);
        try {
            return new Started(process, PortFileWait.await(process, portFile, log, readyTimeout, what), log);
        } catch (RuntimeException | InterruptedException e) {
            ChildProcesses.stop(process, grace);
            throw e;
        }
    }
}
