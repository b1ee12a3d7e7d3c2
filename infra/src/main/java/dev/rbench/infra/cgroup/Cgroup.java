package dev.rbench.infra.cgroup;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One group made for one process: its directory in each hierarchy (the {@code cgroup.procs} files a
 * launch writes the process's pid into), its limits, and the driver that reads it.
 */
public record Cgroup(String name, List<Path> dirs, ResourceLimits limits, CgroupDriver driver) {

    public Cgroup {
        dirs = List.copyOf(dirs);
    }

    /** Where a process joins the group: writing its pid here moves it. */
    public List<Path> procsFiles() {
        return dirs.stream().map(d -> d.resolve("cgroup.procs")).toList();
    }

    public CgroupStats read() throws IOException {
        return driver.read(this);
    }

    /** The pids in the group (from the first hierarchy: a launched process joins all of them). */
    public List<Long> pids() throws IOException {
        Path procs = dirs.getFirst().resolve("cgroup.procs");
        if (!Files.exists(procs)) {
            return List.of();
        }
        return Files.readAllLines(procs).stream().map(String::trim).filter(s -> !s.isEmpty()).map(Long::parseLong).toList();
    }

    /**
     * Removes the group's directories (rmdir; the kernel refuses while a process is in it, so this
     * waits up to {@code waitMillis} for the last one to be gone). Returns what could not be removed.
     */
    public List<Path> remove(long waitMillis) {
        List<Path> left = new ArrayList<>();
        for (Path dir : dirs) {
            if (!removeDir(dir, waitMillis)) {
                left.add(dir);
            }
        }
        return left;
    }

    static boolean removeDir(Path dir, long waitMillis) {
        long deadline = System.nanoTime() + waitMillis * 1_000_000;
        while (true) {
            try {
                Files.deleteIfExists(dir);
                return true;
            } catch (IOException e) {
                // EBUSY while an exiting process is still counted in the group.
                if (System.nanoTime() > deadline) {
                    return false;
                }
                try {
                    Thread.sleep(20);
                } catch (InterruptedException ie) {
                    Thread.currentThread().interrupt();
                    return false;
                }
            }
        }
    }
}
