package dev.rbench.infra.cpu;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Which CPUs the service (and its databases) and the load generator may run on, e.g.
 * {@code service=0,generator=1}. On a small machine the two otherwise steal each other's cycles;
 * placed apart with taskset, each gets its own. {@link #NONE} leaves scheduling to the kernel.
 *
 * @param service   CPU list for the service processes, taskset's syntax ("0", "0-1", "0,2"); empty = not pinned
 * @param generator CPU list for the load generator (the rbench JVM); empty = not pinned
 */
public record CpuPlacement(String service, String generator) {

    public static final CpuPlacement NONE = new CpuPlacement("", "");

    /** The cores the services may run on: those pinned for them, or all {@code machineCpus}. */
    public int serviceCores(int machineCpus) {
        return service.isEmpty() ? machineCpus : cpus("service", service, machineCpus).cardinality();
    }

    /** Whether the load generator may run on the services' cores (it does unless both are pinned, apart). */
    public boolean generatorSharesServiceCores() {
        return service.isEmpty() || generator.isEmpty();
    }

    public boolean pinned() {
        return !service.isEmpty() || !generator.isEmpty();
    }

    /**
     * Parses {@code service=LIST,generator=LIST} (either part may be left out), checking every CPU
     * exists on this machine ({@code cpus} of them). Throws IllegalArgumentException saying what to fix.
     */
    public static CpuPlacement parse(String text, int cpus) {
        if (text == null || text.isBlank()) {
            return NONE;
        }
        Map<String, String> parts = new LinkedHashMap<>();
        String role = null;
        for (String token : text.trim().split(",")) {
            String t = token.trim();
            int eq = t.indexOf('=');
            if (eq >= 0) {
                role = t.substring(0, eq).trim().toLowerCase(Locale.ROOT);
                if (!role.equals("service") && !role.equals("generator")) {
                    throw new IllegalArgumentException("pin: unknown role '" + role + "'; write service=CPUS,generator=CPUS, e.g. service=0,generator=1");
                }
                if (parts.containsKey(role)) {
                    throw new IllegalArgumentException("pin: " + role + " is given twice");
                }
                parts.put(role, t.substring(eq + 1).trim());
            } else if (role != null && !t.isEmpty()) {
                parts.put(role, parts.get(role) + "," + t); // "service=0,1" continues the list
            } else {
                throw new IllegalArgumentException("pin: '" + text + "' is not service=CPUS,generator=CPUS, e.g. service=0,generator=1");
            }
        }
        parts.forEach((r, list) -> cpus(r, list, cpus));
        CpuPlacement p = new CpuPlacement(parts.getOrDefault("service", ""), parts.getOrDefault("generator", ""));
        if (!p.service.isEmpty() && !p.generator.isEmpty()
                && cpus("service", p.service, cpus).intersects(cpus("generator", p.generator, cpus))) {
            throw new IllegalArgumentException("pin: service and generator share a CPU (" + p.service + " / " + p.generator
                    + "); give them different ones so they do not compete");
        }
        return p;
    }

    /**
     * CPUs of the machine, not of this process: once the generator is pinned, the JVM's own
     * availableProcessors() shrinks to the generator's share, and the service's CPUs would look absent.
     */
    public static int machineCpus() {
        try {
            String online = java.nio.file.Files.readString(java.nio.file.Path.of("/sys/devices/system/cpu/online")).trim();
            return cpus("online", online, Integer.MAX_VALUE).length();
        } catch (java.io.IOException | RuntimeException e) {
            return Runtime.getRuntime().availableProcessors();
        }
    }

    /** taskset's CPU list as a set; validates syntax and range. */
    static BitSet cpus(String role, String list, int available) {
        BitSet set = new BitSet();
        if (list.isEmpty()) {
            throw new IllegalArgumentException("pin: " + role + " has no CPUs; e.g. " + role + "=0");
        }
        for (String part : list.split(",")) {
            String[] range = part.trim().split("-", -1);
            try {
                int from = Integer.parseInt(range[0].trim());
                int to = range.length == 2 ? Integer.parseInt(range[1].trim()) : from;
                if (range.length > 2 || from > to || from < 0) {
                    throw new NumberFormatException();
                }
                if (to >= available) {
                    throw new IllegalArgumentException("pin: CPU " + to + " does not exist; this machine has CPUs 0-" + (available - 1));
                }
                set.set(from, to + 1);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("pin: '" + part.trim() + "' is not a CPU or range like 0 or 0-1");
            }
        }
        return set;
    }

    /** The command prefix that runs a service on its CPUs: {@code taskset -c LIST}, or nothing. */
    public List<String> servicePrefix() {
        return service.isEmpty() ? List.of() : List.of("taskset", "-c", service);
    }

    /**
     * Moves every thread of this JVM onto the generator's CPUs ({@code taskset -a -p -c}); threads
     * started later inherit the affinity of the thread that starts them.
     */
    public void pinThisProcess() {
        if (generator.isEmpty()) {
            return;
        }
        List<String> cmd = new ArrayList<>(List.of("taskset", "-a", "-p", "-c", generator,
                Long.toString(ProcessHandle.current().pid())));
        try {
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes());
            if (!p.waitFor(10, java.util.concurrent.TimeUnit.SECONDS) || p.exitValue() != 0) {
                throw new IllegalStateException("cannot pin the load generator with taskset: " + out.trim());
            }
        } catch (java.io.IOException e) {
            throw new IllegalStateException("cannot run taskset (package util-linux) to pin the load generator: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while pinning the load generator");
        }
    }

    /** As results.json records it. */
    public Map<String, String> toMap() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("service", service.isEmpty() ? null : service);
        m.put("generator", generator.isEmpty() ? null : generator);
        return m;
    }

    @Override
    public String toString() {
        return pinned() ? "service=" + service + ",generator=" + generator : "";
    }
}
