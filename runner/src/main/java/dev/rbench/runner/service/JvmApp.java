package dev.rbench.runner.service;

import java.nio.file.Path;
import java.util.List;

/**
 * When a user's app is a JVM ({@code java …}): the heap it is told ({@code serviceHeapMb}, unless
 * the command sets {@code -Xmx} itself) and a GC log beside its log, as our own services get, since
 * GC pauses are the first suspect when a step lags the model.
 */
final class JvmApp {

    private JvmApp() {
    }

    static boolean isJava(List<String> argv) {
        return Path.of(argv.getFirst()).getFileName().toString().equals("java");
    }

    /** The GC log a JVM is given beside its log ({@code blocking.log} → {@code blocking-gc.log}): our services' and java apps'. */
    static Path gcLog(Path log) {
        return log.resolveSibling(log.getFileName().toString().replaceAll("\\.log$", "") + "-gc.log");
    }

    /** The option that writes a JVM's GC log to {@code gcLog}, in the form {@code GcLogWindow} reads per step. */
    static String gcLogOption(Path gcLog) {
        // gc+heap: generational ZGC's heap tables, the only figure of what its collections leave (G1 adds its regions).
        return "-Xlog:gc,gc+heap=info:file=" + gcLog + ":uptime,level";
    }

    /** Inserts the JVM options right after the {@code java} program; leaves any other command as it is. */
    static void adapt(List<String> argv, int heapMb, Path log) {
        if (!isJava(argv)) {
            return;
        }
        argv.add(1, gcLogOption(gcLog(log)));
        // serviceHeapMb 0 leaves the heap to the JVM's own choice, as for our services.
        if (heapMb > 0 && argv.stream().noneMatch(a -> a.startsWith("-Xmx"))) {
            argv.add(1, "-Xmx" + heapMb + "m");
        }
    }
}
