package dev.rbench.report;

import dev.rbench.protocol.PoolSnapshot;
import dev.rbench.results.BackendInfo;
import dev.rbench.results.Calibration;
import dev.rbench.results.CallRounds;
import dev.rbench.results.CpuUnderLoad;
import dev.rbench.results.DatabaseStep;
import dev.rbench.results.StackRun;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The database side of a run, from results.json: which server ran and how it was reached (the
 * top-level {@code database} block), the call time each stack was calibrated at, and per step the
 * reads the database itself counted and the connection pool's gauges.
 */
final class DatabaseFacts {

    private DatabaseFacts() {
    }

    static boolean present(Results results) {
        return block(results) != null;
    }

    /** Whether the route waits on a downstream service rather than a database. */
    static boolean downstream(Results results) {
        return results.file().downstream() != null;
    }

    /** "Database" or "Downstream service", for headings. */
    static String title(Results results) {
        return downstream(results) ? "Downstream service" : "Database";
    }

    private static BackendInfo block(Results results) {
        return downstream(results) ? results.file().downstream() : results.file().database();
    }

    /** Label/value rows for the header: server, where, proxy, seeded data. */
    static List<Map.Entry<String, String>> describe(Results results) {
        BackendInfo db = block(results);
        List<Map.Entry<String, String>> rows = new ArrayList<>();
        rows.add(Map.entry("server", join(db.kind(), db.version())));
        rows.add(Map.entry("where", Headline.orDash(db.where())));
        if (db.note() != null) {
            rows.add(Map.entry("note", db.note()));
        }
        if (downstream(results)) {
            rows.add(Map.entry("client pool per service", db.clientPoolSize() == null ? "-" : db.clientPoolSize().toString()));
            rows.add(Map.entry("timeout", db.timeoutMs() == null ? "-" : StepAxis.format(db.timeoutMs()) + " ms"));
            return rows;
        }
        BackendInfo.Proxy proxy = db.proxy();
        rows.add(Map.entry("latency proxy", proxy != null
                ? StepAxis.format(proxy.oneWayLatencyMs()) + " ms each way" + bandwidth(proxy.bytesPerSecondPerConnection())
                : "none (loopback)"));
        BackendInfo.Seeded seeded = db.seeded();
        if (seeded != null && seeded.documentBytes() != null) {
            rows.add(Map.entry("seeded", "document of " + seeded.documentBytes() + " bytes; "
                    + orQuestion(seeded.entities()) + " entities of " + orQuestion(seeded.entityBytes()) + " bytes"));
        }
        BackendInfo.Seeded records = seeded != null ? seeded : storeWithRecords(db);
        String tables = recordTables(records);
        if (!tables.isEmpty()) {
            rows.add(Map.entry("records", tables));
        }
        return rows;
    }

    /** The seeded data of the store that holds study 004's record tables, in a run that reads several stores. */
    private static BackendInfo.Seeded storeWithRecords(BackendInfo db) {
        if (db.stores() == null) {
            return null;
        }
        return db.stores().stream().map(BackendInfo::seeded).filter(s -> s != null && s.recordTables() != null)
                .findFirst().orElse(null);
    }

    private static String orQuestion(Integer n) {
        return n == null ? "?" : n.toString();
    }

