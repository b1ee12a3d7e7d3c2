package dev.rbench.runner.results;

import dev.rbench.infra.net.ListenQueues;
import dev.rbench.results.EnvironmentInfo;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Reads the machine, JVM and tool a run is made with, for results.json's {@code environment}. */
public final class EnvironmentCapture {

    private EnvironmentCapture() {
    }

    public static EnvironmentInfo capture(Path home, Map<String, String> placement) {
        return capture(home, placement, null);
    }

    /** With the accept queues as the run leaves them for its services; {@code raisedFrom} as in {@link EnvironmentInfo.AcceptQueues}. */
    public static EnvironmentInfo capture(Path home, Map<String, String> placement, Map<String, Integer> raisedFrom) {
        return new EnvironmentInfo(readCpuModel(), Runtime.getRuntime().availableProcessors(), readMemoryMb(),
                System.getProperty("os.name") + " " + System.getProperty("os.version") + " " + System.getProperty("os.arch"),
                Runtime.version() + " (" + System.getProperty("java.vendor") + ")",
                new EnvironmentInfo.Tool(toolVersion(), gitCommit(home)),
                Instant.now().truncatedTo(ChronoUnit.SECONDS).toString(), placement,
                new EnvironmentInfo.AcceptQueues(ListenQueues.somaxconn(), readInt(Path.of("/proc/sys/net/ipv4/tcp_max_syn_backlog")),
                        raisedFrom == null || raisedFrom.isEmpty() ? null : raisedFrom));
    }

    private static int readInt(Path procFile) {
        try {
            return Integer.parseInt(Files.readAllLines(procFile).getFirst().trim());
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }

    static String readCpuModel() {
        try {
            return Files.readAllLines(Path.of("/proc/cpuinfo")).stream()
                    .filter(l -> l.startsWith("model name"))
                    .map(l -> l.substring(l.indexOf(':') + 1).trim())
                    .findFirst().orElse("unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }

    static long readMemoryMb() {
        try {
            return Files.readAllLines(Path.of("/proc/meminfo")).stream()
                    .filter(l -> l.startsWith("MemTotal:"))
                    .map(l -> Long.parseLong(l.replaceAll("\\D", "")) / 1024)
                    .findFirst().orElse(0L);
        } catch (IOException | NumberFormatException e) {
            return 0;
        }
    }

    static String toolVersion() {
        String v = EnvironmentCapture.class.getPackage().getImplementationVersion();
        return v == null ? "dev" : v;
    }

    /** HEAD of the project folder, with "-dirty" when it has uncommitted changes; "unknown" outside git. */
    static String gitCommit(Path home) {
        String head = git(home, "rev-parse", "HEAD");
        if (head == null) {
            return "unknown";
        }
        String status = git(home, "status", "--porcelain", "--untracked-files=no");
        return status != null && !status.isBlank() ? head + "-dirty" : head;
    }

    private static String git(Path home, String... args) {
        try {
            String[] cmd = new String[args.length + 3];
            cmd[0] = "git";
            cmd[1] = "-C";
            cmd[2] = home.toString();
            System.arraycopy(args, 0, cmd, 3, args.length);
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            if (!p.waitFor(5, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return null;
            }
            String out = new String(p.getInputStream().readAllBytes()).trim();
            return p.exitValue() == 0 ? out : null;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
