package dev.rbench.runner.backend;

import static dev.rbench.results.Figures.round;

import dev.rbench.results.QueryCounts;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * A database's own totals per statement (or kind of operation) at one moment, as {@link BackendSession#queries()} read
 * them; two readings around a step give what the step ran.
 *
 * @param counter what counted them, said in results.json ("pg_stat_statements")
 * @param totals  by a key that names one statement across readings (pg_stat_statements' queryid; an opcounter's name)
 */
public record QuerySnapshot(String counter, Map<String, Total> totals) {

    public QuerySnapshot {
        totals = Map.copyOf(totals);
    }

    /**
     * One statement's totals since the server started.
     *
     * @param rows the rows it returned or changed in all; null where the counter keeps none
     */
    public record Total(String statement, long calls, Long rows) {
    }

    /**
     * What ran between {@code before} and this reading, over {@code requests} requests sent: every statement called,
     * most calls first. A total lower than before (the counters were reset in between) counts from zero: what it
     * counted since the reset.
     */
    public QueryCounts since(QuerySnapshot before, long requests) {
        List<QueryCounts.StatementCalls> called = new ArrayList<>();
        long all = 0;
        for (Map.Entry<String, Total> entry : totals.entrySet()) {
            Total now = entry.getValue();
            Total then = before.totals.get(entry.getKey());
            boolean reset = then != null && now.calls() < then.calls();
            long calls = then == null || reset ? now.calls() : now.calls() - then.calls();
            if (calls <= 0) {
                continue;
            }
            all += calls;
            Long rows = now.rows() == null ? null
                    : then == null || reset || then.rows() == null ? now.rows() : now.rows() - then.rows();
            called.add(new QueryCounts.StatementCalls(now.statement(), calls, perRequest(calls, requests),
                    rows == null ? null : round((double) rows / calls), rows == null ? null : perRequest(rows, requests)));
        }
        called.sort(Comparator.comparingLong(QueryCounts.StatementCalls::calls).reversed()
                .thenComparing(QueryCounts.StatementCalls::statement));
        return new QueryCounts(counter, all, perRequest(all, requests), called, null);
    }

    private static Double perRequest(long count, long requests) {
        return requests <= 0 ? null : round((double) count / requests);
    }
}
