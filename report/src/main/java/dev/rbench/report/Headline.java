package dev.rbench.report;

import dev.rbench.results.EnvironmentInfo;
import dev.rbench.results.StepSetup;
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

    /** What every step of the scenario does, from its typed setup: a value the run did not use is not named. */
    static String workload(Results results) {
        StepSetup setup = results.setup();
        List<String> parts = new ArrayList<>();
        parts.add("workload " + orDash(results.scenario().workload()));
        parts.add("path " + orDash(setup.path()));
        // A route that waits on a database or a downstream has no delay of its own: the runner writes none.
        if (setup.delayed()) {
            parts.add("delay " + ms(setup.delayMs()));
        }
        if (setup.rampMs() != null) {
            parts.add("ramp " + ms(setup.rampMs()));
        }
        // A user's app has threads of its own choosing: the runner writes none.
        if (setup.serverThreads() != null) {
            parts.add("server threads " + setup.serverThreads());
        }
        if (setup.poolSize() != null) {
            parts.add((DatabaseFacts.downstream(results) ? "downstream pool " : "database pool ") + setup.poolSize());
        }
        if (setup.rateCapRps() != null) {
            parts.add("capped at " + StepAxis.format(setup.rateCapRps()) + " req/s");
        }
        // A version 1 file listed the open models' rates whatever its workload.
        List<String> rates = results.scenario().ratesRps().stream().map(StepAxis::format).toList();
        if (results.scenario().openModel() && !rates.isEmpty()) {
            parts.add(setup.rateFromRps() == null ? "offered rates " + String.join(", ", rates) + " req/s"
                    : "rates rising from " + StepAxis.format(setup.rateFromRps()) + " to " + String.join(", ", rates) + " req/s");
        }
        if (setup.arrivals() != null) {
            parts.add(setup.arrivals() + " arrivals");
        }
        if (setup.maxConnections() != null) {
            parts.add("max connections " + setup.maxConnections());
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

    /** Milliseconds as text, {@code 2000 ms}; a dash when absent. */
    static String ms(Double millis) {
        return millis == null ? "-" : StepAxis.format(millis) + " ms";
    }

    static String orDash(Object value) {
        return value == null ? "-" : orDash(String.valueOf(value));
    }

    static String orDash(String s) {
        return s == null || s.isBlank() ? "-" : s;
    }
}
