package dev.rbench.infra.cassandra;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CassandraInfraTest {

    @Test
    void contactPointsAreHostAndPort() {
        assertThat(CassandraClients.address("127.0.0.1:9042")).isEqualTo(new InetSocketAddress("127.0.0.1", 9042));
        assertThat(CassandraClients.address("[::1]:9042").getPort()).isEqualTo(9042);
        assertThatThrownBy(() -> CassandraClients.address("localhost")).hasMessageContaining("not host:port");
        assertThatThrownBy(() -> CassandraClients.address("localhost:")).hasMessageContaining("not host:port");
        assertThatThrownBy(() -> CassandraClients.address("localhost:0")).hasMessageContaining("no port");
    }

    @Test
    void aFullReadCostsOneRangeReadPerPagePlusTheEmptyLastOneWhenThePagesAreFull() {
        assertThat(CassandraServerInfo.scansPerFullRead(10_000, 5000)).isEqualTo(3);
        assertThat(CassandraServerInfo.scansPerFullRead(10_000, 3000)).isEqualTo(4);
        assertThat(CassandraServerInfo.scansPerFullRead(0, 5000)).isEqualTo(1);
        assertThatThrownBy(() -> CassandraServerInfo.scansPerFullRead(1, 0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void seededRowsAreDeterministic() {
        assertThat(CassandraSeeder.payload(7, 100)).hasSize(100).isEqualTo(CassandraSeeder.payload(7, 100))
                .isNotEqualTo(CassandraSeeder.payload(8, 100)).matches("[A-Za-z0-9]*");
        assertThat(CassandraSeeder.name(7)).isEqualTo("item-7");
    }

    @Test
    void aJdksMajorVersionComesFromItsReleaseFile(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("release"), "IMPLEMENTOR=\"x\"\nJAVA_VERSION=\"17.0.15\"\n");
        assertThat(EmbeddedCassandra.majorVersion(dir)).isEqualTo("17");
        Files.writeString(dir.resolve("release"), "JAVA_VERSION=\"1.8.0_402\"\n");
        assertThat(EmbeddedCassandra.majorVersion(dir)).isEqualTo("8");
        Files.delete(dir.resolve("release"));
        assertThat(EmbeddedCassandra.majorVersion(dir)).isNull();
    }
}
