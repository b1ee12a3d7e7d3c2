package dev.rbench.runner.backend;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.rbench.infra.cassandra.CassandraClients;
import dev.rbench.infra.cassandra.CassandraSeeder;
import dev.rbench.infra.cassandra.CassandraServerInfo;
import dev.rbench.infra.cassandra.EmbeddedCassandra;
import dev.rbench.protocol.ServiceProperty;
import dev.rbench.results.BackendInfo;
import dev.rbench.runner.failure.ServiceException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Cassandra for a run (study 001): the embedded Apache Cassandra 5.0 (its own JVM on a JDK 17, data
 * in the run's logs folder) unless the scenario names a node with {@code cassandra.contactPoint};
 * seeded with {@code rbench.items}. Its count of served reads is the node's own (coordinator range
 * reads of the table, from {@code system_views}); one request of the route costs
 * {@link #readsPerCall()} of them, one per page.
 */
record CassandraSession(CassandraBackend data, EmbeddedCassandra embedded, String contactPoint, CqlSession control,
                        CassandraServerInfo server) implements BackendSession {

    /** Cassandra takes ~10 s to start on an idle machine, several times that on a busy one. */
    static final Duration MIN_READY_TIMEOUT = Duration.ofMinutes(3);

    static CassandraSession start(CassandraBackend data, BackendContext context) throws InterruptedException {
        Path runDir = context.runDir();
        Duration readyTimeout = context.readyTimeout();
        EmbeddedCassandra embedded = null;
        CqlSession control = null;
        try {
            String contactPoint = data.contactPoint();
            if (data.embedded()) {
                Duration ready = readyTimeout.compareTo(MIN_READY_TIMEOUT) > 0 ? readyTimeout : MIN_READY_TIMEOUT;
                embedded = EmbeddedCassandra.start(EmbeddedCassandra.defaultJar(), runDir.resolve("logs"), ready);
                contactPoint = embedded.contactPoint();
            }
            CassandraSeeder.seed(contactPoint, data.localDatacenter(), data.rows(), data.rowBytes());
            control = CassandraClients.control(contactPoint, data.localDatacenter());
            return new CassandraSession(data, embedded, contactPoint, control, CassandraServerInfo.read(control));
        } catch (RuntimeException e) {
            if (control != null) {
                control.close();
            }
            if (embedded != null) {
                embedded.close();
            }
            throw new ServiceException("cannot prepare Cassandra " + data.where()
                    + ": " + e.getMessage());
        }
    }

    @Override
    public List<String> serviceArgs(StoreOverrides stack) {
        // The MongoDB access way and batch size mean nothing here: one driver, one query.
        return List.of(
                ServiceProperty.arg(ServiceProperty.CASSANDRA_LOCAL_DATACENTER, data.localDatacenter()),
                ServiceProperty.arg(ServiceProperty.CASSANDRA_KEYSPACE, CassandraSeeder.KEYSPACE),
                ServiceProperty.arg(ServiceProperty.CASSANDRA_TIMEOUT_MS, data.timeout().toMillis()),
                ServiceProperty.arg(ServiceProperty.CASSANDRA_PAGE_SIZE, data.pageSize()),
                ServiceProperty.arg(ServiceProperty.CASSANDRA_CONNECTIONS, data.connections()));
    }

    @Override
    public Map<String, String> serviceEnv() {
        // Spring's relaxed binding reads it as rbench.cassandra.contact-point. Credentials, if any,
        // reach the services as RBENCH_CASSANDRA_USERNAME / _PASSWORD from rbench's own environment.
        return Map.of(ServiceProperty.env(ServiceProperty.CASSANDRA_CONTACT_POINT), contactPoint);
    }

    @Override
    public BackendInfo describe() {
        return BackendSession.database(server.kind(), server.version(), data.embedded(), contactPoint,
                        "Apache Cassandra run embedded (CassandraDaemon, one node, its own JVM on Java 17, -Xmx512m)")
                .seeded(BackendInfo.Seeded.rows(CassandraSeeder.KEYSPACE + "." + CassandraSeeder.TABLE, data.rows(),
                        data.rowBytes()))
                .localDatacenter(data.localDatacenter()).pageSize(data.pageSize()).timeoutMs((double) data.timeout().toMillis())
                .readsPerRequest(readsPerCall())
                .readsCounted("coordinator range reads of the table (system_views.coordinator_scan_latency), one per page").build();
    }

    @Override
    public Optional<Long> served() {
        return Optional.of(CassandraServerInfo.read(control).reads());
    }

    /** One request reads the whole table: a range read per page, plus an empty last page when they are full. */
    @Override
    public long readsPerCall() {
        return CassandraServerInfo.scansPerFullRead(data.rows(), data.pageSize());
    }

    @Override
    public OptionalLong pid() {
        return embedded == null ? OptionalLong.empty() : OptionalLong.of(embedded.pid());
    }

    /** The route only reads: the seeded rows stay as they were. */
    @Override
    public void reseed() {
    }

    @Override
    public void close() {
        try {
            control.close();
        } finally {
            if (embedded != null) {
                embedded.close();
            }
        }
    }
}
