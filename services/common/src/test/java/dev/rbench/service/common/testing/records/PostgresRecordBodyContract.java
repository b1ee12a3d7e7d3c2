package dev.rbench.service.common.testing.records;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.service.common.postgres.PostgresFixture;
import dev.rbench.service.common.postgres.PostgresSettings;
import dev.rbench.service.common.records.RecordRoutes;
import dev.rbench.service.common.testing.ServiceHttpClient;
import dev.rbench.service.common.testing.ServiceHttpClient.Reply;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * {@code GET /records?store=postgres} over a real socket against a real PostgreSQL: JDBC + HikariCP
 * on blocking and virtual, R2DBC + r2dbc-pool on reactive. Every stack's body must equal the same
 * literal built from RecordData (the one the MongoDB contract uses), so JDBC and R2DBC — and the
 * SELECT and the PL/pgSQL function — answer identical bytes; and the database itself must count
 * exactly the records sent. A subclass is one stack.
 */
public abstract class PostgresRecordBodyContract {

    private static PostgresFixture postgres;

    @LocalServerPort
    protected int port;

    protected ServiceHttpClient http;

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
        registry.add(PostgresSettings.URL, () -> postgres().server().url());
        registry.add(PostgresSettings.USER, () -> postgres().server().user());
        registry.add(PostgresSettings.PASSWORD, () -> postgres().server().password());
        registry.add(PostgresSettings.POOL_SIZE, () -> "4");
    }

    @AfterAll
    static synchronized void stopPostgres() throws Exception {
        if (postgres != null) {
            postgres.close();
            postgres = null;
        }
    }

    @BeforeEach
    void client() {
        http = new ServiceHttpClient(port);
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

    private static String path(String size, int count, String via) {
        return RecordRoutes.RECORDS + "?store=postgres&size=" + size + "&count=" + count
                + (via == null || via.isEmpty() ? "" : "&via=" + via);
    }
}
