package dev.rbench.infra.jvm;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Diagnostic commands sent to a running JVM with the {@code jcmd} of the JDK it runs on (found
 * beside its {@code java}), each with a deadline: a JVM that does not answer in time fails the
 * command, never the run.
 */
public final class Jcmd {

    static final Duration TIMEOUT = Duration.ofSeconds(30);

    private final Path jcmd;
    private final long pid;

    private Jcmd(Path jcmd, long pid) {
        this.jcmd = jcmd;
        this.pid = pid;
    }

    /** The jcmd beside the JVM's own {@code java}, else beside this JVM's. */
    public static Jcmd of(long pid) {
        Path own = Path.of(ProcessHandle.current().info().command().orElse("java")).resolveSibling("jcmd");
        Path jcmd = ProcessHandle.of(pid).flatMap(p -> p.info().command()).map(c -> Path.of(c).resolveSibling("jcmd"))
                .filter(Files::isExecutable).orElse(own);
        return new Jcmd(jcmd, pid);
    }

    /** What the command printed, or an IOException saying what failed (exit code and output). */
    public String run(String... command) throws IOException, InterruptedException {
        List<String> argv = new ArrayList<>(List.of(jcmd.toString(), Long.toString(pid)));
        argv.addAll(List.of(command));
        Process p = new ProcessBuilder(argv).redirectErrorStream(true).start();
        if (!p.waitFor(TIMEOUT.toSeconds(), TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new IOException("jcmd " + String.join(" ", command) + " got no answer from pid " + pid + " in " + TIMEOUT.toSeconds() + " s");
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        // A DCmd that failed inside the JVM still exits 0 from jcmd; the agent's "return code" says.
        if (p.exitValue() != 0 || out.matches("(?s).*return code: [1-9].*")) {
            throw new IOException("jcmd " + String.join(" ", command) + " failed: " + out.replace('\n', ' '));
        }
        return out;
    }
}
