package dev.rbench.service.common.testing.cassandra;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.rbench.infra.cassandra.CassandraClients;
import dev.rbench.infra.cassandra.CassandraSeeder;
import dev.rbench.infra.cassandra.CassandraServerInfo;
import dev.rbench.service.common.testing.Json;
import dev.rbench.service.common.testing.ServiceHttpClient.Reply;
import dev.rbench.service.common.testing.ServiceTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * Study 001's route against a real Cassandra 5.0 node ({@link SharedCassandra}), one subclass per
 * stack: the body must be exactly the seeded rows, in the order Cassandra returns them, byte for
 * byte the same JSON on every stack (it is compared with one literal built here), and one request
 * must cost the node exactly the range reads the runner's verification expects. A subclass passes
 * {@link #PAGE_SIZE}, small enough that {@link SharedCassandra#ROWS} rows take several pages.
 */
@ExtendWith(SharedCassandra.class)
public abstract class CassandraRouteContract extends ServiceTest {
    public static final String PAGE_SIZE = "rbench.cassandra.page-size=300";
    private static final int PAGE = 300;
    private static CqlSession control;
    private static String expected;

    @DynamicPropertySource
    static void sharedCassandra(DynamicPropertyRegistry registry) {
        registry.add("rbench.cassandra.contact-point", SharedCassandra::contactPoint);
        registry.add("rbench.cassandra.local-datacenter", SharedCassandra::localDatacenter);
    }

    @BeforeAll
    static void expectedBody() {
        control = CassandraClients.control(SharedCassandra.contactPoint(), SharedCassandra.localDatacenter());
        // The seeded rows in Cassandra's own order (token order), written the way the services must write them.
        StringBuilder json = new StringBuilder("[");
        for (Row row : control.execute("SELECT id FROM rbench.items")) {
            int id = row.getInt(0);
            json.append(json.length() > 1 ? "," : "").append("{\"id\":").append(id)
                    .append(",\"name\":\"").append(CassandraSeeder.name(id))
                    .append("\",\"payload\":\"").append(CassandraSeeder.payload(id, SharedCassandra.ROW_BYTES)).append("\"}");
        }
        expected = json.append("]").toString();
    }

    @AfterAll
    static void closeControl() {
        if (control != null) {
            control.close();
            control = null;
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"/api/", "/api"})
    void answersEveryRowInCassandrasOrder(String path) {
        Reply reply = http.get(path);
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        assertThat(reply.contentType()).startsWith("application/json");
        assertThat(reply.body()).isEqualTo(expected);
    }

    @Test
    void holdsExactlyTheSeededRows() {
        List<Object> rows = Json.array(http.get("/api/").body());
        assertThat(rows).hasSize(SharedCassandra.ROWS);
        List<Integer> ids = new ArrayList<>();
        for (Object o : rows) {
            @SuppressWarnings("unchecked")
            Map<String, Object> item = (Map<String, Object>) o;
            assertThat(item).containsOnlyKeys("id", "name", "payload");
            ids.add((Integer) item.get("id"));
        }
        assertThat(ids).doesNotHaveDuplicates().allMatch(id -> id >= 1 && id <= SharedCassandra.ROWS);
    }

    @Test
    void oneRequestCostsTheRangeReadsTheRunnerExpects() {
        http.get("/api/"); // the session is up and its statements known
        CassandraServerInfo before = CassandraServerInfo.read(control);
        assertThat(http.get("/api/").status()).isEqualTo(200);
        CassandraServerInfo after = CassandraServerInfo.read(control);
        assertThat(after.scans() - before.scans()).isEqualTo(CassandraServerInfo.scansPerFullRead(SharedCassandra.ROWS, PAGE));
        assertThat(after.pointReads()).isEqualTo(before.pointReads());
    }

    @Test
    void infoShowsTheSettingsAndNoCredentials() {
        Map<String, Object> info = Json.object(http.get("/info").body());
        @SuppressWarnings("unchecked")
        Map<String, Object> cassandra = (Map<String, Object>) info.get("cassandra");
        assertThat(cassandra).containsEntry("contactPoint", SharedCassandra.contactPoint())
                .containsEntry("localDatacenter", "datacenter1").containsEntry("keyspace", "rbench")
                .containsEntry("pageSize", PAGE).containsEntry("connections", 1)
                .containsOnlyKeys("contactPoint", "localDatacenter", "keyspace", "timeoutMs", "pageSize", "connections");
    }
}
