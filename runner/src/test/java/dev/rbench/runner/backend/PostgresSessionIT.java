package dev.rbench.runner.backend;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.infra.postgres.EmbeddedPostgres;
import dev.rbench.results.BackendInfo;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.ScenarioYaml;
import dev.rbench.runner.service.DownstreamService;
import dev.rbench.runner.service.RbenchHome;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The embedded PostgreSQL as a run gets it: seeded, described, counted exactly and fast, gone after close. */
class PostgresSessionIT {

    @Test
    void startsSeedsCountsTheRecordsHandedOutAndStops(@TempDir Path runDir) throws Exception {
        Scenario scenario = ScenarioYaml.read("database: postgres\npostgres:\n  poolSize: 12\n  timeout: 4s\n", "s.yaml").build();
        long pid;
        try (BackendSession session = scenario.backend().start(DownstreamService.backendContext(new RbenchHome(runDir), scenario, runDir))) {
            pid = session.pid().orElseThrow();
            BackendInfo d = session.describe();
            assertThat(d).extracting(BackendInfo::kind, BackendInfo::embedded, BackendInfo::counter, BackendInfo::counterExact)
                    .containsExactly("postgresql", true, "pg_stat_statements", true);
            assertThat(d.note()).contains("fsync");
            assertThat(session.serviceArgs(dev.rbench.runner.stack.Stacks.get("blocking"))).containsExactly("--rbench.postgres.pool-size=12",
                    "--rbench.postgres.timeout-ms=4000", "--rbench.postgres.connect-timeout-ms=4000");
            Map<String, String> env = session.serviceEnv();
            assertThat(env.get("RBENCH_POSTGRES_URL")).matches("postgresql://127\\.0\\.0\\.1:\\d+/postgres");
            assertThat(env).containsKeys("RBENCH_POSTGRES_USER", "RBENCH_POSTGRES_PASSWORD");
            assertThat(d.toString()).doesNotContain(env.get("RBENCH_POSTGRES_PASSWORD"));

            long before = session.served().orElseThrow();
            QuerySnapshot queriesBefore = session.queries().orElseThrow();
            // As a service would: a SELECT of 100 and the function for 7, each fetched in portions.
            try (Connection c = EmbeddedPostgres.connect("jdbc:" + env.get("RBENCH_POSTGRES_URL"),
                    env.get("RBENCH_POSTGRES_USER"), env.get("RBENCH_POSTGRES_PASSWORD"), 5)) {
                // What a driver sends as a connection opens: a session's settings, not a request's queries.
                try (var s = c.createStatement()) {
                    s.execute("SET application_name = 'a service'");
                    s.execute("SHOW work_mem");
                }
                c.setAutoCommit(false);
                read(c, "SELECT id, payload FROM records_100kb ORDER BY id LIMIT ?", 100);
                read(c, "SELECT * FROM records_stream('1kb', ?)", 7);
                c.commit();
            }
            long start = System.nanoTime();
            long after = session.served().orElseThrow();
            long tookMs = (System.nanoTime() - start) / 1_000_000;
            assertThat(after - before).isEqualTo(107);
            assertThat(tookMs).isLessThan(500);
            // Per statement, the service's two SELECTs once each with their rows (the driver's parameter is $1, the literal
            // the extension replaced after it $2); the runner's own readings between left out.
            dev.rbench.results.QueryCounts queries = session.queries().orElseThrow().since(queriesBefore, 1);
            assertThat(queries.statements()).filteredOn(q -> q.statement().startsWith("SELECT"))
                    .extracting(q -> q.statement(), q -> q.calls(), q -> q.rowsPerCall())
                    .containsExactlyInAnyOrder(
                            org.assertj.core.groups.Tuple.tuple("SELECT id, payload FROM records_100kb ORDER BY id LIMIT $1", 1L, 100.0),
                            org.assertj.core.groups.Tuple.tuple("SELECT * FROM records_stream($2, $1)", 1L, 7.0));
            assertThat(queries.statements()).noneSatisfy(q -> assertThat(q.statement()).containsAnyOf("pg_stat", "current_setting"));
            assertThat(queries.statements()).noneSatisfy(q -> assertThat(q.statement()).startsWithIgnoringCase("SET"));
            assertThat(queries.statements()).noneSatisfy(q -> assertThat(q.statement()).startsWithIgnoringCase("SHOW"));
            session.reseed();
            assertThat(session.served().orElseThrow()).isEqualTo(after + 3); // reseed's check reads one row per table
        }
        assertThat(ProcessHandle.of(pid)).isEmpty();
    }

    private static void read(Connection c, String sql, int n) throws Exception {
        try (PreparedStatement p = c.prepareStatement(sql)) {
            p.setFetchSize(10);
            p.setInt(1, n);
            int rows = 0;
            try (ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    rows++;
                }
            }
            assertThat(rows).isEqualTo(n);
        }
    }
}
