package dev.rbench.infra.net;

import dev.rbench.infra.process.ChildProcesses;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.LongPredicate;
import java.util.stream.Stream;

/**
 * The kernel's accept queues raised for one run: {@code net.core.somaxconn} (the cap on every listen
 * backlog) and {@code net.ipv4.tcp_max_syn_backlog} (half-open connections), both machine-wide. A burst
 * of 10,000 fresh connections overflows the 4,096 of a stock kernel and the dropped SYNs come back a
 * second later, which is the kernel's doing, not the service's; a run that wants to measure the
 * service raises them — only upwards, only as root — and puts the old values back when it ends: on
 * {@link Raised#close}, from the shutdown hook after Ctrl-C or SIGTERM, and after a SIGKILL (which
 * runs no hook) by the next rbench, from the note each run leaves under {@code stateDir} before it
 * changes anything. A value someone else changed in between is left as they set it.
 */
public final class KernelAcceptQueue {

    /** One sysctl: its name and its file under /proc/sys. */
    public record Sysctl(String name, Path file) {
        public static Sysctl under(Path procSys, String name) {
            return new Sysctl(name, procSys.resolve(name.replace('.', '/')));
        }

        int read() throws IOException {
            // Not Files.readString: /proc/sys files report size 0.
            List<String> lines = Files.readAllLines(file, StandardCharsets.US_ASCII);
            return Integer.parseInt(lines.getFirst().trim());
        }

        void write(int value) throws IOException {
            Files.writeString(file, value + "\n", StandardCharsets.US_ASCII);
        }
    }

    private static final String NOTE_PREFIX = "sysctl-";

    private final List<Sysctl> sysctls;
    private final Path stateDir;

    public KernelAcceptQueue(List<Sysctl> sysctls, Path stateDir) {
        this.sysctls = List.copyOf(sysctls);
        this.stateDir = stateDir;
    }

    /** This machine's two sysctls, with notes under the temporary folder (cleared on reboot, as sysctls are). */
    public static KernelAcceptQueue ofThisMachine() {
        Path procSys = Path.of("/proc/sys");
        return new KernelAcceptQueue(List.of(Sysctl.under(procSys, "net.core.somaxconn"),
                Sysctl.under(procSys, "net.ipv4.tcp_max_syn_backlog")),
                Path.of(System.getProperty("java.io.tmpdir"), "rbench-sysctl"));
    }

