package dev.rbench.runner.backend;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.ResultSet;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import dev.rbench.infra.cassandra.CassandraClients;
import dev.rbench.infra.cassandra.CassandraSeeder;
import dev.rbench.infra.cassandra.CassandraServerInfo;
import dev.rbench.infra.cassandra.EmbeddedCassandra;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The exec jar as the runner uses it, on one node started once for the class (~10 s, ~1 GB):
 * started through EmbeddedCassandra, filled by CassandraSeeder, counted by CassandraServerInfo.
 */
@Timeout(180)
class EmbeddedCassandraIT {

    static final Duration READY = Duration.ofSeconds(120);
    static final int ROWS = 2_500;
    static final int BYTES = 100;

    @TempDir
    static Path work;
    static EmbeddedCassandra node;

    @BeforeAll
    static void start() throws InterruptedException {
        node = EmbeddedCassandra.start(EmbeddedCassandra.defaultJar(), work, READY);
        CassandraSeeder.seed(node.contactPoint(), node.localDatacenter(), ROWS, BYTES);
    }

    @AfterAll
    static void stop() {
        if (node != null) {
            node.close();
            assertThat(node.isAlive()).isFalse();
        }
    }

    @Test
    void saysWhatItIs() {
        CassandraServerInfo info = CassandraServerInfo.read(node.contactPoint(), node.localDatacenter());
        assertThat(info.kind()).isEqualTo("cassandra");
        assertThat(info.version()).isEqualTo("5.0.9");
        assertThat(node.contactPoint()).isEqualTo("127.0.0.1:" + node.port());
        assertThat(node.localDatacenter()).isEqualTo("datacenter1");
    }

    @Test
    void seedsExactlyTheRowsAndSeedingAgainChangesNothing() {
        CassandraSeeder.seed(node.contactPoint(), node.localDatacenter(), ROWS, BYTES);
        try (CqlSession s = CassandraClients.control(node.contactPoint(), node.localDatacenter())) {
            Set<Integer> ids = new HashSet<>();
            for (Row r : s.execute("SELECT id, name, payload FROM rbench.items")) {
                int id = r.getInt("id");
                ids.add(id);
                assertThat(r.getString("name")).isEqualTo(CassandraSeeder.name(id));
                assertThat(r.getString("payload")).hasSize(BYTES).isEqualTo(CassandraSeeder.payload(id, BYTES));
            }
            assertThat(ids).hasSize(ROWS).contains(1, ROWS);
        }
    }

    /** What the runner's verification relies on: one range read per page the driver fetches. */
    @Test
    void aFullScanCountsOneRangeReadPerPage() {
        try (CqlSession s = CassandraClients.control(node.contactPoint(), node.localDatacenter())) {
            for (int pageSize : new int[] {5000, 1000, 2500, 700}) {
                CassandraServerInfo before = CassandraServerInfo.read(s);
                ResultSet rs = s.execute(SimpleStatement.newInstance("SELECT id, name, payload FROM rbench.items").setPageSize(pageSize));
                int rows = 0;
                for (Row ignored : rs) {
                    rows++;
                }
                CassandraServerInfo after = CassandraServerInfo.read(s);
                assertThat(rows).isEqualTo(ROWS);
                assertThat(after.scans() - before.scans()).as("range reads at page size %d", pageSize)
                        .isEqualTo(CassandraServerInfo.scansPerFullRead(ROWS, pageSize));
                assertThat(after.pointReads()).isEqualTo(before.pointReads());
            }
        }
    }
}
