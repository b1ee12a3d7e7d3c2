package dev.rbench.report;

import dev.rbench.results.EnvironmentInfo;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The one-line descriptions of the scenario and of the machine, shared by Markdown and HTML. */
final class Headline {

    private Headline() {
    }

    static String title(Results results) {
        return results.name() + (results.complete() ? "" : " (incomplete)");
    }

    /** The scenario's settings that say what a step does, as the scenario file wrote them. */
    static String workload(Results results) {
        List<String> parts = new ArrayList<>();
        parts.add("workload " + orDash(results.scenario().workload()));
        String path = results.setting("path");
        parts.add("path " + orDash(path));
        // The delay only where the route waits on it: a database route's wait is the database's.
        if (path == null || path.contains("{delayMs}")) {
            parts.add("delay " + ms(results.setting("delayMs")));
        }
        String ramp = results.setting("rampMs");
        if (ramp != null) {
            parts.add("ramp " + ms(ramp));
        }
        parts.add("server threads " + orDash(results.setting("serverThreads")));
        String pool = results.setting("poolSize");
        if (pool != null) {
            parts.add("database pool " + pool);
        }
        // A scenario records every key; the open-model ones mean something only for open workloads.
        String kind = orDash(results.scenario().workload());
        if (List.of("burst", "closed", "throttled").contains(kind)) {
            return joined(results, parts);
        }
        // Open-workload keys: named only when present, so older scenarios read exactly as before.
        List<String> rates = results.scenario().ratesRps().stream().map(StepAxis::format).toList();
        if (!rates.isEmpty()) {
            parts.add("offered rates " + String.join(", ", rates) + " req/s");
        }
        String rate = results.setting("rate");
        if (rate != null) {
            String rateTo = results.setting("rateTo");
            parts.add("rate " + rate + (rateTo == null ? "" : " to " + rateTo) + " req/s");
        }
        String arrivals = results.setting("arrivals");
        if (arrivals != null) {
            parts.add(arrivals + " arrivals");
        }
        String maxConnections = results.setting("maxConnections");
        if (maxConnections != null) {
            parts.add("max connections " + maxConnections);
        }
        return joined(results, parts);
    }

    private static String joined(Results results, List<String> parts) {
        String line = String.join(", ", parts);
        return results.scenario().quick() ? line + ", quick form" : line;
    }

    static String machine(Results results) {
        EnvironmentInfo env = results.environment().orElse(null);
        if (env == null) {
            return "-, - cores, - MB, -, Java -, rbench -, started -";
        }
        EnvironmentInfo.Tool tool = env.tool();
        String commit = tool == null ? null : tool.gitCommit();
        return orDash(env.cpuModel())
                + ", " + env.cores() + " cores"
                + ", " + env.memoryMb() + " MB"
                + ", " + orDash(env.os())
                + ", Java " + orDash(env.java())
                + ", rbench " + orDash(tool == null ? null : tool.version())
                + (commit == null ? "" : " (" + shortCommit(commit) + ")")
                + ", started " + orDash(env.startedAt())
                + (env.generator() != null && env.generator().jmeter() ? ", load fired by " + loadEngine(results) : "");
    }

    /**
     * Who fired the steps, as results.json says: our generator (older files say nothing: ours), or JMeter with its
     * version and engines, and plainly that its latency is measured from the actual send.
     */
    static String loadEngine(Results results) {
        EnvironmentInfo.LoadEngineInfo engine = results.environment().map(EnvironmentInfo::generator).orElse(null);
        if (engine == null || !engine.jmeter()) {
            return "reactive-bench's generator (latency from each request's intended start: corrected for coordinated omission)";
        }
        String where = engine.engines().isEmpty() ? "on this machine"
                : "on " + engine.engines().size() + " remote engines (" + String.join(", ", engine.engines()) + ")";
        return "Apache JMeter " + orDash(engine.version()) + " " + where
                + " (latency from the actual send: not corrected for coordinated omission)";
    }

    static final String NOT_PINNED = "not pinned";

    /** CPU placement ("service on CPU 0, generator on CPU 1"), or {@link #NOT_PINNED}. */
    static String placement(Results results) {
        return describePlacement(results.environment().map(EnvironmentInfo::placement).orElse(null));
    }

    static String describePlacement(Map<String, String> placement) {
        if (placement == null || placement.isEmpty()) {
            return NOT_PINNED;
        }
        List<String> parts = new ArrayList<>();
        boolean anyPinned = false;
        for (var entry : placement.entrySet()) {
            String cpus = entry.getValue();
            if (cpus == null || cpus.isBlank()) {
                parts.add(entry.getKey() + " " + NOT_PINNED);
            } else {
                anyPinned = true;
                boolean several = cpus.contains(",") || cpus.contains("-");
                parts.add(entry.getKey() + " on CPU" + (several ? "s " : " ") + cpus.strip());
            }
        }
        return anyPinned ? String.join(", ", parts) : NOT_PINNED;
    }

    static String shortCommit(String commit) {
        return commit.length() > 12 ? commit.substring(0, 12) : commit;
    }

    /** A duration setting in milliseconds as text, {@code 2000 ms}; a dash when absent. */
    static String ms(String millis) {
        return millis == null || millis.isBlank() ? "-" : millis + " ms";
    }

    static String orDash(String s) {
        return s == null || s.isBlank() ? "-" : s;
    }
}
