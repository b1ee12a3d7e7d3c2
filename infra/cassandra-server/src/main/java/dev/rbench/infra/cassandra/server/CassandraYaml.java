package dev.rbench.infra.cassandra.server;

import java.nio.file.Path;

/**
 * The cassandra.yaml of the embedded node: one node on loopback, every directory under the work
 * folder, no authentication, and small caches and memtables so that the node fits beside the
 * services on a small machine. Cassandra 5.0's names with units ({@code 64MiB}, {@code 10000ms}).
 */
final class CassandraYaml {

    /** SimpleSnitch's datacenter, which the driver must name as its local one. */
    static final String DATACENTER = "datacenter1";

    private CassandraYaml() {
    }

    static String render(Path workDir, String host, int nativePort, int storagePort) {
        String dir = workDir.toAbsolutePath().normalize().toString();
        return String.join("\n",
                "cluster_name: rbench",
                "num_tokens: 1",
                "initial_token: 0",
                "partitioner: org.apache.cassandra.dht.Murmur3Partitioner",
                "endpoint_snitch: SimpleSnitch",
                "authenticator: AllowAllAuthenticator",
                "authorizer: AllowAllAuthorizer",
                "data_file_directories:",
                "  - " + quoted(dir + "/data"),
                "commitlog_directory: " + quoted(dir + "/commitlog"),
                "saved_caches_directory: " + quoted(dir + "/saved_caches"),
                "hints_directory: " + quoted(dir + "/hints"),
                "cdc_raw_directory: " + quoted(dir + "/cdc_raw"),
                "commitlog_sync: periodic",
                "commitlog_sync_period: 10000ms",
                "commitlog_segment_size: 8MiB",
                "commitlog_total_space: 128MiB",
                "seed_provider:",
                "  - class_name: org.apache.cassandra.locator.SimpleSeedProvider",
                "    parameters:",
                "      - seeds: \"" + host + ":" + storagePort + "\"",
                "listen_address: " + host,
                "rpc_address: " + host,
                "storage_port: " + storagePort,
                "start_native_transport: true",
                "native_transport_port: " + nativePort,
                // Small: the data set is a few MB; the heap is what the launcher gives (-Xmx512M).
                "memtable_heap_space: 64MiB",
                "memtable_offheap_space: 64MiB",
                "key_cache_size: 16MiB",
                "counter_cache_size: 0MiB",
                "file_cache_size: 32MiB",
                "concurrent_reads: 16",
                "concurrent_writes: 16",
                "concurrent_counter_writes: 4",
                "concurrent_compactors: 1",
                "auto_snapshot: false",
                "snapshot_on_duplicate_row_detection: false",
                // A single node: nothing to wait for.
                "hinted_handoff_enabled: false",
                "dynamic_snitch: false",
                // A full-table SELECT of 10,000 rows is the experiment, not a mistake to time out.
                "read_request_timeout: 10000ms",
                "range_request_timeout: 20000ms",
                "request_timeout: 20000ms",
                "") ;
    }

    private static String quoted(String path) {
        return "'" + path.replace("'", "''") + "'";
    }
}
