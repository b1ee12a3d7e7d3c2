package dev.rbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.ObjectNode;

/** A database run's report names the server, shows the pool table, and leaves out what does not apply. */
class DatabaseReportTest {

    private static ObjectNode databaseRun() {
        ObjectNode root = Fixtures.seedDelay();
        ObjectNode scenario = (ObjectNode) root.get("scenario");
        scenario.put("workload", "burst");
        Fixtures.settings(root).put("path", "/documents/1").put("workload", "burst").put("mongo.poolSize", 100);
        scenario.putArray("rates").add(100).add(200);
        ObjectNode db = root.putObject("database");
        db.put("kind", "mongo-java-server");
        db.put("version", "1.47.0");
        db.put("where", "embedded on 127.0.0.1");
        db.putObject("proxy").put("oneWayLatencyMs", 500.0).put("bytesPerSecondPerConnection", 0);
        ObjectNode step = (ObjectNode) root.get("runs").get(0).get("steps").get(0);
        step.put("calls", 1);
        ObjectNode stepDb = step.putObject("database");
        stepDb.put("readsPerRequest", 1.0);
        stepDb.put("unloadedCallMs", 1026.5);
        stepDb.put("connectionsOpened", 3);
        stepDb.putObject("pool").put("maxInUse", 100).put("maxWaiting", 42);
        return root;
    }

    @Test
    void theReportNamesTheServerAndShowsThePool() {
        String html = Fixtures.html(databaseRun());
        assertThat(html).contains("mongo-java-server 1.47.0", "500 ms each way", "Database and connection pool",
                "database-steps-table", "calling the database");
        String md = Fixtures.summary(databaseRun());
        assertThat(md).contains("Database: server: mongo-java-server 1.47.0").containsPattern("\\| blocking \\| +1 \\| +1 \\| +1026.5 \\|.*\\| +100 \\| +42 \\| +3 \\|");
    }

    @Test
    void aCalibratedTimeWhoseRoundsNeverAgreedIsMarkedAndOneThatSettledIsNot() {
        ObjectNode root = databaseRun();
        ObjectNode stepDb = (ObjectNode) root.get("runs").get(0).get("steps").get(0).get("database");
        ObjectNode rounds = stepDb.putObject("unloadedRounds").put("roundSeconds", 1.0).put("spreadPercent", 31.4)
                .put("stableWithinPercent", 15.0).put("stable", false);
        rounds.putArray("meanMs").add(2.1).add(1.0).add(1.3).add(1.0).add(1.3).add(1.0);
        assertThat(Fixtures.summary(root)).contains("1026.5 (not settled: 31 % over the last 3 of 6 rounds)");
        rounds.put("stable", true);
        assertThat(Fixtures.summary(root)).contains("1026.5").doesNotContain("not settled");
    }

    @Test
    void aBurstOnADatabaseRouteHasNoDelayAndNoOfferedRatesInItsHeadline() {
        String headline = Headline.workload(Fixtures.view(databaseRun()));
        assertThat(headline).contains("path /documents/1", "database pool 100")
                .doesNotContain("delay", "offered rates", "max connections");
    }

    @Test
    void theQueriesARequestAndTheNPlusOneTheRunnerNamedAreShownUnderTheTable() {
        ObjectNode root = databaseRun();
        ObjectNode queries = ((ObjectNode) root.get("runs").get(0).get("steps").get(0).get("database")).putObject("queries")
                .put("counter", "pg_stat_statements").put("queries", 2100).put("queriesPerRequest", 21.0)
                .put("nPlusOne", "`select line from order_lines where order_id = $1` called 20.0 times a request, once per row of"
                        + " `select id from orders where customer_id = $1` (20.0 rows a request)");
        queries.putArray("statements")
                .add(Fixtures.MAPPER.createObjectNode().put("statement", "select line from order_lines where order_id = $1")
                        .put("calls", 2000).put("callsPerRequest", 20.0).put("rowsPerCall", 3.0).put("rowsPerRequest", 60.0))
                .add(Fixtures.MAPPER.createObjectNode().put("statement", "select id from orders where customer_id = $1")
                        .put("calls", 100).put("callsPerRequest", 1.0).put("rowsPerCall", 20.0).put("rowsPerRequest", 20.0));

        String md = Fixtures.summary(root);
        assertThat(md).contains("| queries/request |").containsPattern("\\| blocking \\| +1 \\|.*\\| +21.00 \\| +100 \\| +42 \\| +3 \\|")
                .contains("- blocking, 1 users: N+1 — `select line from order_lines where order_id = $1` called 20.0 times a request,"
                        + " once per row of `select id from orders where customer_id = $1` (20.0 rows a request). 21.00 queries a request"
                        + " (pg_stat_statements): 20.00 × `select line from order_lines where order_id = $1` (3.0 rows each);"
                        + " 1.00 × `select id from orders where customer_id = $1` (20.0 rows each)")
                .contains(QueryFacts.LEGEND);
        assertThat(Fixtures.html(root)).contains("database-steps-list", "N+1 — ");
    }

    @Test
    void aFileWithoutQueriesHasNeitherTheColumnNorTheLines() {
        String md = Fixtures.summary(databaseRun());
        assertThat(md).doesNotContain("queries/request", "queries a request", QueryFacts.HEAD);
    }

    @Test
    void aDownstreamRunSaysSo() {
        ObjectNode root = databaseRun();
        root.remove("database");
        root.putObject("downstream").put("kind", "rbench-downstream").put("clientPoolSize", 500);
        assertThat(Fixtures.html(root)).contains("<h2>Downstream service</h2>", "calling a downstream service");
    }
}
