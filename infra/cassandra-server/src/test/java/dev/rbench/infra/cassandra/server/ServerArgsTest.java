package dev.rbench.infra.cassandra.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class ServerArgsTest {

    @Test
    void readsEveryFlagAndDefaultsTheRest() {
        ServerArgs a = ServerArgs.parse(List.of("--work-dir", "/tmp/w", "--port-file", "/tmp/p", "--parent-pid", "42"));
        assertThat(a).isEqualTo(new ServerArgs(Path.of("/tmp/w"), "127.0.0.1", 0, 0, Path.of("/tmp/p"), 42L));
        assertThat(ServerArgs.parse(List.of("--work-dir", "w", "--native-port", "9042", "--storage-port", "7000")))
                .extracting(ServerArgs::nativePort, ServerArgs::storagePort).containsExactly(9042, 7000);
    }

    @Test
    void refusesWhatItCannotUse() {
        assertThatThrownBy(() -> ServerArgs.parse(List.of())).hasMessageContaining("--work-dir is required");
        assertThatThrownBy(() -> ServerArgs.parse(List.of("--work-dir", "w", "--native-port", "70000")))
                .hasMessageContaining("0 to 65535");
        assertThatThrownBy(() -> ServerArgs.parse(List.of("--work-dir", "w", "--jmx", "1"))).hasMessageContaining("unknown option --jmx");
        assertThatThrownBy(() -> ServerArgs.parse(List.of("--work-dir"))).hasMessageContaining("needs a value");
    }

    @Test
    void theYamlPutsEverythingUnderTheWorkFolderOnLoopback() {
        String yaml = CassandraYaml.render(Path.of("/tmp/w"), "127.0.0.1", 9142, 7100);
        assertThat(yaml).contains("native_transport_port: 9142", "storage_port: 7100", "seeds: \"127.0.0.1:7100\"",
                "listen_address: 127.0.0.1", "rpc_address: 127.0.0.1", "  - '/tmp/w/data'",
                "commitlog_directory: '/tmp/w/commitlog'", "saved_caches_directory: '/tmp/w/saved_caches'",
                "hints_directory: '/tmp/w/hints'", "endpoint_snitch: SimpleSnitch");
        assertThat(yaml).doesNotContain("jmx");
    }
}
