package dev.rbench.report;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import tools.jackson.databind.JsonNode;

/** The one-line descriptions of the scenario and of the machine, shared by Markdown and HTML. */
final class Headline {

    private Headline() {
    }

    static String title(Results results) {
        return results.name() + (results.complete() ? "" : " (incomplete)");
    }

    static String workload(Results results) {
        var sc = results.scenario();
        List<String> parts = new ArrayList<>();
        parts.add("workload " + orDash(Json.text(sc, "workload")));
        String path = Json.text(sc, "path");
        parts.add("path " + orDash(path));
        // The delay only where the route waits on it: a database route's wait is the database's.
        if (path == null || path.contains("{delayMs}")) {
            parts.add("delay " + orDash(Json.text(sc, "delay")));
        }
        parts.add("ramp " + orDash(Json.text(sc, "ramp")));
        parts.add("server threads " + orDash(Json.text(sc, "serverThreads")));
        String pool = Json.text(sc, "mongo.poolSize");
        if (pool != null) {
            parts.add("database pool " + pool);
        }
        // A scenario records every key; the open-model ones mean something only for open workloads.
        String kind = orDash(Json.text(sc, "workload"));
        if (List.of("burst", "closed", "throttled").contains(kind)) {
            return joined(sc, parts);
        }
        // Open-workload keys: named only when present, so older scenarios read exactly as before.
        List<String> rates = new ArrayList<>();
        for (JsonNode r : sc.path("rates").values()) {
            if (r.isNumber()) {
                rates.add(StepAxis.format(r.doubleValue()));
            }
        }
        if (!rates.isEmpty()) {
            parts.add("offered rates " + String.join(", ", rates) + " req/s");
        }
        String rate = Json.text(sc, "rate");
        if (rate != null) {
            String rateTo = Json.text(sc, "rateTo");
            parts.add("rate " + rate + (rateTo == null ? "" : " to " + rateTo) + " req/s");
        }
        String arrivals = Json.text(sc, "arrivals");
        if (arrivals != null) {
            parts.add(arrivals + " arrivals");
        }
        String maxConnections = Json.text(sc, "maxConnections");
        if (maxConnections != null) {
            parts.add("max connections " + maxConnections);
        }
        return joined(sc, parts);
    }

    private static String joined(JsonNode sc, List<String> parts) {
        String line = String.join(", ", parts);
        return Json.bool(sc, "quick", false) ? line + ", quick form" : line;
    }

    static String machine(Results results) {
        var env = results.environment();
        String commit = Json.text(env, "tool", "gitCommit");
        return orDash(Json.text(env, "cpuModel"))
                + ", " + orDash(Json.text(env, "cores")) + " cores"
                + ", " + orDash(Json.text(env, "memoryMb")) + " MB"
                + ", " + orDash(Json.text(env, "os"))
                + ", Java " + orDash(Json.text(env, "java"))
                + ", rbench " + orDash(Json.text(env, "tool", "version"))
                + (commit == null ? "" : " (" + shortCommit(commit) + ")")
                + ", started " + orDash(Json.text(env, "startedAt"));
    }

    static final String NOT_PINNED = "not pinned";

    /**
     * CPU placement ("service on CPU 0, generator on CPU 1"), from {@code environment.placement} or,
     * failing that, the runs' own {@code environment.placement}; {@link #NOT_PINNED} when the key is
     * there but null; null when no placement key exists at all (files written before placement).
     */
    static String placement(Results results) {
        JsonNode top = results.environment().path("placement");
        if (!top.isMissingNode()) {
            return describePlacement(top);
        }
        Map<String, String> perStack = new LinkedHashMap<>();
        for (JsonNode run : results.runs()) {
            JsonNode p = run.path("environment").path("placement");
            if (!p.isMissingNode()) {
                perStack.put(orDash(Json.text(run, "stack")), describePlacement(p));
            }
        }
        if (perStack.isEmpty()) {
            return null;
        }
        if (new HashSet<>(perStack.values()).size() == 1 && perStack.size() == results.runs().size()) {
            return perStack.values().iterator().next();
        }
        List<String> parts = new ArrayList<>();
        perStack.forEach((stack, text) -> parts.add(stack + ": " + text));
        return String.join("; ", parts);
    }

    static String describePlacement(JsonNode placement) {
        if (!placement.isObject() || placement.isEmpty()) {
            return NOT_PINNED;
        }
        List<String> parts = new ArrayList<>();
        boolean anyPinned = false;
        for (var entry : placement.properties()) {
            String cpus = Json.display(entry.getValue());
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

    static String orDash(String s) {
        return s == null || s.isBlank() ? "-" : s;
    }
}