    /** "records_1kb: 1000 × 1024 bytes, …" from the seeded record tables of study 004. */
    private static String recordTables(BackendInfo.Seeded seeded) {
        if (seeded == null || seeded.recordTables() == null) {
            return "";
        }
        List<String> parts = new ArrayList<>();
        for (BackendInfo.RecordTable t : seeded.recordTables()) {
            parts.add(t.name() + ": " + t.records() + " × " + t.payloadBytes() + " bytes");
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

    private static String bandwidth(long bytesPerSecond) {
        return bytesPerSecond <= 0 ? "" : ", " + bytesPerSecond + " bytes/s per connection";
    }

    private static String join(String kind, String version) {
        return Headline.orDash(kind) + (version == null ? "" : " " + version);
    }

    /**
     * The section of steps: the table, and where the database counted the queries, a line per step with its statements
     * and the N+1 the runner named.
     */
    static TableSection section(Results results) {
        boolean queries = QueryFacts.present(results);
        return new TableSection("database-steps", title(results) + " and connection pool", TABLE_LEGEND, List.of(),
                table(results), 1, QueryFacts.HEAD, queries ? QueryFacts.lines(results) : List.of(),
                queries ? QueryFacts.LEGEND : null);
    }

    /** Per stack and step: x, reads (and queries, where counted) per request by the database's count, and the pool's gauges. */
    static TextTable table(Results results) {
        boolean downstream = downstream(results);
        boolean queries = QueryFacts.present(results);
        List<String> columns = new ArrayList<>(List.of("x", "t ms (calibrated)", "CPU ms/request", "CPU ms/request under load",
                "model's s ms", downstream ? "downstream calls/request" : "db reads/request"));
        if (queries) {
            columns.add("queries/request");
        }
        columns.addAll(List.of("pool max in use", "pool max waiting", "connections opened in step"));
        return results.stepTable(columns, (stack, s) -> {
                    Double callMs = results.run(stack).map(StackRun::calibration).map(Calibration::unloadedCallMs).orElse(null);
                    Optional<DatabaseStep> db = Optional.ofNullable(s.database());
                    Optional<PoolSnapshot> pool = db.map(DatabaseStep::pool);
                    List<String> row = new ArrayList<>(List.of(s.calls() == null ? "-" : s.calls().toString(),
                            Fmt.fixed(db.map(DatabaseStep::unloadedCallMs).orElse(callMs), 1, "-")
                                    + db.map(DatabaseStep::unloadedRounds).filter(r -> !r.stable()).map(DatabaseFacts::unsettled).orElse(""),
                            Fmt.fixed(db.map(DatabaseStep::cpuMsPerRequest).orElse(null), 1, "-"),
                            db.map(DatabaseStep::cpuUnderLoad).map(DatabaseFacts::underLoad).orElse("-"),
                            Fmt.fixed(db.map(DatabaseStep::cpuUnderLoad).map(CpuUnderLoad::modelCpuMsPerRequest).orElse(null),
                                    2, "-"),
                            Fmt.fixed(db.map(downstream ? DatabaseStep::callsPerRequest : DatabaseStep::readsPerRequest)
                                    .orElse(null), 2, "-")));
                    if (queries) {
                        row.add(QueryFacts.perRequest(s));
                    }
                    row.addAll(List.of(pool.map(p -> Long.toString(p.maxInUse())).orElse("-"),
                            pool.map(p -> Long.toString(p.maxWaiting())).orElse("-"),
                            db.map(DatabaseStep::connectionsOpened).map(String::valueOf).orElse("-")));
                    return row;
                });
    }

    /** " (not settled: 31 % over the last 3 of 6 rounds)": t's rounds never agreed, so t is less certain than the others. */
    private static String unsettled(CallRounds r) {
        return " (not settled: " + Fmt.fixed(r.spreadPercent(), 0, "-") + " % over the last 3 of " + r.meanMs().size() + " rounds)";
    }

    /**
     * "2.31 (5 users, 3 rounds within 4 %)", "… not stable: 31 % over the last 3" when the rounds never agreed, or
     * "… too few to settle: 67 % over 2" when the load ended before three rounds could (an idle load is not run on).
     */
    static String underLoad(CpuUnderLoad c) {
        String spread = c.spreadPercent() == null ? "" : Fmt.fixed(c.spreadPercent(), 0, "-") + " %";
        int rounds = c.pathCpuMsPerRequest().size();
        String settling = c.stable() ? ", last 3 within " + spread
                : rounds < 3 ? "; too few to settle: " + spread + " over " + rounds : "; not stable: " + spread + " over the last 3";
        return Fmt.fixed(c.cpuMsPerRequest(), 2, "-") + " (" + c.users() + " users, " + rounds + " rounds" + settling + ")";
    }

    static final String TABLE_LEGEND = "db reads/request: reads (queries and getMores) the database itself counted during"
            + " the step (calls/request: calls the downstream service itself answered), divided by the requests sent. Pool gauges come from the driver's connection-pool listener inside"
            + " the service: the most connections checked out at once, the most requests waiting for one, and connections"
            + " opened during the step. t: unloaded requests (one user, one after another) after the warm-up, in rounds of 1 s"
            + " until the last three rounds' means agree within 15 % (at most 6), their median — the route's first, slower"
            + " requests do not count once later rounds agree; marked where they never did. CPU: what one of them cost the"
            + " service and the database or downstream process together (from /proc). Under load: the same CPU per request"
            + " measured again with a few users in rounds of 1 s (at most 5) until the last three agree within 15 %, which spreads"
            + " the JVMs' background work (JIT, collector) over hundreds of requests. The model's s: what its CPU station"
            + " takes (c cores shared, throughput at most c / s, the wait t − CPU): the CPU under load (the median of its last"
            + " three rounds, settled or not), plus the load generator's where it shares the services' cores; none where those"
            + " rounds kept less than half a core busy (the route is modelled by t alone).";
}
