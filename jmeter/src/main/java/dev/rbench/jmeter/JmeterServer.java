package dev.rbench.jmeter;

import dev.rbench.infra.process.ChildProcesses;
import dev.rbench.infra.process.LogTail;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * One of JMeter's remote engines ({@code jmeter-server}) started by this tool on an address of this machine: what
 * the two-engine test uses, and what {@code rbench jmeter server} offers on another machine. It listens for the
 * controlling JMeter on {@code port} (its RMI registry) and serves the test on {@code port + 1}, both at
 * {@code address}, without RMI over SSL.
 */
public final class JmeterServer implements AutoCloseable {

    private static final Duration READY = Duration.ofSeconds(60);
    private final Process process;
    private final String address;
    private final int port;

    private JmeterServer(Process process, String address, int port) {
        this.process = process;
        this.address = address;
        this.port = port;
    }

    public static JmeterServer start(JmeterHome home, String address, int port, Path logDir) throws InterruptedException {
        return start(home, address, port, logDir, List.of());
    }

    /**
     * @param launcher what runs the engine's java, e.g. {@code ip netns exec NAME}: it must exec the command, so that
     *                 stopping the process it starts stops the engine
     */
    static JmeterServer start(JmeterHome home, String address, int port, Path logDir, List<String> launcher) throws InterruptedException {
        home.checked();
        Path console = logDir.resolve("jmeter-server-" + address + "-" + port + ".out");
        List<String> command = new java.util.ArrayList<>(launcher);
        command.addAll(List.of(JmeterRun.javaCommand(), "-Xms256m", "-Xmx2g", "-Xss256k", "-Djava.rmi.server.hostname=" + address,
                "-jar", home.launcher().toString(), "-s", "-j", logDir.resolve("jmeter-server-" + address + "-" + port + ".log").toString(),
                "-Jserver_port=" + port, "-Jserver.rmi.localport=" + (port + 1), "-Jserver.rmi.ssl.disable=true"));
        Process process;
        try {
            Files.createDirectories(logDir);
            process = ChildProcesses.start(new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(console.toFile())
                    .directory(logDir.toFile()));
        } catch (IOException e) {
            throw new JmeterException("cannot start a JMeter engine at " + address + ":" + port + ": " + e.getMessage(), e);
        }
        long deadline = System.nanoTime() + READY.toNanos();
        while (System.nanoTime() < deadline) {
            String out = LogTail.lastLines(console, 50);
            if (out.contains("Created remote object")) {
                return new JmeterServer(process, address, port);
            }
            if (!process.isAlive()) {
                throw new JmeterException("the JMeter engine at " + address + ":" + port + " exited at start; see " + console + ":\n" + out);
            }
            Thread.sleep(100);
        }
        ChildProcesses.stop(process, ChildProcesses.TERMINATE_GRACE);
        throw new JmeterException("the JMeter engine at " + address + ":" + port + " was not ready within " + READY.toSeconds() + " s; see " + console);
    }

    /** "127.0.0.2:41099", as -R names it. */
    public String hostPort() {
        return address + ":" + port;
    }

    @Override
    public void close() {
        ChildProcesses.stop(process, ChildProcesses.TERMINATE_GRACE);
    }
}
