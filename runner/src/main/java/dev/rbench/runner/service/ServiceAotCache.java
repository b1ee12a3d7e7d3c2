package dev.rbench.runner.service;

import dev.rbench.infra.process.ChildProcesses;
import dev.rbench.infra.process.Folders;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Makes, once for each build of a service jar and each JDK, the JDK's ahead-of-time cache of the service's classes
 * (JEP 483/514), and finds it for every later start. A Spring Boot jar cannot be cached as it is (its classes come
 * through Boot's own class loader from nested jars), so the jar is first extracted ({@code -Djarmode=tools extract},
 * Boot's supported layout: the application jar beside {@code lib/}), and one training start of the extracted jar that
 * ends once its context is refreshed ({@code -Dspring.context.exit=onRefresh}) writes the cache.
 *
 * <p>Everything lives beside the jar, in {@code target/aot-<JDK version>/} (what the extraction and training printed in
 * {@code aot-<JDK version>.log}): a rebuilt jar (newer than its cache) is
 * extracted and trained again, and another JDK gets a cache of its own, since the JVM accepts only its own. The cache is
 * written under a temporary name and renamed, and concurrent runs (two test JVMs, say) take turns by a file lock, so
 * none ever starts from half a cache. A cache that cannot be made (a read-only tree, a failed training) leaves the
 * plain jar, with the reason in the service's log, and is not tried again by this JVM.
 */
public final class ServiceAotCache {

    static final Duration EXTRACT_TIMEOUT = Duration.ofSeconds(60);
    /** A training start is a start of the service (~10 s on two busy cores). */
    static final Duration TRAINING_TIMEOUT = Duration.ofMinutes(3);

    /** Jars whose cache could not be made in this JVM, with why. */
    private static final Map<Path, String> FAILED = new ConcurrentHashMap<>();
    /** One maker a jar at a time in this JVM; the file lock orders JVMs (it cannot be held twice by one JVM). */
    private static final Map<Path, Object> MAKING = new ConcurrentHashMap<>();

    private ServiceAotCache() {
    }

    /**
     * The jar to start {@code execJar}'s service from: its cached form, made now if it is missing or older than the jar,
     * else the plain jar. What was done, and why a cache could not be used, is said to {@code say}.
     */
    public static ServiceJar prepare(Path execJar, Consumer<String> say) throws InterruptedException {
        Path jar = execJar.toAbsolutePath().normalize();
        String failed = FAILED.get(jar);
        if (failed != null) {
            return ServiceJar.plain(execJar);
        }
        Layout layout = Layout.of(jar);
        synchronized (MAKING.computeIfAbsent(jar, j -> new Object())) {
            try {
                if (layout.fresh()) {
                    return layout.serviceJar();
                }
                try (FileChannel channel = FileChannel.open(layout.lock(), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                     FileLock _ = channel.lock()) {
                    if (!layout.fresh()) {
                        make(layout, say);
                    }
                    return layout.serviceJar();
                }
            } catch (IOException e) {
                String why = e.getMessage();
                FAILED.put(jar, why);
                say.accept("rbench: started from the plain jar " + jar.getFileName() + ": its AOT cache could not be made ("
                        + why + ")");
                return ServiceJar.plain(execJar);
            }
        }
    }

    private static void make(Layout layout, Consumer<String> say) throws IOException, InterruptedException {
        long began = System.nanoTime();
        Folders.deleteTree(layout.dir());
        // Beside the folder, not in it: the extraction wants an empty folder.
        Path training = layout.trainingLog();
        Files.deleteIfExists(training);
        run(List.of(ServiceProcess.javaBinary(), "-Djarmode=tools", "-jar", layout.execJar().toString(), "extract",
                "--destination", layout.dir().toString()), training, EXTRACT_TIMEOUT, "extracting the jar");
        if (!Files.isRegularFile(layout.extractedJar())) {
            throw new IOException("extracting gave no " + layout.extractedJar().getFileName() + "; see " + training);
        }
        Path partial = layout.dir().resolve(layout.cache().getFileName() + ".partial");
        // Its own port, on the loopback only; the JVM ends itself once the context is refreshed.
        run(List.of(ServiceProcess.javaBinary(), "-XX:AOTCacheOutput=" + partial, "-Dspring.context.exit=onRefresh",
                "-jar", layout.extractedJar().toString(), "--server.port=0", "--server.address=127.0.0.1"), training,
                TRAINING_TIMEOUT, "the training start");
        if (!Files.isRegularFile(partial) || Files.size(partial) == 0) {
            throw new IOException("the training start wrote no cache; see " + training);
        }
        Files.move(partial, layout.cache(), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        say.accept(String.format(java.util.Locale.ROOT, "rbench: made the AOT cache %s in %.1f s (once for this build and JDK)",
                layout.cache(), (System.nanoTime() - began) / 1e9));
    }

    private static void run(List<String> command, Path output, Duration timeout, String what) throws IOException, InterruptedException {
        Process process = ChildProcesses.start(new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(output.toFile())));
        if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
            ChildProcesses.stop(process, ChildProcesses.TERMINATE_GRACE);
            throw new IOException(what + " took over " + timeout.toSeconds() + " s; see " + output);
        }
        if (process.exitValue() != 0) {
            throw new IOException(what + " exited with " + process.exitValue() + "; see " + output);
        }
    }

    /** Where a jar's cache and its extracted form live, for the running JDK. */
    record Layout(Path execJar, Path dir) {

        static Layout of(Path execJar) {
            return new Layout(execJar, execJar.resolveSibling("aot-" + Runtime.version()));
        }

        Path extractedJar() {
            return dir.resolve(execJar.getFileName());
        }

        Path cache() {
            return dir.resolve(execJar.getFileName().toString().replaceFirst("\\.jar$", "") + ".aot");
        }

        Path trainingLog() {
            return dir.resolveSibling(dir.getFileName() + ".log");
        }

        Path lock() {
            return dir.resolveSibling(dir.getFileName() + ".lock");
        }

        /** A cache made from this very jar: none older than it. */
        boolean fresh() throws IOException {
            return Files.isRegularFile(cache()) && Files.isRegularFile(extractedJar())
                    && Files.getLastModifiedTime(cache()).compareTo(Files.getLastModifiedTime(execJar)) >= 0;
        }

        ServiceJar serviceJar() {
            return new ServiceJar(extractedJar(), cache());
        }
    }
}
