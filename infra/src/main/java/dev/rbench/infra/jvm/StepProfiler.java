package dev.rbench.infra.jvm;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;
import java.util.Optional;

/**
 * Profiles a running service JVM for one step: async-profiler (its linux-x64 library ships inside
 * the {@code tools.profiler:async-profiler} jar on our class path) is loaded into the JVM with
 * {@code jcmd JVMTI.agent_load} when the step starts and asked for a self-contained flame graph
 * HTML when it ends. Where the agent cannot load (another OS or architecture, an agent refused),
 * a JFR recording is taken instead and {@link Result#tool()} says so. The service is started with
 * {@code -XX:+EnableDynamicAgentLoading} so that loading it later prints no warning.
 */
public final class StepProfiler {

    /** The JVM option services need to accept the agent later without a warning. */
    public static final String JVM_OPTION = "-XX:+EnableDynamicAgentLoading";
    static final String LIBRARY_RESOURCE = "linux-x64/libasyncProfiler.so";
    private static final String JFR_NAME = "rbench-step";

    /** What async-profiler samples: CPU time, wall-clock time, allocations or lock contention. */
    public enum Event {
        CPU, WALL, ALLOC, LOCK;

        String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** A finished profile: where it is, what made it, and why a fallback was taken (null if none). */
    public record Result(Path file, String tool, String note) {
    }

    private final Jcmd jcmd;
    private final Event event;
    private final Path library;
    private final String fallbackReason;

    private StepProfiler(Jcmd jcmd, Event event, Path library, String fallbackReason) {
        this.jcmd = jcmd;
        this.event = event;
        this.library = library;
        this.fallbackReason = fallbackReason;
    }

    /**
     * Starts profiling {@code pid}: async-profiler where it loads, else JFR. Throws IOException
     * only when neither could start.
     */
    public static StepProfiler start(long pid, Event event) throws IOException, InterruptedException {
        Jcmd jcmd = Jcmd.of(pid);
        String why;
        Optional<Path> library = library();
        if (library.isPresent()) {
            try {
                jcmd.run("JVMTI.agent_load", library.get().toString(), quoted("start,event=" + event.id()));
                return new StepProfiler(jcmd, event, library.get(), null);
            } catch (IOException e) {
                why = "async-profiler did not load (" + e.getMessage() + ")";
            }
        } else {
            why = "async-profiler has no library for " + System.getProperty("os.name") + "/" + System.getProperty("os.arch");
        }
        jcmd.run("JFR.start", "name=" + JFR_NAME, "settings=profile");
        return new StepProfiler(jcmd, event, null, why + "; a JFR recording was taken instead");
    }

    /** Stops profiling and writes the profile to {@code htmlFile} (a {@code .jfr} beside it under JFR). */
    public Result stop(Path htmlFile) throws IOException, InterruptedException {
        Files.createDirectories(htmlFile.toAbsolutePath().getParent());
        if (library != null) {
            jcmd.run("JVMTI.agent_load", library.toString(), quoted("stop,file=" + htmlFile.toAbsolutePath()));
            return new Result(htmlFile, "async-profiler " + event.id(), null);
        }
        String name = htmlFile.getFileName().toString().replaceFirst("\\.html$", "") + ".jfr";
        Path jfr = htmlFile.resolveSibling(name);
        jcmd.run("JFR.stop", "name=" + JFR_NAME, "filename=" + jfr.toAbsolutePath());
        return new Result(jfr, "JFR profile", fallbackReason);
    }

    /** jcmd splits its arguments at '=': a quoted value reaches the agent whole. */
    private static String quoted(String options) {
        return "\"" + options + "\"";
    }

    /** The agent library, extracted once per rbench process from the jar on the class path; empty off linux-x64. */
    static synchronized Optional<Path> library() {
        if (!System.getProperty("os.name", "").toLowerCase(Locale.ROOT).contains("linux")
                || !System.getProperty("os.arch", "").matches("amd64|x86_64")) {
            return Optional.empty();
        }
        if (extracted == null) {
            try (InputStream in = StepProfiler.class.getClassLoader().getResourceAsStream(LIBRARY_RESOURCE)) {
                if (in == null) {
                    return Optional.empty();
                }
                Path dir = Files.createTempDirectory("rbench-async-profiler-");
                // deleteOnExit removes in the reverse order of registration: the library, then its (then empty) folder.
                dir.toFile().deleteOnExit();
                Path lib = dir.resolve("libasyncProfiler.so");
                Files.copy(in, lib, StandardCopyOption.REPLACE_EXISTING);
                lib.toFile().deleteOnExit();
                extracted = lib;
            } catch (IOException e) {
                throw new UncheckedIOException("cannot extract async-profiler's library: " + e.getMessage(), e);
            }
        }
        return Optional.of(extracted);
    }

    private static Path extracted;
}
