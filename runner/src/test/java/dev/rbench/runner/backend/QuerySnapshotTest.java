package dev.rbench.runner.backend;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.results.QueryCounts;
import dev.rbench.results.QueryCounts.StatementCalls;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The arithmetic of a step's statements: totals after less totals before, over the requests sent. */
class QuerySnapshotTest {

    private static final String ORDER = "select id, item from orders where id = $1";
    private static final String LINES = "select line from order_lines where order_id = $1";

    private static QuerySnapshot snapshot(Map<String, QuerySnapshot.Total> totals) {
        return new QuerySnapshot("pg_stat_statements", totals);
    }

    @Test
    void eachStatementsCallsAndRowsDuringTheStepOverTheRequestsMostCalledFirst() {
        QuerySnapshot before = snapshot(Map.of(
                "1", new QuerySnapshot.Total(ORDER, 500, 10_000L),
                "2", new QuerySnapshot.Total(LINES, 30_000, 90_000L),
                "3", new QuerySnapshot.Total("select 1 from warmup", 7, 7L)));
        QuerySnapshot after = snapshot(Map.of(
                "1", new QuerySnapshot.Total(ORDER, 600, 12_000L),
                "2", new QuerySnapshot.Total(LINES, 32_000, 96_000L),
                "3", new QuerySnapshot.Total("select 1 from warmup", 7, 7L)));

        QueryCounts counts = after.since(before, 100);

        assertThat(counts.counter()).isEqualTo("pg_stat_statements");
        assertThat(counts.queries()).isEqualTo(2_100);
        assertThat(counts.queriesPerRequest()).isEqualTo(21.0);
        // A statement not called during the step is not listed.
        assertThat(counts.statements()).containsExactly(
                new StatementCalls(LINES, 2_000, 20.0, 3.0, 60.0),
                new StatementCalls(ORDER, 100, 1.0, 20.0, 20.0));
    }

    @Test
    void aStatementFirstSeenDuringTheStepCountsFromZero() {
        QuerySnapshot after = snapshot(Map.of("9", new QuerySnapshot.Total(ORDER, 30, 30L)));

        QueryCounts counts = after.since(snapshot(Map.of()), 20);

        assertThat(counts.statements()).containsExactly(new StatementCalls(ORDER, 30, 1.5, 1.0, 1.5));
    }

    @Test
    void countersResetInBetweenCountWhatTheyCountedSinceAndNoRequestsGiveNoRates() {
        QuerySnapshot before = snapshot(Map.of("1", new QuerySnapshot.Total(ORDER, 5_000, 5_000L)));
        QuerySnapshot after = snapshot(Map.of("1", new QuerySnapshot.Total(ORDER, 40, 40L)));

        QueryCounts counts = after.since(before, 0);

        assertThat(counts.queries()).isEqualTo(40);
        assertThat(counts.queriesPerRequest()).isNull();
        assertThat(counts.statements()).containsExactly(new StatementCalls(ORDER, 40, null, 1.0, null));
    }

    @Test
    void aCounterWithoutRowsLeavesThemOut() {
        QuerySnapshot before = new QuerySnapshot("serverStatus opcounters of mongo-java-server",
                Map.of("query", new QuerySnapshot.Total("query (find, aggregate)", 10, null)));
        QuerySnapshot after = new QuerySnapshot("serverStatus opcounters of mongo-java-server",
                Map.of("query", new QuerySnapshot.Total("query (find, aggregate)", 70, null)));

        assertThat(after.since(before, 10).statements())
                .containsExactly(new StatementCalls("query (find, aggregate)", 60, 6.0, null, null));
    }

    @Test
    void resultsKeepTheTenMostCalled() {
        java.util.Map<String, QuerySnapshot.Total> totals = new java.util.HashMap<>();
        for (int i = 1; i <= 12; i++) {
            totals.put(Integer.toString(i), new QuerySnapshot.Total("select " + i, i, (long) i));
        }
        QueryCounts counts = snapshot(totals).since(snapshot(Map.of()), 1).top();

        assertThat(counts.statements()).hasSize(QueryCounts.TOP);
        assertThat(counts.statements().getFirst().statement()).isEqualTo("select 12");
        assertThat(counts.queries()).isEqualTo(78);
    }
}
