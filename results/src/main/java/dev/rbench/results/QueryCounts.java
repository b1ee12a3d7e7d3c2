package dev.rbench.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * The queries the database itself counted during a step ({@code steps[].database.queries}), per request sent: on
 * PostgreSQL pg_stat_statements' calls of each top-level statement the services ran (normalized, {@code $1} for each
 * constant), on MongoDB the server's serverStatus {@code opcounters} by kind of operation. The runner's own readings are
 * left out.
 *
 * @param counter           what counted, e.g. "pg_stat_statements" or "serverStatus opcounters of mongo-java-server"
 * @param queries           every counted call during the step, all statements together
 * @param queriesPerRequest {@code queries} over the requests sent (null when none was sent)
 * @param statements        the statements called most, most calls first (at most {@value #TOP}; {@code statements}
 *                          with no call in the step are absent)
 * @param nPlusOne          where a statement's calls per request name an N+1 pattern, the runner's evidence for it (see
 *                          the runner's QueryPatterns); null where none did
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record QueryCounts(String counter, long queries, Double queriesPerRequest, List<StatementCalls> statements,
                          String nPlusOne) {

    /** How many statements results.json keeps per step. */
    public static final int TOP = 10;

    public QueryCounts {
        statements = statements == null ? List.of() : List.copyOf(statements);
    }

    /** The same counts with the runner's N+1 evidence (null for none). */
    public QueryCounts withNPlusOne(String evidence) {
        return new QueryCounts(counter, queries, queriesPerRequest, statements, evidence);
    }

    /** Only the {@value #TOP} statements called most. */
    public QueryCounts top() {
        return statements.size() <= TOP ? this
                : new QueryCounts(counter, queries, queriesPerRequest, statements.subList(0, TOP), nPlusOne);
    }

    /**
     * One statement (or kind of operation) during a step.
     *
     * @param statement       its normalized text ("select … where id = $1"), or the kind of operation ("query")
     * @param calls           its calls during the step
     * @param callsPerRequest {@code calls} over the requests sent (null when none was sent)
     * @param rowsPerCall     the rows it returned or changed, a call on average (null where the counter keeps none)
     * @param rowsPerRequest  the same, a request on average (null where the counter keeps none or nothing was sent)
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record StatementCalls(String statement, long calls, Double callsPerRequest, Double rowsPerCall,
                                 Double rowsPerRequest) {
    }
}
