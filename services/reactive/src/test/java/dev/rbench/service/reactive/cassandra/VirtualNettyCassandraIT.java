package dev.rbench.service.reactive.cassandra;

import static dev.rbench.service.common.testing.cassandra.CassandraRouteContract.PAGE_SIZE;
import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.protocol.ServiceInfo.HandlerThreadCounts;
import dev.rbench.service.common.testing.cassandra.CassandraRouteContract;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** Study 001's route on virtual-netty: the sync session on a virtual thread under WebFlux, against the shared embedded node. */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = {"rbench.threads=virtual", PAGE_SIZE})
class VirtualNettyCassandraIT extends CassandraRouteContract {

    @Test
    void theSyncSessionIsReadOnAVirtualThread() {
        HandlerThreadCounts before = info().handlerThreads();
        assertThat(http.get("/api/").status()).isEqualTo(200);
        assertThat(info().handlerThreads().since(before)).isEqualTo(new HandlerThreadCounts(1, 0));
    }
}
