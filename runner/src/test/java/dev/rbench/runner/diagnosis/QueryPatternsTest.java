package dev.rbench.runner.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.results.QueryCounts;
import dev.rbench.results.QueryCounts.StatementCalls;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The N+1 rule: once per row of a parent statement, or many calls of one statement a request. */
class QueryPatternsTest {

    private static final String ORDERS = "select id, item, quantity from orders where customer_id = $1 order by id";
    private static final String LINES = "select line, product, price_cents from order_lines where order_id = $1 order by line";

    private static QueryCounts counts(StatementCalls... statements) {
        return new QueryCounts("pg_stat_statements", 0, null, List.of(statements), null);
    }

    /** A statement of {@code callsPerRequest} calls and {@code rowsPerRequest} rows a request. */
    private static StatementCalls statement(String text, double callsPerRequest, double rowsPerRequest) {
        return new StatementCalls(text, (long) (callsPerRequest * 100), callsPerRequest, rowsPerRequest / callsPerRequest,
                rowsPerRequest);
    }

    @Test
    void aStatementCalledOncePerRowOfAnotherIsNamedWithItsParent() {
        QueryCounts q = counts(statement(LINES, 20, 60), statement(ORDERS, 1, 20));

        assertThat(QueryPatterns.nPlusOne(q)).hasValue("`" + LINES + "` called 20.0 times a request, once per row of `"
                + ORDERS + "` (20.0 rows a request): one query per row, so it grows with the data");
    }

    @Test
    void onePerRowIsNamedBelowTheManyCallsThresholdToo() {
        // A customer with 3 orders: 3 queries of lines a request, one per order row.
        QueryCounts q = counts(statement(ORDERS, 1, 3), statement(LINES, 3, 9));

        assertThat(QueryPatterns.nPlusOne(q)).hasValueSatisfying(e -> assertThat(e).contains("called 3.0 times a request, once per row"));
    }

    @Test
    void rowsWithinTenPercentMatchAndFurtherOffDoNot() {
        assertThat(QueryPatterns.nPlusOne(counts(statement(ORDERS, 1, 20), statement(LINES, 18.5, 40)))).isPresent();
        assertThat(QueryPatterns.nPlusOne(counts(statement(ORDERS, 1, 20), statement(LINES, 4, 12)))).isEmpty();
    }

    @Test
    void fiveCallsOfOneStatementARequestAreNamedWithoutAParent() {
        QueryCounts q = counts(statement(LINES, 6, 6), statement("select 1", 1, 1));

        assertThat(QueryPatterns.nPlusOne(q)).hasValue("`" + LINES + "` called 6.0 times a request (5 or more: a query in a loop)");
    }

    @Test
    void opcountersWithoutRowsAreJudgedByTheirCallsAlone() {
        StatementCalls finds = new StatementCalls("query (find, aggregate)", 2100, 21.0, null, null);

        assertThat(QueryPatterns.nPlusOne(counts(finds))).hasValueSatisfying(e -> assertThat(e)
                .startsWith("`query (find, aggregate)` called 21.0 times a request"));
        assertThat(QueryPatterns.nPlusOne(counts(new StatementCalls("query (find, aggregate)", 200, 2.0, null, null)))).isEmpty();
    }

    @Test
    void aHandfulOfStatementsOnceARequestIsNoNPlusOne() {
        // The sample app's order route: one statement, one row; a transaction's statements around it.
        QueryCounts q = counts(statement("select id, item, quantity from orders where id = $1", 1, 1),
                statement("BEGIN", 1, 0.0001), statement("COMMIT", 1, 0.0001));

        assertThat(QueryPatterns.nPlusOne(q)).isEmpty();
        // One statement twice a request reading one row each: no parent returned two rows.
        assertThat(QueryPatterns.nPlusOne(counts(statement(ORDERS, 2, 2)))).isEmpty();
    }

    @Test
    void aLongStatementIsQuotedOnOneLineAndCut() {
        String longer = "select " + "a_column, ".repeat(20) + "\n  last from t where id = $1";
        StatementCalls s = new StatementCalls(longer, 600, 6.0, 1.0, 6.0);

        String quoted = QueryPatterns.quote(s);
        assertThat(quoted).hasSize(QueryPatterns.QUOTED_CHARS + 2).endsWith("…`").doesNotContain("\n");
    }
}
