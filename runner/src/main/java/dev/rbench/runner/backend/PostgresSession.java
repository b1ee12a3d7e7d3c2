package dev.rbench.runner.backend;

import dev.rbench.infra.postgres.EmbeddedPostgres;
import dev.rbench.infra.postgres.PostgresSeeder;
import dev.rbench.infra.postgres.PostgresServerInfo;
import dev.rbench.infra.postgres.StatementCounters;
import dev.rbench.infra.proxy.LatencyProxy;
import dev.rbench.infra.records.RecordData;
import dev.rbench.protocol.ServiceProperty;
import dev.rbench.results.BackendInfo;
import dev.rbench.runner.failure.ServiceException;
import dev.rbench.runner.fault.FaultTarget;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * PostgreSQL for a run (study 004's record streams): the embedded server (a real PostgreSQL, see
 * infra's {@link EmbeddedPostgres}) unless the scenario gives {@code postgres.url}; seeded with the
 * records tables and the {@code records_stream} function; optionally behind the latency proxy.
 * Credentials reach the services only through their environment ({@code RBENCH_POSTGRES_USER},
 * {@code RBENCH_POSTGRES_PASSWORD}); the URL they get carries none.
 *
 * <p>{@link #served()} is the number of records the database handed out to SELECTs of the records
 * tables and to {@code records_stream} (pg_stat_statements' rows; see {@link PostgresServerInfo}):
 * one request for {@code count} records adds exactly {@code count}. It is read over one kept control
 * connection, so a reading costs one short query. On a server where that count is not exact (no
 * pg_stat_statements, or PostgreSQL before 16) it is empty, and verification by counts is skipped.
 */
record PostgresSession(PostgresBackend data, EmbeddedPostgres embedded, LatencyProxy proxy, Target direct,
                       String serviceUrl, PostgresServerInfo server, ControlConnection control) implements BackendSession {

    @Override
    public Optional<FaultTarget> faultTarget() {
        return Optional.ofNullable(proxy).map(FaultTarget::proxy);
    }


    static final String USER_ENV = ServiceProperty.env(ServiceProperty.POSTGRES_USER);
    static final String PASSWORD_ENV = ServiceProperty.env(ServiceProperty.POSTGRES_PASSWORD);
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);

    /**
     * Where a PostgreSQL is: {@code host:port/database} and the credentials, apart.
     *
     * @param url {@code postgresql://host:port/db}, never with credentials
     */
    record Target(String url, String user, String password) {

        String jdbcUrl() {
            return "jdbc:" + url;
        }

        /**
         * From {@code [jdbc:]postgres[ql]://[user[:password]@]host[:port][/db]}; user and password
         * missing from it come from the environment ({@value #USER_ENV}, {@value #PASSWORD_ENV}).
         */
        static Target parse(String raw, Map<String, String> env) {
            String text = raw.trim().replaceFirst("^jdbc:", "").replaceFirst("^postgres(ql)?://", "");
            int slash = text.indexOf('/');
            String authority = slash < 0 ? text : text.substring(0, slash);
            String db = slash < 0 || slash == text.length() - 1 ? "postgres" : text.substring(slash + 1);
            int at = authority.lastIndexOf('@');
            String user = env.getOrDefault(USER_ENV, "postgres");
            String password = env.getOrDefault(PASSWORD_ENV, "");
            if (at >= 0) {
                String info = authority.substring(0, at);
                int colon = info.indexOf(':');
                user = decode(colon < 0 ? info : info.substring(0, colon));
                if (colon >= 0) {
                    password = decode(info.substring(colon + 1));
                }
                authority = authority.substring(at + 1);
            }
            if (!authority.matches(".*:\\d+") || authority.endsWith("]")) {
                authority = authority + ":5432";
            }
            return new Target("postgresql://" + authority + "/" + db, user, password);
        }

        private static String decode(String s) {
            return URLDecoder.decode(s.replace("+", "%2B"), StandardCharsets.UTF_8);
        }

        String host() {
            String authority = url.substring("postgresql://".length(), url.lastIndexOf('/'));
            return authority.substring(0, authority.lastIndexOf(':')).replaceAll("^\\[|]$", "");
        }

        int port() {
            String authority = url.substring("postgresql://".length(), url.lastIndexOf('/'));
            return Integer.parseInt(authority.substring(authority.lastIndexOf(':') + 1));
        }

        Target via(int proxyPort) {
            return new Target("postgresql://127.0.0.1:" + proxyPort + url.substring(url.lastIndexOf('/')), user, password);
        }
    }

    static PostgresSession start(PostgresBackend data, BackendContext context) throws InterruptedException {
        Path runDir = context.runDir();
        EmbeddedPostgres embedded = null;
        LatencyProxy proxy = null;
        Connection control = null;
        try {
            Target direct;
            if (data.embedded()) {
                embedded = EmbeddedPostgres.start(runDir.resolve("logs"), context.readyTimeout());
                direct = new Target(embedded.url(), embedded.user(), embedded.password());
            } else {
                direct = Target.parse(data.url(), System.getenv());
            }
            Target forServices = direct;
            if (data.proxied()) {
                proxy = LatencyProxy.start(direct.host(), direct.port(), data.latency(), data.bandwidth());
                forServices = direct.via(proxy.port());
            }
            control = connect(direct);
            PostgresSeeder.seed(control);
            PostgresServerInfo.enableStatementCounter(control);
            PostgresServerInfo server = PostgresServerInfo.read(control);
            return new PostgresSession(data, embedded, proxy, direct, forServices.url(), server,
                    new ControlConnection(direct, control));
        } catch (SQLException | RuntimeException e) {
            closeQuietly(control);
            if (proxy != null) {
                proxy.close();
            }
            if (embedded != null) {
                embedded.close();
            }
            if (e instanceof ServiceException se) {
                throw se;
            }
            throw new ServiceException("cannot prepare PostgreSQL at "
                    + data.where() + ": " + e.getMessage());
        }
    }

    private static Connection connect(Target target) throws SQLException {
        return EmbeddedPostgres.connect(target.jdbcUrl(), target.user(), target.password(), (int) CONNECT_TIMEOUT.toSeconds());
    }

    @Override
    public List<String> serviceArgs(StoreOverrides stack) {
        long timeoutMs = data.timeout().toMillis();
        return List.of(
                ServiceProperty.arg(ServiceProperty.POSTGRES_POOL_SIZE, data.poolSize()),
                ServiceProperty.arg(ServiceProperty.POSTGRES_TIMEOUT_MS, timeoutMs),
                ServiceProperty.arg(ServiceProperty.POSTGRES_CONNECT_TIMEOUT_MS, Math.min(timeoutMs, CONNECT_TIMEOUT.toMillis())));
    }

    @Override
    public Map<String, String> serviceEnv() {
        // Spring's relaxed binding reads RBENCH_POSTGRES_URL as rbench.postgres.url, and so on.
        return Map.of(ServiceProperty.env(ServiceProperty.POSTGRES_URL), serviceUrl, USER_ENV, direct.user(), PASSWORD_ENV, direct.password());
    }

    @Override
    public BackendInfo describe() {
        BackendInfo.Builder info = BackendSession.database(server.kind(), server.version(), embedded != null, data.addressRedacted(),
                "a real PostgreSQL made for a throw-away benchmark database: fsync, synchronous_commit"
                        + " and full_page_writes are off (a crash loses the data; it is seeded anew each run)");
        if (embedded != null) {
            info.binaries(embedded.binaries().source()).runsAs(embedded.runsAs()).settings(EmbeddedPostgres.SETTINGS);
        }
        info.counter(server.counter()).counterExact(server.exact());
        if (proxy != null) {
            info.proxy(MongoSession.proxyFacts(data.latency(), data.bandwidth()));
        }
        List<BackendInfo.RecordTable> tables = new ArrayList<>();
        RecordData.SIZES.forEach((label, bytes) -> tables.add(new BackendInfo.RecordTable(RecordData.table(label),
                RecordData.COUNT, bytes)));
        return info.seeded(BackendInfo.Seeded.records(tables,
                PostgresSeeder.FUNCTION + "(size text, n int): PL/pgSQL, RETURN NEXT per row")).build();
    }

    /** Records handed out so far, by pg_stat_statements; empty where that count is not exact. */
    @Override
    public synchronized Optional<Long> served() {
        if (!server.exact()) {
            return Optional.empty();
        }
        try {
            return Optional.of(PostgresServerInfo.read(control.get()).recordRowsRead());
        } catch (SQLException first) {
            // The kept connection may have been dropped (server restart, idle timeout): once more, anew.
            control.drop();
            try {
                return Optional.of(PostgresServerInfo.read(control.get()).recordRowsRead());
            } catch (SQLException e) {
                throw new ServiceException("cannot read PostgreSQL's row counter: " + e.getMessage());
            }
        }
    }

    /**
     * pg_stat_statements' calls and rows per top-level statement of this database (see infra's
     * {@link StatementCounters}); empty on a server without it.
     */
    @Override
    public synchronized Optional<QuerySnapshot> queries() {
        if (!PostgresServerInfo.STATEMENTS.equals(server.counter())) {
            return Optional.empty();
        }
        try {
            return Optional.of(statements(StatementCounters.read(control.get())));
        } catch (SQLException first) {
            control.drop();
            try {
                return Optional.of(statements(StatementCounters.read(control.get())));
            } catch (SQLException e) {
                throw new ServiceException("cannot read pg_stat_statements: " + e.getMessage());
            }
        }
    }

    private static QuerySnapshot statements(Map<Long, StatementCounters.Counted> counted) {
        Map<String, QuerySnapshot.Total> totals = new java.util.HashMap<>();
        counted.forEach((id, c) -> totals.put(Long.toString(id), new QuerySnapshot.Total(c.query(), c.calls(), c.rows())));
        return new QuerySnapshot(PostgresServerInfo.STATEMENTS, totals);
    }

    @Override
    public OptionalLong pid() {
        return embedded == null ? OptionalLong.empty() : OptionalLong.of(embedded.pid());
    }

    /** The records are only read; seeding again checks them and rewrites a table only if it changed. */
    @Override
    public synchronized void reseed() {
        try {
            PostgresSeeder.seed(control.get());
        } catch (SQLException e) {
            throw new ServiceException("cannot reseed PostgreSQL: " + e.getMessage());
        }
    }

    @Override
    public synchronized void close() {
        control.drop();
        if (proxy != null) {
            proxy.close();
        }
        if (embedded != null) {
            embedded.close();
        }
    }

    /**
     * The runner's one kept connection, for counting and seeding, opened again after it was dropped;
     * used under the session's lock.
     */
    static final class ControlConnection {

        private final Target target;
        private Connection connection;

        ControlConnection(Target target, Connection connection) {
            this.target = target;
            this.connection = connection;
        }

        Connection get() throws SQLException {
            if (connection == null) {
                connection = connect(target);
            }
            return connection;
        }

        /** Closes it, quietly; the next {@link #get()} opens a new one. */
        void drop() {
            closeQuietly(connection);
            connection = null;
        }
    }

    private static void closeQuietly(Connection c) {
        if (c != null) {
            try {
                c.close();
            } catch (SQLException e) {
                // Closing anyway.
            }
        }
    }
}
