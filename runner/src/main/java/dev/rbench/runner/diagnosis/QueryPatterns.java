package dev.rbench.runner.diagnosis;

import static java.lang.String.format;

import dev.rbench.results.QueryCounts;
import dev.rbench.results.QueryCounts.StatementCalls;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The "why" rule of a step's queries, from what the database itself counted ({@code steps[].database.queries}): an
 * N+1 pattern — a request that runs one statement and then another once for each row the first returned, so its
 * queries grow with the data. A statement is named, on average over the step's requests, when
 *
 * <ol>
 *   <li><b>once per row</b> — it was called at least {@value #PER_ROW_MIN_CALLS} times a request and as many times as
 *       another statement returned rows a request, within {@value #ROWS_MATCH}: each row of that parent query cost one
 *       more query (needs a counter that keeps rows: pg_stat_statements);</li>
 *   <li><b>many calls</b> — otherwise, it was called at least {@value #MANY_CALLS} times a request. A route that
 *       reads what it needs in a handful of statements runs each once or twice; five calls of the same statement is
 *       a loop in the code, whether or not the rows that drive it can be seen (on MongoDB the opcounters count only
 *       kinds of operation, so this is the rule there).</li>
 * </ol>
 *
 * The statement with the most calls a request that fits is named: the first rule before the second.
 */
public final class QueryPatterns {

    /** Calls a request below which a statement matching a parent's rows is a coincidence of small numbers (one row). */
    static final double PER_ROW_MIN_CALLS = 2.0;
    /** A statement's calls and its parent's rows, a request each, this close (as a fraction of the rows): once per row. */
    static final double ROWS_MATCH = 0.10;
    /** Calls a request of one statement from which it is named without a parent: a loop, not a handful of reads. */
    static final double MANY_CALLS = 5.0;
    /** The longest statement text an evidence quotes. */
    static final int QUOTED_CHARS = 100;

    private QueryPatterns() {
    }

    /** The evidence of an N+1 pattern among the step's statements; empty where none fits either rule. */
    public static Optional<String> nPlusOne(QueryCounts queries) {
        List<StatementCalls> byCalls = queries.statements().stream().filter(s -> s.callsPerRequest() != null)
                .sorted(Comparator.comparingDouble(StatementCalls::callsPerRequest).reversed()).toList();
        for (StatementCalls child : byCalls) {
            if (child.callsPerRequest() < PER_ROW_MIN_CALLS) {
                break;
            }
            Optional<StatementCalls> parent = byCalls.stream().filter(p -> p != child && p.rowsPerRequest() != null
                    && p.rowsPerRequest() >= PER_ROW_MIN_CALLS
                    && Math.abs(child.callsPerRequest() - p.rowsPerRequest()) <= ROWS_MATCH * p.rowsPerRequest()).findFirst();
            if (parent.isPresent()) {
                return Optional.of(format(Locale.ROOT, "%s called %.1f times a request, once per row of %s (%.1f rows a request):"
                                + " one query per row, so it grows with the data", quote(child), child.callsPerRequest(),
                        quote(parent.get()), parent.get().rowsPerRequest()));
            }
        }
        return byCalls.stream().filter(s -> s.callsPerRequest() >= MANY_CALLS).findFirst()
                .map(s -> format(Locale.ROOT, "%s called %.1f times a request (%.0f or more: a query in a loop)", quote(s),
                        s.callsPerRequest(), MANY_CALLS));
    }

    /** "`select … where id = $1`", cut to {@value #QUOTED_CHARS} characters, on one line. */
    static String quote(StatementCalls s) {
        String text = s.statement().replaceAll("\\s+", " ").strip();
        return "`" + (text.length() <= QUOTED_CHARS ? text : text.substring(0, QUOTED_CHARS - 1) + "…") + "`";
    }
}
