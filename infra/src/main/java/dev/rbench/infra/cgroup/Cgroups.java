package dev.rbench.infra.cgroup;

import dev.rbench.infra.process.ChildProcesses;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongPredicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The cgroups of this rbench: any child process can be started inside a group of its own with
 * container-like limits ({@link #start}), placed there before it executes its program, so a JVM's
 * container support sees the limit from its first instruction. Groups are named
 * {@code rbench-<rbench's pid>-<label>-<n>} and removed when their process is stopped, by the
 * shutdown hook after Ctrl-C or SIGTERM (once every child is stopped), and — after a SIGKILL, which
 * runs no hook — by the next rbench, which sweeps groups whose owner pid is gone.
 */
public final class Cgroups {

    private static final Pattern NAME = Pattern.compile("rbench-(\\d+)-.+");
    private static final long REMOVE_WAIT_MILLIS = 5_000;
    private static volatile Cgroups instance;

    private final CgroupDriver driver;
    private final long owner;
    private final AtomicInteger sequence = new AtomicInteger();
    private final Set<Cgroup> live = ConcurrentHashMap.newKeySet();

    Cgroups(CgroupDriver driver, long owner) {
        this.driver = driver;
        this.owner = owner;
    }

    /**
     * This process's cgroups: probed once, stale groups of dead rbench processes swept, removal
     * registered with the child reaper. Throws {@link CgroupUnavailableException} saying why none can be made.
     */
    public static Cgroups forThisRun() {
        Cgroups c = instance;
        if (c != null) {
            return c;
        }
        synchronized (Cgroups.class) {
            if (instance == null) {
                switch (CgroupProbe.probe()) {
                    case CgroupProbe.Found(CgroupDriver driver) -> {
                        Cgroups made = new Cgroups(driver, ProcessHandle.current().pid());
                        sweep(driver, pid -> ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false));
                        ChildProcesses.afterStopAll(made::removeAll);
                        instance = made;
                    }
                    case CgroupProbe.Missing(String why) -> throw new CgroupUnavailableException(why);
                }
            }
            return instance;
        }
    }

    public CgroupDriver driver() {
        return driver;
    }

    /**
     * Starts {@code builder}'s command in a new group with {@code limits}, registered with
     * {@link ChildProcesses}. The group is made first; the process writes its own pid into the
     * group's {@code cgroup.procs} files and then execs the command, its arguments passed as they are.
     */
    public LimitedProcess start(ProcessBuilder builder, String label, ResourceLimits limits) throws IOException {
        return start(builder, label, limits, false);
    }

    /**
     * The same, the group's CPU quota lifted before the process starts where {@code cpuQuotaLifted} (set again with
     * {@link LimitedProcess#cpuQuotaLifted}); its memory limit holds from the start either way.
     */
    public LimitedProcess start(ProcessBuilder builder, String label, ResourceLimits limits, boolean cpuQuotaLifted)
            throws IOException {
        Cgroup group = create(label, limits);
        try {
            if (cpuQuotaLifted) {
                driver.cpuQuotaLifted(group, true);
            }
            builder.command(wrap(group, builder.command()));
            return new LimitedProcess(ChildProcesses.start(builder), group, this);
        } catch (IOException | RuntimeException e) {
            remove(group);
            throw e;
        }
    }

    Cgroup create(String label, ResourceLimits limits) throws IOException {
        String name = "rbench-" + owner + "-" + label.replaceAll("[^A-Za-z0-9._-]", "-") + "-" + sequence.incrementAndGet();
        Cgroup group = driver.create(name, limits);
        live.add(group);
        return group;
    }

    /** Removes a group whose process has stopped; returns false (and leaves it to the sweep) if the kernel refused. */
    public boolean remove(Cgroup group) {
        boolean gone = group.remove(REMOVE_WAIT_MILLIS).isEmpty();
        live.remove(group);
        return gone;
    }

    void removeAll() {
        List.copyOf(live).forEach(this::remove);
    }

    /**
     * The command run inside {@code group}: {@code /bin/sh} writes its own pid ({@code $$}, which exec
     * keeps) into each {@code cgroup.procs} file, then execs {@code command}. Every path and argument
     * is a separate argv entry, never parsed by the shell; a failed write exits 125 before the command runs.
     */
    public static List<String> wrap(Cgroup group, List<String> command) {
        List<String> wrapped = new ArrayList<>(List.of("/bin/sh", "-c",
                "for f; do [ \"$f\" = -- ] && break; echo $$ > \"$f\" || exit 125; shift; done; shift; exec \"$@\"",
                "rbench-cgroup"));
        group.procsFiles().forEach(f -> wrapped.add(f.toString()));
        wrapped.add("--");
        wrapped.addAll(command);
        return wrapped;
    }

    /**
     * Removes the groups of rbench processes that are gone (a SIGKILLed rbench runs no hook), first
     * killing what is left in them: only rbench puts processes there. Returns the names removed.
     */
    static List<String> sweep(CgroupDriver driver, LongPredicate alive) {
        List<String> removed = new ArrayList<>();
        for (Path base : driver.bases()) {
            try (Stream<Path> children = Files.list(base)) {
                for (Path dir : children.filter(Files::isDirectory).toList()) {
                    Matcher m = NAME.matcher(dir.getFileName().toString());
                    if (m.matches() && !alive.test(Long.parseLong(m.group(1)))) {
                        Cgroup stale = new Cgroup(dir.getFileName().toString(), List.of(dir), ResourceLimits.NONE, driver);
                        stale.pids().forEach(pid -> ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly));
                        if (stale.remove(REMOVE_WAIT_MILLIS).isEmpty()) {
                            removed.add(dir.toString());
                        }
                    }
                }
            } catch (IOException e) {
                // A base that cannot be listed has nothing we could remove either.
            }
        }
        return removed;
    }
}
