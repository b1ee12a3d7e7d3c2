package dev.rbench.results;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Gives a file written before {@code scenario.setup} (schema 2 without it, and schema 1 once {@link V1Upgrade} has
 * converted it) its {@link StepSetup}, read from the display settings it did write, so an archived run renders and
 * compares as it always did. This is the one reader of those settings by key, and only for files that have nothing
 * typed: a key is found by its whole dotted path or by its last part ({@code workload.burst.rampMs} as
 * {@code rampMs}, a version 1 file's {@code mongo.poolSize} as {@code poolSize}). Older files recorded every key
 * whatever the workload, so each workload key is taken only for the workloads that have it, and the delay only where
 * the path holds {@code {delayMs}}, as the runner writes them now.
 */
final class OlderSetup {

    private static final Set<String> OPEN_MODELS = Set.of("open", "ramp-rate");

    private OlderSetup() {
    }

    /** Adds {@code setup} to the scenario of {@code root} when the file has none; files that have one are left as they are. */
    static void fill(ObjectNode root) {
        if (!(root.get("scenario") instanceof ObjectNode scenario) || scenario.has("setup")) {
            return;
        }
        Map<String, JsonNode> settings = new LinkedHashMap<>();
        flatten("", scenario.path("settings"), settings);
        String workload = scenario.path("workload").asString("");
        ObjectNode setup = JsonNodeFactory.instance.objectNode();
        JsonNode path = find(settings, "path");
        setup.set("path", path);
        if (path == null || delayed(path.asString(""))) {
            setup.set("delayMs", find(settings, "delayMs"));
        }
        setup.set("serverThreads", find(settings, "serverThreads"));
        setup.set("eventLoops", find(settings, "eventLoops"));
        setup.set("acceptBacklog", find(settings, "acceptBacklog"));
        setup.set("poolSize", find(settings, "poolSize"));
        if (workload.equals("burst")) {
            setup.set("rampMs", find(settings, "rampMs"));
        } else {
            setup.set("durationMs", find(settings, "durationMs"));
        }
        if (workload.equals("throttled")) {
            setup.set("rateCapRps", find(settings, "rateCap"));
        }
        if (workload.equals("ramp-rate")) {
            setup.set("rateFromRps", find(settings, "rateFrom"));
        }
        if (OPEN_MODELS.contains(workload)) {
            setup.set("arrivals", find(settings, "arrivals"));
            setup.set("maxConnections", find(settings, "maxConnections"));
        }
        scenario.set("setup", setup);
    }

    /** Whether an older file's route waited the scenario's delay: its path holds {@code {delayMs}}. */
    static boolean delayed(String path) {
        return path.contains("{delayMs}");
    }

    private static void flatten(String prefix, JsonNode node, Map<String, JsonNode> out) {
        if (!node.isObject()) {
            return;
        }
        node.properties().forEach(e -> {
            if (e.getValue().isObject()) {
                flatten(prefix + e.getKey() + ".", e.getValue(), out);
            } else {
                out.put(prefix + e.getKey(), e.getValue());
            }
        });
    }

    /** The first setting named {@code key} (whole, or as the last part of a dotted path); null when none or JSON null. */
    private static JsonNode find(Map<String, JsonNode> settings, String key) {
        JsonNode value = settings.get(key);
        if (value == null) {
            value = settings.entrySet().stream().filter(e -> e.getKey().endsWith("." + key)).map(Map.Entry::getValue)
                    .findFirst().orElse(null);
        }
        return value == null || value.isNull() ? null : value;
    }
}
