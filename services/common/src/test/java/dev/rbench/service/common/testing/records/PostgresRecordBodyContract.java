package dev.rbench.service.common.testing.records;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.protocol.ServiceProperty;
import dev.rbench.service.common.Routes;
import dev.rbench.service.common.postgres.PostgresFixture;
import dev.rbench.service.common.records.RecordRoutes;
import dev.rbench.service.common.testing.Json;
import dev.rbench.service.common.testing.ServiceHttpClient.Reply;
import dev.rbench.service.common.testing.ServiceTest;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * {@code GET /records?store=postgres} over a real socket against a real PostgreSQL: JDBC + HikariCP
 * on blocking and virtual, R2DBC + r2dbc-pool or JDBC on boundedElastic on reactive. Every stack's
 * body must equal the same literal built from RecordData (the one the MongoDB contract uses), so
 * JDBC and R2DBC — and the SELECT and the PL/pgSQL function — answer identical bytes; the database
 * itself must count exactly the records sent; a client that stops reading must hold the read open
 * (the service does not read the rest into memory); and /info must name the driver. A subclass is
 * one stack and driver.
 */
public abstract class PostgresRecordBodyContract extends ServiceTest {

    private static PostgresFixture postgres;

    /** One server per test class, started when the context first asks for its address. */
    static synchronized PostgresFixture postgres() {
        if (postgres == null) {
            try {
                postgres = PostgresFixture.start();
            } catch (Exception e) {
                throw new IllegalStateException("cannot start the embedded PostgreSQL", e);
            }
        }
        return postgres;
    }

    @DynamicPropertySource
    static void postgresProperties(DynamicPropertyRegistry registry) {
        registry.add(ServiceProperty.POSTGRES_URL, () -> postgres().server().url());
        registry.add(ServiceProperty.POSTGRES_USER, () -> postgres().server().user());
        registry.add(ServiceProperty.POSTGRES_PASSWORD, () -> postgres().server().password());
        registry.add(ServiceProperty.POSTGRES_POOL_SIZE, () -> "4");
    }

    @AfterAll
    static synchronized void stopPostgres() throws Exception {
        if (postgres != null) {
            postgres.close();
            postgres = null;
        }
    }

    /** The driver this stack reads with, as /info must report it: jdbc or r2dbc. */
    protected abstract String driver();

    /** /pool?store=postgres reads the stack's own pool (HikariCP's MXBean or r2dbc-pool's metrics). */
    @Test
    void thePostgresPoolsGaugesAreServedBesideMongos() throws Exception {
        assertThat(http.get(path("1kb", 10, "")).status()).isEqualTo(200);
        Map<String, Object> pool = Json.object(http.get("/pool?store=postgres").body());
        assertThat(pool).containsEntry("maxSize", 4).containsEntry("inUse", 0).containsEntry("waiting", 0);
        assertThat(((Number) pool.get("opened")).intValue()).as("the connection the request used is kept open").isBetween(1, 4);
        assertThat(((Number) pool.get("maxInUse")).intValue()).isBetween(0, 4);
        assertThat(Json.object(http.get("/pool").body())).as("without MongoDB, /pool is PostgreSQL's").containsEntry("maxSize", 4);
        assertThat(http.send("POST", "/pool/reset", "").status()).isEqualTo(204);
        assertThat(Json.object(onSidePort("GET", "/pool?store=postgres").body())).as("the same on the side port")
                .containsEntry("maxSize", 4);
    }

    @ParameterizedTest(name = "{0} x {1} {2}")
    @CsvSource({"1kb, 1, ''", "1kb, 1000, ''", "10kb, 100, ''", "100kb, 10, ''",
            "1kb, 100, function", "10kb, 1000, function", "100kb, 10, function"})
    void theBodyIsRecordDatasRecordsByteForByte(String size, int count, String via) {
        Reply reply = http.get(path(size, count, via));
        assertThat(reply.status()).as(reply.body().length() > 300 ? reply.body().substring(0, 300) : reply.body())
                .isEqualTo(200);
        assertThat(reply.body()).isEqualTo(RecordRouteContract.expectedJson(size, count));
    }

    @Test
    void ndjsonIsTheSameRecordsOneALine() {
        Reply reply = http.getAccepting(path("10kb", 10, "function"), RecordRoutes.NDJSON);
        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.contentType()).startsWith(RecordRoutes.NDJSON);
        assertThat(reply.body()).isEqualTo(RecordRouteContract.expectedNdjson("10kb", 10));
    }

    @Test
    void theDatabaseCountsExactlyTheRecordsSent() throws Exception {
        long before = postgres().rowsRead();
        assertThat(http.get(path("1kb", 250, "")).status()).isEqualTo(200);
        assertThat(http.get(path("1kb", 30, "function")).status()).isEqualTo(200);
        assertThat(postgres().rowsRead() - before).isEqualTo(280);
    }

    @Test
    void infoNamesTheDriverInUse() {
        Map<String, Object> info = Json.object(http.get(Routes.INFO).body());
        assertThat(info.get("postgres")).asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.MAP)
                .containsEntry("driver", driver())
                .containsEntry("poolSize", 4)
                .doesNotContainKeys("url", "user", "password");
    }

    /**
     * 1,000 records of 100 KB are 100 MB: a service that read them into memory as fast as the database
     * gives them would be done within the wait. With backpressure the read is still open (its
     * transaction or portal) while the client reads nothing, and ends once the client goes away.
     */
    @Test
    void aClientThatStopsReadingHoldsTheReadOpenAndItsLeavingEndsIt() throws Exception {
        try (Socket client = new Socket(InetAddress.getLoopbackAddress(), port)) {
            client.getOutputStream().write(("GET " + path("100kb", 1000, "") + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            InputStream in = client.getInputStream();
            assertThat(new String(in.readNBytes(12), StandardCharsets.US_ASCII)).isEqualTo("HTTP/1.1 200");
            for (int i = 0; i < 30; i++) {
                Thread.sleep(100);
                assertThat(openReads()).as("reads still open after %d ms of a client reading nothing", i * 100).isEqualTo(1);
            }
        }
        long deadline = System.nanoTime() + 20_000_000_000L;
        while (openReads() > 0 && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        assertThat(openReads()).as("reads open 20 s after the client left").isZero();
        // The connection went back to the pool in a usable state.
        assertThat(http.get(path("1kb", 3, "")).status()).isEqualTo(200);
    }

    /** The service's reads of the 100 KB table that have not ended (a transaction or a portal still open). */
    private static long openReads() throws SQLException {
        try (Connection c = postgres().server().connect(); Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT count(*) FROM pg_stat_activity WHERE application_name = 'rbench-service'"
                     + " AND state <> 'idle' AND query LIKE '%records_100kb%'")) {
            r.next();
            return r.getLong(1);
        }
    }

    private static String path(String size, int count, String via) {
        return RecordRoutes.RECORDS + "?store=postgres&size=" + size + "&count=" + count
                + (via == null || via.isEmpty() ? "" : "&via=" + via);
    }
}
