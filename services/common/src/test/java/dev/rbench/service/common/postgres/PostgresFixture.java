package dev.rbench.service.common.postgres;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rbench.infra.postgres.EmbeddedPostgres;
import dev.rbench.infra.postgres.PostgresSeeder;
import dev.rbench.infra.postgres.PostgresServerInfo;
import dev.rbench.infra.records.RecordData;
import dev.rbench.protocol.ServiceProperty;
import dev.rbench.service.common.errors.ApiException;
import dev.rbench.service.common.records.RecordQuery;
import dev.rbench.service.common.records.RecordRow;
import dev.rbench.service.common.records.RecordSize;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.params.provider.Arguments;
import org.springframework.http.HttpStatus;
import org.springframework.mock.env.MockEnvironment;

/**
 * A real PostgreSQL (infra's {@link EmbeddedPostgres}), seeded with study 004's records, for the
 * record stores of both stacks; and a listener that accepts connections and never answers, for
 * timeouts. One per test class: start in {@code @BeforeAll}, {@link #close()} in {@code @AfterAll}.
 */
public final class PostgresFixture implements AutoCloseable {

    private final Path work;
    private final EmbeddedPostgres pg;
    private ServerSocket silent;
    private final List<Socket> held = new ArrayList<>();

    private PostgresFixture(Path work, EmbeddedPostgres pg) {
        this.work = work;
        this.pg = pg;
    }

    public static PostgresFixture start() throws Exception {
        Path work = Files.createTempDirectory("rbench-pg-test-");
        EmbeddedPostgres pg = EmbeddedPostgres.start(work, Duration.ofSeconds(90));
        try (Connection c = pg.connect()) {
            PostgresSeeder.seed(c);
            PostgresServerInfo.enableStatementCounter(c);
        } catch (SQLException | RuntimeException e) {
            pg.close();
            throw e;
        }
        return new PostgresFixture(work, pg);
    }

    /** The store's settings for this server, as the runner would pass them. */
    public PostgresSettings settings(int poolSize, int timeoutMs) {
        return PostgresSettings.from(new MockEnvironment()
                .withProperty(ServiceProperty.POSTGRES_URL, pg.url())
                .withProperty(ServiceProperty.POSTGRES_USER, pg.user())
                .withProperty(ServiceProperty.POSTGRES_PASSWORD, pg.password())
                .withProperty(ServiceProperty.POSTGRES_POOL_SIZE, Integer.toString(poolSize))
                .withProperty(ServiceProperty.POSTGRES_TIMEOUT_MS, Integer.toString(timeoutMs))
                .withProperty(ServiceProperty.POSTGRES_CONNECT_TIMEOUT_MS, Integer.toString(timeoutMs))
                .withProperty(ServiceProperty.POSTGRES_FETCH_SIZE, "50"));
    }

    /** Settings pointing at a listener that accepts connections and never says a word. */
    public synchronized PostgresSettings silentSettings(int timeoutMs) {
        if (silent == null) {
            try {
                silent = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            Thread.ofVirtual().start(() -> {
                while (!silent.isClosed()) {
                    try {
                        Socket s = silent.accept();
                        synchronized (held) {
                            held.add(s);
                        }
                    } catch (IOException e) {
                        return;
                    }
                }
            });
        }
        return PostgresSettings.from(new MockEnvironment()
                .withProperty(ServiceProperty.POSTGRES_URL, "postgresql://127.0.0.1:" + silent.getLocalPort() + "/postgres")
                .withProperty(ServiceProperty.POSTGRES_USER, "rbench")
                .withProperty(ServiceProperty.POSTGRES_PASSWORD, "nothing")
                .withProperty(ServiceProperty.POSTGRES_TIMEOUT_MS, Integer.toString(timeoutMs))
                .withProperty(ServiceProperty.POSTGRES_CONNECT_TIMEOUT_MS, Integer.toString(timeoutMs)));
    }

    public EmbeddedPostgres server() {
        return pg;
    }

    /** The database's own count of record rows handed out (exact: pg_stat_statements on PostgreSQL 17). */
    public long rowsRead() throws SQLException {
        try (Connection c = pg.connect()) {
            return PostgresServerInfo.read(c).recordRowsRead();
        }
    }

    /** What every store must return for the query: RecordData's records 1..count. */
    public static List<RecordRow> expected(RecordQuery query) {
        return IntStream.rangeClosed(1, query.count())
                .mapToObj(id -> new RecordRow(id, RecordData.payload(query.size().bytes(), id)))
                .toList();
    }

    /** Every size × count 1, 10, 1000 × SELECT or function. */
    public static Stream<Arguments> queries() {
        return Stream.of(RecordSize.values()).flatMap(size -> Stream.of(1, 10, RecordQuery.MAX_COUNT)
                .flatMap(count -> Stream.of(false, true).map(function ->
                        Arguments.of(new RecordQuery(size, count, function)))));
    }

    /** The call fails as the route's 503 "database timed out: …", and within {@code withinMs}. */
    public static void assertTimesOutAs503(ThrowingCallable call, long withinMs) {
        long start = System.nanoTime();
        assertThatThrownBy(call).isInstanceOfSatisfying(ApiException.class, e -> {
            assertThat(e.status()).isEqualTo(HttpStatus.SERVICE_UNAVAILABLE);
            assertThat(e.getMessage()).startsWith("database timed out: ");
        });
        assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(withinMs);
    }

    @Override
    public void close() throws IOException {
        try {
            if (silent != null) {
                silent.close();
                synchronized (held) {
                    for (Socket s : held) {
                        s.close();
                    }
                }
            }
        } finally {
            pg.close();
            try (Stream<Path> files = Files.walk(work)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }
}
