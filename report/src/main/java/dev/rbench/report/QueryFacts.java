package dev.rbench.report;

import dev.rbench.results.QueryCounts;
import dev.rbench.results.StepRecord;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The queries each step's requests made, as the database itself counted them ({@code steps[].database.queries}: on
 * PostgreSQL pg_stat_statements per statement, on MongoDB the server's opcounters per kind of operation), and the N+1
 * pattern the runner named among them. Absent from results written before the runner counted them.
 */
final class QueryFacts {

    /** How many statements a step's line quotes. */
    static final int QUOTED = 3;

    static final String HEAD = "Queries a request, as the database itself counted them during each step (the statements"
            + " called most; N+1 first where the runner named one):";

    static final String LEGEND = "queries/request: every statement the database counted during the step (PostgreSQL:"
            + " pg_stat_statements' calls of each top-level statement, constants as $1; MongoDB: its serverStatus"
            + " opcounters — query counts each find or aggregate on any collection, getmore, and insert, update and delete"
            + " their documents or statements; not command, where readings and heartbeats land), divided by the requests"
            + " sent; the runner's own readings are left out (db reads/request counts only the reads of our own routes, so a"
            + " user's app shows - there). N+1: a statement called at least twice a request and as many"
            + " times as another statement returned rows a request (within 10 %) — one query per row, growing with the"
            + " data — or any statement called 5 or more times a request.";

    private QueryFacts() {
    }

    static boolean present(Results results) {
        return results.anyStep(s -> queries(s) != null);
    }

    static QueryCounts queries(StepRecord step) {
        return step.database() == null ? null : step.database().queries();
    }

    /** The table's cell: queries a request, or "-". */
    static String perRequest(StepRecord step) {
        QueryCounts q = queries(step);
        return Fmt.fixed(q == null ? null : q.queriesPerRequest(), 2, "-");
    }

    /** One line per step that counted queries, N+1 first, then the statements called most. */
    static List<String> lines(Results results) {
        return results.stepLines((stack, step) -> {
            QueryCounts q = queries(step);
            if (q == null || !step.ran()) {
                return null;
            }
            String statements = q.statements().stream().limit(QUOTED).map(QueryFacts::statement)
                    .collect(Collectors.joining("; "));
            return (q.nPlusOne() == null ? "" : "N+1 — " + q.nPlusOne() + ". ")
                    + Fmt.fixed(q.queriesPerRequest(), 2, "-") + " queries a request (" + q.counter() + ")"
                    + (statements.isEmpty() ? "" : ": " + statements);
        });
    }

    /** "1.00 × `select … where id = $1` (1.0 rows each)". */
    private static String statement(QueryCounts.StatementCalls s) {
        String text = s.statement().replaceAll("\\s+", " ").strip();
        return Fmt.fixed(s.callsPerRequest(), 2, "-") + " × `" + text + "`"
                + (s.rowsPerCall() == null ? "" : " (" + Fmt.fixed(s.rowsPerCall(), 1, "-") + " rows each)");
    }
}
