package dev.rbench.results;

import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Converts a schemaVersion 1 tree (written by rbench before this module) into the shape of the
 * current records, so old runs render and compare like new ones. The differences, all here:
 * the scenario's typed fields were its flat map's keys (the map becomes {@code settings});
 * {@code throughput} and {@code rate} had no unit in the key; a backend said where it was as
 * {@code uri}, {@code url} or {@code contactPoint} and gave durations as strings ("500ms"); seeded
 * record tables were keys of their own; {@code service} mixed /info's keys with rbench's own; and
 * the model's ceilings were not written: the blocking stack's T/t is recovered here from the
 * scenario's thread count and delay, the one ceiling v1 reports drew. This is the only place that
 * reads a duration string.
 */
final class V1Upgrade {

    private static final Pattern DURATION = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ms|s|m|h)?");
    private static final Set<String> SERVICE_OWN_KEYS = Set.of("pid", "port", "verifiedReads", "verifiedRoutes");

    private V1Upgrade() {
    }

    static ObjectNode toCurrent(ObjectNode v1) {
        ObjectNode root = v1.deepCopy();
        root.put("schemaVersion", RunResults.SCHEMA_VERSION);
        JsonNode flat = root.path("scenario");
        Double threadCeiling = threadCeiling(flat);
        root.set("scenario", scenario(flat));
        for (String key : new String[] {"database", "downstream"}) {
            if (root.path(key).isObject()) {
                root.set(key, backend((ObjectNode) root.get(key)));
            }
        }
        for (JsonNode run : root.path("runs").values()) {
            if (run instanceof ObjectNode r) {
                run(r, "blocking".equals(r.path("stack").asString("")) ? threadCeiling : null);
            }
        }
        return root;
    }

    private static ObjectNode scenario(JsonNode flat) {
        ObjectNode s = objectNode();
        if (!flat.isObject()) {
            return s;
        }
        for (String key : new String[] {"name", "description", "quick", "stacks", "workload", "users", "calls", "routes"}) {
            if (flat.has(key) && !flat.get(key).isNull()) {
                s.set(key, flat.get(key));
            }
        }
        if (flat.path("rates").isArray()) {
            s.set("ratesRps", flat.get("rates"));
        }
        s.set("settings", settings(flat));
        return s;
    }

    /**
     * The flat settings with every duration a number of milliseconds under its key with {@code Ms}
     * appended ({@code "delay": "2s"} becomes {@code "delayMs": 2000}), as version 2 records them.
     */
    private static ObjectNode settings(JsonNode flat) {
        ObjectNode out = objectNode();
        flat.properties().forEach(e -> {
            Optional<Double> s = e.getValue().isString() && e.getValue().asString().matches(".*\\d\\s*(ms|s|m|h)")
                    ? seconds(e.getValue().asString()) : Optional.empty();
            if (s.isPresent()) {
                double ms = s.get() * 1000;
                if (ms == Math.rint(ms)) {
                    out.put(e.getKey() + "Ms", (long) ms);
                } else {
                    out.put(e.getKey() + "Ms", ms);
                }
            } else {
                out.set(e.getKey(), e.getValue());
            }
        });
        return out;
    }

    /** T/t of the delay route, the line v1 reports drew; null for any other route or a scenario without T or t. */
    private static Double threadCeiling(JsonNode flat) {
        String path = flat.path("path").asString("");
        if (!OlderSetup.delayed(path) || !flat.path("routes").isEmpty()) {
            return null;
        }
        double threads = flat.path("serverThreads").asDouble(0);
        Optional<Double> delay = seconds(flat.path("delay").asString(null));
        if (threads <= 0 || delay.isEmpty() || delay.get() <= 0) {
            return null;
        }
        return threads / delay.get();
    }

    private static void run(ObjectNode run, Double threadCeiling) {
        for (String key : new String[] {"warmup", "warmupBurst"}) {
            if (run.get(key) instanceof ObjectNode step) {
                step(step, null);
            }
        }
        for (JsonNode step : run.path("steps").values()) {
            if (step instanceof ObjectNode s) {
                step(s, threadCeiling);
            }
        }
        if (run.get("service") instanceof ObjectNode flat) {
            ObjectNode service = objectNode();
            ObjectNode info = service.putObject("info");
            for (var e : flat.properties()) {
                if (SERVICE_OWN_KEYS.contains(e.getKey())) {
                    service.set(e.getKey(), e.getValue());
                } else {
                    info.set(e.getKey(), e.getValue());
                }
            }
            run.set("service", flat.isEmpty() ? null : service);
        }
    }

    private static void step(ObjectNode step, Double threadCeiling) {
        rename(step, "throughput", "throughputRps");
        rename(step, "rate", "rateRps");
        if (step.get("model") instanceof ObjectNode model) {
            rename(model, "throughput", "throughputRps");
            if (threadCeiling != null) {
                model.put("threadCeilingRps", threadCeiling);
            }
        }
    }

    private static ObjectNode backend(ObjectNode b) {
        for (String where : new String[] {"uri", "url", "contactPoint"}) {
            if (b.has(where) && !b.has("where")) {
                b.set("where", b.get(where));
            }
            b.remove(where);
        }
        durationToMs(b, "timeout", "timeoutMs");
        if (b.get("proxy") instanceof ObjectNode proxy) {
            durationToMs(proxy, "oneWayLatency", "oneWayLatencyMs");
        }
        if (b.get("seeded") instanceof ObjectNode seeded) {
            ArrayNode tables = null;
            for (String name : seeded.propertyNames().stream().toList()) {
                if (name.startsWith("records_") && seeded.get(name).isObject()) {
                    if (tables == null) {
                        tables = seeded.arrayNode();
                    }
                    JsonNode t = seeded.remove(name);
                    ObjectNode table = tables.addObject().put("name", name);
                    table.set("records", t.path("records"));
                    table.set("payloadBytes", t.path("payloadBytes"));
                }
            }
            if (tables != null) {
                seeded.set("recordTables", tables);
            }
        }
        if (b.get("stores") instanceof ObjectNode stores) {
            ArrayNode list = b.arrayNode();
            stores.values().forEach(s -> list.add(s instanceof ObjectNode o ? backend(o) : s));
            b.set("stores", list);
        }
        return b;
    }

    private static void durationToMs(ObjectNode node, String from, String to) {
        JsonNode value = node.remove(from);
        if (value != null && value.isString()) {
            seconds(value.asString()).ifPresent(s -> node.put(to, s * 1000));
        } else if (value != null && value.isNumber()) {
            node.set(to, value);
        }
    }

    private static void rename(ObjectNode node, String from, String to) {
        if (!from.equals(to) && node.has(from)) {
            node.set(to, node.remove(from));
        }
    }

    private static ObjectNode objectNode() {
        return JsonNodeFactory.instance.objectNode();
    }

    /** "2s", "500ms", "1.5s", "2m" as seconds: how v1 wrote durations. */
    static Optional<Double> seconds(String text) {
        if (text == null) {
            return Optional.empty();
        }
        Matcher m = DURATION.matcher(text.strip().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            return Optional.empty();
        }
        double value = Double.parseDouble(m.group(1));
        String unit = m.group(2) == null ? "s" : m.group(2);
        return Optional.of(switch (unit) {
            case "ms" -> value / 1000.0;
            case "m" -> value * 60.0;
            case "h" -> value * 3600.0;
            default -> value;
        });
    }
}
