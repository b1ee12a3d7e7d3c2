package dev.rbench.runner.backend;

import dev.rbench.infra.mongo.RedactedUri;
import dev.rbench.runner.settings.Case;
import dev.rbench.runner.settings.Checks;
import dev.rbench.runner.settings.Problems;
import dev.rbench.runner.settings.Setting;
import java.time.Duration;
import java.util.Optional;

/**
 * PostgreSQL (study 004): the embedded server unless {@code url} names a real one; each service's
 * pool (HikariCP for JDBC, r2dbc-pool for R2DBC); how far away it seems (the latency proxy).
 */
@Case(value = "postgres", doc = "PostgreSQL: embedded, or a real one by url")
public record PostgresBackend(
        @Setting(value = "", doc = "postgresql://[user:password@]host:port/db; empty = the embedded server"
                + " (also RBENCH_POSTGRES_URL, --pg-url)", secret = true, flag = "--pg-url", env = "RBENCH_POSTGRES_URL")
        String url,
        @Setting(value = "100", doc = "connections each service's JDBC or R2DBC pool may hold, e.g. 100", min = 1, max = 10_000,
                flag = "--pool")
        int poolSize,
        @Setting(value = "10s", doc = "a duration: pool wait, statement timeout and first row, e.g. 10s") Duration timeout,
        @Setting(value = "0ms", doc = "one-way delay the proxy adds between services and database, e.g. 20ms",
                flag = "--db-latency")
        Duration latency,
        @Setting(value = "0", doc = "bytes a second per connection through the proxy; 0 = not limited", min = 0)
        long bandwidth)
        implements StoreBackend {

    @Override
    public BackendSession start(BackendContext context) throws InterruptedException {
        return PostgresSession.start(this, context);
    }

    @Override
    public String address() {
        return url;
    }

    @Override
    public Optional<PostgresBackend> postgresStore() {
        return Optional.of(this);
    }

    @Override
    public void validate(Problems p) {
        p.check(url.isBlank() || url.matches("(jdbc:)?postgres(ql)?://[^/\\s?#]+(/[^/\\s?#]*)?"), "url",
                "must be postgresql://[user:password@]host[:port][/database] with no options (got '"
                        + RedactedUri.redact(url) + "')");
        Checks.positive(p, "timeout", timeout);
        Distance.validate(p, latency);
    }
}
