package dev.rbench.runner.backend;

import dev.rbench.runner.settings.Case;
import dev.rbench.runner.settings.Problems;
import dev.rbench.runner.settings.Setting;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Cassandra (study 001): the embedded Apache Cassandra 5.0.9 (run on a JDK 17) unless
 * {@code contactPoint} names a real node; what is seeded and how the services read it. Credentials
 * never appear here: RBENCH_CASSANDRA_USERNAME / _PASSWORD in the environment. No latency proxy:
 * the driver connects to the address the node announces, past a proxy.
 */
@Case(value = "cassandra", doc = "Apache Cassandra: embedded 5.0.9, or a real node by contactPoint")
public record CassandraBackend(
        @Setting(value = "", doc = "a node's host:port; empty = the embedded Cassandra (also RBENCH_CASSANDRA_CONTACT_POINT)",
                flag = "--cassandra-contact-point", env = "RBENCH_CASSANDRA_CONTACT_POINT")
        String contactPoint,
        @Setting(value = "datacenter1", doc = "the datacenter the drivers route to, e.g. datacenter1") String localDatacenter,
        @Setting(value = "10000", doc = "rows seeded in rbench.items, e.g. 10000", min = 0, max = 10_000_000) int rows,
        @Setting(value = "100", doc = "bytes of each row's payload, e.g. 100", min = 0, max = 1024 * 1024) int rowBytes,
        @Setting(value = "10s", doc = "the services' request timeout, e.g. 10s") Duration timeout,
        @Setting(value = "5000", doc = "rows per page of the full-table read, e.g. 5000", min = 1, max = 1_000_000) int pageSize,
        @Setting(value = "1", doc = "connections each service keeps to the node, e.g. 1", min = 1, max = 1_000) int connections)
        implements Backend {

    @Override
    public BackendSession start(BackendContext context) throws InterruptedException {
        return CassandraSession.start(this, context);
    }

    /** No pool wait to model: the driver multiplexes every request on its connection(s). */
    @Override
    public OptionalInt modelPool() {
        return OptionalInt.empty();
    }

    public boolean embedded() {
        return contactPoint.isBlank();
    }

    @Override
    public Optional<String> whyNoRoutes() {
        return Optional.of("the Cassandra route is one full-table read per request; leave routes unset");
    }

    @Override
    public String where() {
        return Backend.where(embedded(), contactPoint);
    }

    @Override
    public void validate(Problems p) {
        p.check(contactPoint.isBlank() || contactPoint.matches("\\[?[A-Za-z0-9._:-]+]?:\\d{1,5}"), "contactPoint",
                "'" + contactPoint + "' is not host:port, e.g. 127.0.0.1:9042");
        p.check(localDatacenter.matches("[A-Za-z0-9_.-]{1,64}"), "localDatacenter",
                "'" + localDatacenter + "' must be 1 to 64 letters, digits, '_', '.' or '-'");
        p.check(!timeout.isZero() && !timeout.isNegative() && timeout.compareTo(Duration.ofMinutes(10)) <= 0, "timeout",
                "must be positive and at most 10m, e.g. 10s");
    }
}
