package dev.rbench.service.reactive.remote;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.protocol.ServiceInfo.HandlerThreadCounts;
import dev.rbench.service.common.testing.remote.RemoteContract;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** /remote on virtual-netty: RestClient on a virtual thread under WebFlux, against the real downstream; the pool still bounds the calls. */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = {"rbench.threads=virtual", "rbench.event-loops=2"})
class VirtualNettyRemoteTest extends RemoteContract {

    @Override
    protected String stack() {
        return "virtual-netty";
    }

    @Test
    void theCallWaitsOnAVirtualThread() {
        HandlerThreadCounts before = info().handlerThreads();
        assertThat(http.get("/remote?ms=10").status()).isEqualTo(200);
        assertThat(info().handlerThreads().since(before)).isEqualTo(new HandlerThreadCounts(1, 0));
    }
}
