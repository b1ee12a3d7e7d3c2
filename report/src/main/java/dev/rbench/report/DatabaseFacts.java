package dev.rbench.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import tools.jackson.databind.JsonNode;

/**
 * The database side of a run, from results.json: which server ran and how it was reached (the
 * top-level {@code database} block), the call time each stack was calibrated at, and per step the
 * reads the database itself counted and the connection pool's gauges.
 */
final class DatabaseFacts {

    private DatabaseFacts() {
    }

    static boolean present(Results results) {
        JsonNode db = block(results);
        return db.isObject() && !db.isEmpty();
    }

    /** Whether the route waits on a downstream service rather than a database. */
    static boolean downstream(Results results) {
        JsonNode d = results.root().path("downstream");
        return d.isObject() && !d.isEmpty();
    }

    /** "Database" or "Downstream service", for headings. */
    static String title(Results results) {
        return downstream(results) ? "Downstream service" : "Database";
    }

    private static JsonNode block(Results results) {
        return results.root().path(downstream(results) ? "downstream" : "database");
    }

    /** Label/value rows for the header: server, where, proxy, seeded data. */
    static List<Map.Entry<String, String>> describe(Results results) {
        JsonNode db = block(results);
        List<Map.Entry<String, String>> rows = new ArrayList<>();
        rows.add(Map.entry("server", join(Json.text(db, "kind"), Json.text(db, "version"))));
        rows.add(Map.entry("where", Headline.orDash(Json.text(db, db.has("uri") ? "uri" : "url"))));
        String note = Json.text(db, "note");
        if (note != null) {
            rows.add(Map.entry("note", note));
        }
        if (downstream(results)) {
            rows.add(Map.entry("client pool per service", Fmt.integer(Json.num(db, "clientPoolSize"), "-")));
            rows.add(Map.entry("timeout", Headline.orDash(Json.text(db, "timeout"))));
            return rows;
        }
        JsonNode proxy = db.path("proxy");
        rows.add(Map.entry("latency proxy", proxy.isObject()
                ? Headline.orDash(Json.text(proxy, "oneWayLatency")) + " each way"
                + bandwidth(Json.num(proxy, "bytesPerSecondPerConnection"))
                : "none (loopback)"));
        JsonNode seeded = db.path("seeded");
        if (seeded.isObject() && seeded.has("documentBytes")) {
            rows.add(Map.entry("seeded", "document of " + Fmt.integer(Json.num(seeded, "documentBytes"), "?") + " bytes; "
                    + Fmt.integer(Json.num(seeded, "entities"), "?") + " entities of "
                    + Fmt.integer(Json.num(seeded, "entityBytes"), "?") + " bytes"));
        }
        JsonNode records = seeded.isObject() ? seeded : db.path("stores").path("postgres").path("seeded");
        String tables = recordTables(records);
        if (!tables.isEmpty()) {
            rows.add(Map.entry("records", tables));
        }
        return rows;
    }

    /** "records_1kb: 1000 × 1024 bytes, …" from a seeded block listing study 004's record tables. */
    private static String recordTables(JsonNode seeded) {
        List<String> parts = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : seeded.properties()) {
            JsonNode t = e.getValue();
            if (e.getKey().startsWith("records_") && t.isObject()) {
                parts.add(e.getKey() + ": " + Fmt.integer(Json.num(t, "records"), "?") + " × "
                        + Fmt.integer(Json.num(t, "payloadBytes"), "?") + " bytes");
            }
        }
        return String.join(", ", parts);
    }

    /** One line for summary.md: "mongo-java-server 1.47.0, embedded on 127.0.0.1, 500ms each way". */
    static String oneLine(Results results) {
        StringBuilder line = new StringBuilder();
        for (Map.Entry<String, String> row : describe(results)) {
            if (!line.isEmpty()) {
                line.append("; ");
            }
            line.append(row.getKey()).append(": ").append(row.getValue());
        }
        return line.toString();
    }

    private static String bandwidth(Double bytesPerSecond) {
        return bytesPerSecond == null || bytesPerSecond <= 0 ? ""
                : ", " + Fmt.integer(bytesPerSecond, "?") + " bytes/s per connection";
    }

    private static String join(String kind, String version) {
        return Headline.orDash(kind) + (version == null ? "" : " " + version);
    }

    /** Per stack and step: x, reads per request by the database's count, and the pool's gauges. */
    static TextTable table(Results results) {
        boolean downstream = downstream(results);
        TextTable table = new TextTable(List.of("stack", results.axis().label(), "x", "t ms (calibrated)", "CPU ms/request",
                downstream ? "downstream calls/request" : "db reads/request",
                "pool max in use", "pool max waiting", "connections opened in step"));
        for (String stack : results.stacks()) {
            Optional<JsonNode> run = results.run(stack);
            Double callMs = run.map(r -> Json.num(r, "calibration", "unloadedCallMs")).orElse(null);
            for (double value : results.stepValues()) {
                Optional<JsonNode> step = results.step(stack, value);
                if (step.isEmpty()) {
                    continue;
                }
                JsonNode s = step.get();
                table.row(List.of(stack, results.axis().text(value),
                        Fmt.integer(Json.num(s, "calls"), "-"),
                        Fmt.fixed(firstNonNull(Json.num(s, "database", "unloadedCallMs"), callMs), 1, "-"),
                        Fmt.fixed(Json.num(s, "database", "cpuMsPerRequest"), 1, "-"),
                        Fmt.fixed(Json.num(s, "database", downstream ? "callsPerRequest" : "readsPerRequest"), 2, "-"),
                        Fmt.integer(Json.num(s, "database", "pool", "maxInUse"), "-"),
                        Fmt.integer(Json.num(s, "database", "pool", "maxWaiting"), "-"),
                        Fmt.integer(Json.num(s, "database", "connectionsOpened"), "-")));
            }
        }
        return table;
    }

    private static Double firstNonNull(Double a, Double b) {
        return a != null ? a : b;
    }

    static final String TABLE_LEGEND = "db reads/request: reads (queries and getMores) the database itself counted during"
            + " the step (calls/request: calls the downstream service itself answered), divided by the requests sent. Pool gauges come from the driver's connection-pool listener inside"
            + " the service: the most connections checked out at once, the most requests waiting for one, and connections"
            + " opened during the step. t: the mean of unloaded requests (one user, one after another) after the warm-up; CPU: what one of them cost the"
            + " service and the database or downstream process together (from /proc); the model adds a CPU stage"
            + " (throughput at most cores / CPU, the wait t − CPU) when one user kept at least half a core busy,"
            + " and uses t alone for routes that mostly wait, whose CPU reading is mostly the JVMs' background work.";
}
