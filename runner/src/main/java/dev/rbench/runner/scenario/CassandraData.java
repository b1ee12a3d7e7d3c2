package dev.rbench.runner.scenario;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a scenario says about Cassandra (study 001), used when {@code database: cassandra}: where (a
 * node's {@code host:port}, or the embedded node when empty), what is seeded, and how the services
 * read it. Credentials never appear here: RBENCH_CASSANDRA_USERNAME / _PASSWORD in the environment.
 *
 * @param contactPoint    a real node's {@code host:port}; empty = the embedded Cassandra 5.0
 * @param localDatacenter the datacenter the drivers route to (the embedded node's is datacenter1)
 * @param rows            rows seeded in {@code rbench.items}; the study's 10,000
 * @param rowBytes        bytes of each row's payload
 * @param timeout         the services' request timeout (each page) and wait for a session
 * @param pageSize        rows per page of the full-table SELECT; the driver's default 5000
 * @param connections     connections each service keeps to the node (the driver's pool local size)
 */
public record CassandraData(String contactPoint, String localDatacenter, int rows, int rowBytes, Duration timeout,
                            int pageSize, int connections) {

    public boolean embedded() {
        return contactPoint.isBlank();
    }

    void validate(List<String> p) {
        if (!contactPoint.isBlank() && !contactPoint.matches("\\[?[A-Za-z0-9._:-]+]?:\\d{1,5}")) {
            p.add("cassandra.contactPoint: '" + contactPoint + "' is not host:port, e.g. 127.0.0.1:9042");
        }
        if (!localDatacenter.matches("[A-Za-z0-9_.-]{1,64}")) {
            p.add("cassandra.localDatacenter: '" + localDatacenter + "' must be 1 to 64 letters, digits, '_', '.' or '-'");
        }
        DataSettings.range(p, "cassandra.rows", rows, 0, 10_000_000);
        DataSettings.range(p, "cassandra.rowBytes", rowBytes, 0, 1024 * 1024);
        DataSettings.range(p, "cassandra.pageSize", pageSize, 1, 1_000_000);
        DataSettings.range(p, "cassandra.connections", connections, 1, 1_000);
        if (timeout.isZero() || timeout.isNegative() || timeout.compareTo(Duration.ofMinutes(10)) > 0) {
            p.add("cassandra.timeout: must be positive and at most 10m, e.g. 10s");
        }
    }

    Map<String, Object> toMap() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("cassandra.contactPoint", contactPoint);
        m.put("cassandra.localDatacenter", localDatacenter);
        m.put("cassandra.rows", rows);
        m.put("cassandra.rowBytes", rowBytes);
        m.put("cassandra.timeout", Durations.format(timeout));
        m.put("cassandra.pageSize", pageSize);
        m.put("cassandra.connections", connections);
        return m;
    }
}
