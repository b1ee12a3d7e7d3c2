package dev.rbench.infra.postgres;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.infra.process.ChildProcesses;
import dev.rbench.infra.records.RecordData;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A real PostgreSQL: started, seeded, counted exactly, stopped without leaving a process or a cluster. */
class EmbeddedPostgresIT {

    @TempDir
    static Path work;
    static EmbeddedPostgres pg;

    @BeforeAll
    static void start() throws Exception {
        pg = EmbeddedPostgres.start(work, Duration.ofSeconds(60));
        try (Connection c = pg.connect()) {
            PostgresSeeder.seed(c);
            assertThat(PostgresServerInfo.enableStatementCounter(c)).isTrue();
        }
    }

    @AfterAll
    static void stop() {
        if (pg != null) {
            pg.close();
        }
    }

    @Test
    void listensOnLoopbackWithThePasswordOnlyAndRunsUnprivileged() throws Exception {
        assertThat(pg.url()).startsWith("postgresql://127.0.0.1:");
        assertThat(pg.runsAs()).isNotEqualTo("root");
        try (Connection c = pg.connect(); Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SHOW listen_addresses")) {
            r.next();
            assertThat(r.getString(1)).isEqualTo("127.0.0.1");
        }
        try (Connection ignored = EmbeddedPostgres.connect(pg.jdbcUrl(), pg.user(), "wrong", 2)) {
            throw new AssertionError("a wrong password was accepted");
        } catch (SQLException expected) {
            assertThat(expected.getSQLState()).isEqualTo("28P01");
        }
    }

    @Test
    void seedsEveryRecordAndIsIdempotent() throws Exception {
        try (Connection c = pg.connect()) {
            PostgresSeeder.seed(c);
            for (var size : RecordData.SIZES.entrySet()) {
                try (Statement s = c.createStatement();
                     ResultSet r = s.executeQuery("SELECT id, payload FROM " + RecordData.table(size.getKey()) + " ORDER BY id")) {
                    int expected = 1;
                    while (r.next()) {
                        assertThat(r.getInt(1)).isEqualTo(expected);
                        assertThat(r.getString(2)).isEqualTo(RecordData.payload(size.getValue(), expected));
                        expected++;
                    }
                    assertThat(expected - 1).isEqualTo(RecordData.COUNT);
                }
            }
        }
    }

    @Test
    void theFunctionAndTheSelectAreCountedExactlyEvenWhenFetchedInPortions() throws Exception {
        try (Connection c = pg.connect()) {
            PostgresServerInfo info = PostgresServerInfo.read(c);
            long before = info.recordRowsRead();
            assertThat(info.counter()).isEqualTo(PostgresServerInfo.STATEMENTS);
            // RBENCH_PG_BIN may name a PostgreSQL 15 or older, whose counter is not exact with a fetch size.
            assertThat(info.exact()).isEqualTo(info.versionNum() >= 160000);
            List<Integer> ids = new ArrayList<>();
            c.setAutoCommit(false);
            for (int n : new int[] {1, 10, 1000}) {
                for (String sql : new String[] {"SELECT id, payload FROM records_10kb ORDER BY id LIMIT ?",
                        "SELECT * FROM records_stream('10kb', ?)"}) {
                    try (PreparedStatement p = c.prepareStatement(sql)) {
                        p.setFetchSize(7);
                        p.setInt(1, n);
                        try (ResultSet r = p.executeQuery()) {
                            while (r.next()) {
                                ids.add(r.getInt(1));
                            }
                        }
                    }
                }
            }
            c.commit();
            c.setAutoCommit(true);
            assertThat(ids).hasSize(2 * (1 + 10 + 1000));
            if (info.exact()) {
                assertThat(PostgresServerInfo.read(c).recordRowsRead() - before).isEqualTo(2 * (1 + 10 + 1000));
            }
        }
    }

    @Test
    void theFunctionRejectsAnUnknownSize() throws Exception {
        try (Connection c = pg.connect(); Statement s = c.createStatement()) {
            s.executeQuery("SELECT * FROM records_stream('2kb', 1)");
            throw new AssertionError("no error");
        } catch (SQLException e) {
            assertThat(e.getSQLState()).isEqualTo("22023");
        }
    }

    @Test
    void closeStopsTheServerAndDeletesTheCluster(@TempDir Path other) throws Exception {
        EmbeddedPostgres second = EmbeddedPostgres.start(other, Duration.ofSeconds(60));
        long pid = second.pid();
        List<ProcessHandle> backends = ProcessHandle.of(pid).orElseThrow().descendants().toList();
        assertThat(backends).isNotEmpty();
        second.close();
        assertThat(ProcessHandle.of(pid)).isEmpty();
        assertThat(backends).noneMatch(ProcessHandle::isAlive);
        assertThat(Files.exists(second.clusterDir())).isFalse();
        assertThat(ChildProcesses.live()).noneMatch(p -> p.pid() == pid);
        second.close();
    }
}
