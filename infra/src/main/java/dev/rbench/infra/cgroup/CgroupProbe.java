package dev.rbench.infra.cgroup;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Finds, once, where rbench can make cgroups: version 2 where its tree hands down the cpu and memory
 * controllers, else the version 1 cpu and memory trees; in each, rbench's own cgroup (from
 * {@code /proc/self/cgroup}) is the parent, and a group is actually made and removed to prove it can
 * be written. Otherwise it says why not and what to do: a run with limits is refused, never run unlimited.
 */
public final class CgroupProbe {

    /** What the probe found. */
    public sealed interface Result permits Found, Missing {
    }

    public record Found(CgroupDriver driver) implements Result {
    }

    public record Missing(String why) implements Result {
    }

    private static final String ADVICE = "; run rbench as root on a host whose cgroup tree is writable"
            + " (in a container: --privileged or a delegated cgroup), or run without limits (limits.cpus 0, limits.memoryMb 0)";

    private CgroupProbe() {
    }

    /** This machine, as this process sees it. */
    public static Result probe() {
        try {
            return probe(Files.readString(Path.of("/proc/self/mountinfo")), Files.readString(Path.of("/proc/self/cgroup")),
                    Path.of("/"), "rbench-" + ProcessHandle.current().pid() + "-probe");
        } catch (IOException e) {
            return new Missing("cannot read /proc/self/mountinfo or /proc/self/cgroup: " + e.getMessage() + ADVICE);
        }
    }

    /**
     * Decides from the texts of {@code /proc/self/mountinfo} and {@code /proc/self/cgroup}, mount points
     * taken under {@code fsRoot} (the real "/", or a test's folder), trying to make {@code probeName}.
     */
    public static Result probe(String mountinfo, String selfCgroup, Path fsRoot, String probeName) {
        List<Mount> mounts = mounts(mountinfo);
        Map<String, String> own = ownPaths(selfCgroup);
        List<String> tried = new ArrayList<>();
        Optional<Mount> v2 = mounts.stream().filter(m -> m.type().equals("cgroup2")).findFirst();
        if (v2.isPresent() && own.containsKey("")) {
            Path base = v2.get().resolve(fsRoot, own.get(""));
            String problem = v2Problem(base);
            if (problem == null) {
                problem = writeProblem(List.of(base), probeName);
            }
            if (problem == null) {
                return new Found(new CgroupV2(base));
            }
            tried.add("cgroup v2 at " + base + ": " + problem);
        }
        Optional<Mount> cpu = v1("cpu", mounts);
        Optional<Mount> memory = v1("memory", mounts);
        if (cpu.isPresent() && memory.isPresent() && own.containsKey("cpu") && own.containsKey("memory")) {
            Path cpuBase = cpu.get().resolve(fsRoot, own.get("cpu"));
            Path memoryBase = memory.get().resolve(fsRoot, own.get("memory"));
            String problem = writeProblem(List.of(cpuBase, memoryBase), probeName);
            if (problem == null) {
                return new Found(new CgroupV1(cpuBase, memoryBase));
            }
            tried.add("cgroup v1 cpu and memory: " + problem);
        } else {
            tried.add("no cgroup v1 cpu and memory controllers are mounted");
        }
        return new Missing("cannot make a cgroup to apply the limits: " + String.join("; ", tried) + ADVICE);
    }

    private static String v2Problem(Path base) {
        try {
            List<String> available = words(base.resolve("cgroup.controllers"));
            if (!available.containsAll(List.of("cpu", "memory"))) {
                return "its controllers are " + available + ", not cpu and memory (they are in use by cgroup v1)";
            }
            Path subtree = base.resolve("cgroup.subtree_control");
            if (!words(subtree).containsAll(List.of("cpu", "memory"))) {
                try {
                    CgroupFiles.write(subtree, "+cpu +memory");
                } catch (IOException e) {
                    return "cannot hand cpu and memory down to child groups (" + e.getMessage()
                            + "; a cgroup holding processes cannot, unless it is the root: start rbench in a delegated cgroup,"
                            + " e.g. systemd-run --scope -p Delegate=yes ./rbench …)";
                }
            }
            return null;
        } catch (IOException e) {
            return "cannot read " + e.getMessage();
        }
    }

    private static String writeProblem(List<Path> bases, String probeName) {
        List<Path> made = new ArrayList<>();
        try {
            for (Path base : bases) {
                Path dir = base.resolve(probeName);
                Files.createDirectory(dir);
                made.add(dir);
            }
            return null;
        } catch (IOException e) {
            return "cannot make a group in " + e.getMessage() + " (" + e.getClass().getSimpleName() + ")";
        } finally {
            made.forEach(dir -> Cgroup.removeDir(dir, 1_000));
        }
    }

    private static List<String> words(Path file) throws IOException {
        return Arrays.stream(Files.readString(file).trim().split("\\s+")).filter(w -> !w.isEmpty()).toList();
    }

    private static Optional<Mount> v1(String controller, List<Mount> mounts) {
        return mounts.stream().filter(m -> m.type().equals("cgroup") && m.options().contains(controller)).findFirst();
    }

    /** controller → rbench's path in that tree ({@code ""} for v2's line {@code 0::/path}). */
    static Map<String, String> ownPaths(String selfCgroup) {
        Map<String, String> own = new HashMap<>();
        for (String line : selfCgroup.split("\n")) {
            String[] f = line.split(":", 3);
            if (f.length == 3) {
                for (String controller : f[1].split(",")) {
                    own.putIfAbsent(controller, f[2].trim());
                }
            }
        }
        return own;
    }

    /** One cgroup mount: where, the part of the hierarchy it shows, its type and super options (its controllers for v1). */
    record Mount(String root, String point, String type, List<String> options) {

        /** rbench's own cgroup {@code path} under this mount. */
        Path resolve(Path fsRoot, String path) {
            String rel = path.startsWith(root) ? path.substring(root.length()) : path;
            Path dir = fsRoot.resolve(point.substring(1));
            for (String part : rel.split("/")) {
                if (!part.isEmpty()) {
                    dir = dir.resolve(part);
                }
            }
            return dir;
        }
    }

    /** The cgroup mounts of {@code /proc/self/mountinfo}: "id parent dev root point opts … - type source superopts". */
    static List<Mount> mounts(String mountinfo) {
        List<Mount> mounts = new ArrayList<>();
        for (String line : mountinfo.split("\n")) {
            String[] f = line.trim().split(" ");
            int dash = Arrays.asList(f).indexOf("-");
            if (dash < 5 || f.length < dash + 4) {
                continue;
            }
            String type = f[dash + 1];
            if (type.equals("cgroup") || type.equals("cgroup2")) {
                String root = f[3].equals("/") ? "" : f[3];
                mounts.add(new Mount(root, f[4], type, List.of(f[dash + 3].split(","))));
            }
        }
        return mounts;
    }
}
