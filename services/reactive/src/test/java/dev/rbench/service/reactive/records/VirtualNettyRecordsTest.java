package dev.rbench.service.reactive.records;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.protocol.ServiceInfo.HandlerThreadCounts;
import dev.rbench.service.common.testing.records.RecordRouteContract;
import dev.rbench.service.reactive.NoBlockingCalls;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** GET /records on virtual-netty: the sync driver read on virtual threads, the event loops under BlockHound. */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = {"rbench.threads=virtual", "rbench.event-loops=2"})
@ExtendWith(NoBlockingCalls.class)
class VirtualNettyRecordsTest extends RecordRouteContract {

    @Test
    void theRecordsHandlerRanOnAVirtualThread() {
        HandlerThreadCounts counts = handlerThreadsDuring(
                () -> assertThat(http.get("/records?store=mongo&size=10kb&count=100").status()).isEqualTo(200));
        assertThat(counts).isEqualTo(new HandlerThreadCounts(1, 0));
    }
}
