package dev.rbench.infra.jvm;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordingFile;

/**
 * Virtual-thread pinning in a running JVM: a JFR recording of {@code jdk.VirtualThreadPinned} alone
 * (waits pinned longer than a threshold, with their stacks) is started with jcmd when the service
 * is up and dumped at the end of each step; the events inside the step's window are its pinned
 * waits. With one event type enabled the recording costs the service next to nothing.
 */
public final class PinningRecorder {

    static final String EVENT = "jdk.VirtualThreadPinned";
    private static final String NAME = "rbench-pinning";
    /** Frames of a pinning site kept, from the blocking call down: enough to reach the application's code. */
    static final int SITE_FRAMES = 6;

    private final Jcmd jcmd;
    private final Path work;
    private int dumps;

    private PinningRecorder(Jcmd jcmd, Path work) {
        this.jcmd = jcmd;
        this.work = work;
    }

    /** Starts recording pinned waits of at least {@code threshold} in {@code pid}; {@code work} holds its settings and dumps. */
    public static PinningRecorder start(long pid, Duration threshold, Path work) throws IOException, InterruptedException {
        Files.createDirectories(work);
        Path settings = work.resolve("pinning.jfc");
        Files.writeString(settings, """
                <?xml version="1.0" encoding="UTF-8"?>
                <configuration version="2.0" label="rbench: virtual-thread pinning only">
                  <event name="%s">
                    <setting name="enabled">true</setting>
                    <setting name="stackTrace">true</setting>
                    <setting name="threshold">%d ms</setting>
                  </event>
                </configuration>
                """.formatted(EVENT, threshold.toMillis()));
        Jcmd jcmd = Jcmd.of(pid);
        jcmd.run("JFR.start", "name=" + NAME, "settings=" + settings.toAbsolutePath());
        return new PinningRecorder(jcmd, work);
    }

    /** The pinned waits that started in [{@code from}, {@code to}). */
    public PinningActivity between(Instant from, Instant to) throws IOException, InterruptedException {
        Path dump = work.resolve("pinning-" + ++dumps + ".jfr");
        jcmd.run("JFR.dump", "name=" + NAME, "filename=" + dump.toAbsolutePath());
        try {
            List<PinningActivity.Wait> waits = new ArrayList<>();
            for (RecordedEvent e : RecordingFile.readAllEvents(dump)) {
                Instant start = e.getStartTime();
                if (e.getEventType().getName().equals(EVENT) && !start.isBefore(from) && start.isBefore(to)) {
                    waits.add(new PinningActivity.Wait(e.getDuration(), site(e)));
                }
            }
            return PinningActivity.of(waits);
        } finally {
            Files.deleteIfExists(dump);
        }
    }

    /**
     * The wait's stack from the blocking call down (Thread.sleep, a lock, a queue), one
     * "Class.method:line" each: the virtual thread's own parking frames above it are the same for
     * every site and are left out.
     */
    static List<String> site(List<String> frames) {
        return frames.stream().dropWhile(f -> f.startsWith("java.lang.VirtualThread.") || f.startsWith("jdk.internal."))
                .limit(SITE_FRAMES).toList();
    }

    private static List<String> site(RecordedEvent e) {
        return e.getStackTrace() == null ? List.of()
                : site(e.getStackTrace().getFrames().stream().map(PinningRecorder::frame).toList());
    }

    private static String frame(RecordedFrame f) {
        return f.getMethod().getType().getName() + "." + f.getMethod().getName() + (f.getLineNumber() > 0 ? ":" + f.getLineNumber() : "");
    }
}