    /**
     * Raises every sysctl below {@code atLeast} to it, for this process's lifetime. Nothing is changed
     * (and nothing restored) where the machine already allows as many.
     *
     * @throws KernelQueueException saying what to do when a value cannot be read or written (not root)
     */
    public Raised raise(int atLeast) {
        restoreLeftovers(pid -> ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false));
        Map<Sysctl, Integer> before = new LinkedHashMap<>();
        try {
            for (Sysctl s : sysctls) {
                int now = s.read();
                if (now < atLeast) {
                    before.put(s, now);
                }
            }
        } catch (IOException | RuntimeException e) {
            throw new KernelQueueException("cannot read " + sysctls.getFirst().name() + " (" + e.getMessage()
                    + "); set kernelAcceptQueue: 0 to run with the machine's accept queue");
        }
        Raised raised = new Raised(this, before, atLeast, note(ProcessHandle.current().pid()));
        if (before.isEmpty()) {
            return raised;
        }
        try {
            writeNote(raised.note, before, atLeast);
            for (Sysctl s : before.keySet()) {
                s.write(atLeast);
            }
        } catch (IOException e) {
            raised.close();
            String why = e instanceof AccessDeniedException ? "only root may change it" : e.getMessage();
            throw new KernelQueueException("cannot raise " + before.keySet().iterator().next().name() + " to " + atLeast
                    + " (" + why + "); run as root, or set kernelAcceptQueue: 0 to run with the machine's "
                    + before.values().iterator().next());
        }
        ChildProcesses.afterStopAll(raised::close);
        return raised;
    }

    /**
     * Puts back what runs that are gone (their pid no longer alive) raised and did not restore.
     * Returns one line per value restored, for the run to say so.
     */
    public List<String> restoreLeftovers(LongPredicate alive) {
        List<String> restored = new ArrayList<>();
        if (!Files.isDirectory(stateDir)) {
            return restored;
        }
        try (Stream<Path> notes = Files.list(stateDir)) {
            for (Path note : notes.filter(p -> p.getFileName().toString().startsWith(NOTE_PREFIX)).toList()) {
                long pid = Long.parseLong(note.getFileName().toString().substring(NOTE_PREFIX.length()).replace(".properties", ""));
                if (!alive.test(pid)) {
                    restored.addAll(restoreFrom(note));
                }
            }
        } catch (IOException | NumberFormatException e) {
            // A folder or note we cannot read: nothing we could restore safely.
        }
        return restored;
    }

    private List<String> restoreFrom(Path note) throws IOException {
        Properties p = new Properties();
        try (var in = Files.newBufferedReader(note, StandardCharsets.UTF_8)) {
            p.load(in);
        }
        int raisedTo = Integer.parseInt(p.getProperty("raisedTo"));
        Map<Sysctl, Integer> before = new LinkedHashMap<>();
        for (Sysctl s : sysctls) {
            String old = p.getProperty(s.name());
            if (old != null) {
                before.put(s, Integer.parseInt(old));
            }
        }
        List<String> lines = putBack(before, raisedTo);
        Files.deleteIfExists(note);
        return lines;
    }

    /** Writes each old value back where the sysctl still holds what was set; one line per value restored. */
    static List<String> putBack(Map<Sysctl, Integer> before, int raisedTo) {
        List<String> lines = new ArrayList<>();
        before.forEach((s, old) -> {
            try {
                if (s.read() == raisedTo) {
                    s.write(old);
                    lines.add(s.name() + " " + raisedTo + " → " + old);
                }
            } catch (IOException | RuntimeException e) {
                // Left as it is: a later run finds the value raised and says so.
            }
        });
        return lines;
    }

    private Path note(long pid) {
        return stateDir.resolve(NOTE_PREFIX + pid + ".properties");
    }

    private static void writeNote(Path note, Map<Sysctl, Integer> before, int raisedTo) throws IOException {
        Files.createDirectories(note.getParent());
        Properties p = new Properties();
        before.forEach((s, v) -> p.setProperty(s.name(), Integer.toString(v)));
        p.setProperty("raisedTo", Integer.toString(raisedTo));
        Path tmp = note.resolveSibling(note.getFileName() + ".tmp");
        try (var out = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
            p.store(out, "rbench raised these sysctls; the next rbench puts them back if this process is gone");
        }
        Files.move(tmp, note, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    }

    /** What one run raised; {@link #close} puts it back once (also from the shutdown hook). */
    public static final class Raised implements AutoCloseable {
        private final KernelAcceptQueue owner;
        private final Map<Sysctl, Integer> before;
        private final int to;
        private final Path note;
        private final AtomicBoolean closed = new AtomicBoolean();

        Raised(KernelAcceptQueue owner, Map<Sysctl, Integer> before, int to, Path note) {
            this.owner = owner;
            this.before = Map.copyOf(before);
            this.to = to;
            this.note = note;
        }

        /** Name → the value it had before, for each sysctl this run raised (empty: nothing changed). */
        public Map<String, Integer> before() {
            Map<String, Integer> byName = new LinkedHashMap<>();
            owner.sysctls.stream().filter(before::containsKey).forEach(s -> byName.put(s.name(), before.get(s)));
            return byName;
        }

        public int raisedTo() {
            return to;
        }

        public boolean changedAnything() {
            return !before.isEmpty();
        }

        /** "net.core.somaxconn 4096 → 20000, net.ipv4.tcp_max_syn_backlog 2048 → 20000". */
        public String describe() {
            List<String> parts = new ArrayList<>();
            before().forEach((name, old) -> parts.add(name + " " + old + " → " + to));
            return String.join(", ", parts);
        }

        @Override
        public void close() {
            if (closed.compareAndSet(false, true) && !before.isEmpty()) {
                putBack(before, to);
                try {
                    Files.deleteIfExists(note);
                } catch (IOException e) {
                    // The next run finds the note, sees the values restored and deletes it.
                }
            }
        }
    }
}
