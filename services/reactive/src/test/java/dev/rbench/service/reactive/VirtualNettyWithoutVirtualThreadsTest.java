package dev.rbench.service.reactive;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.protocol.ServiceInfo;
import dev.rbench.protocol.ServiceInfo.HandlerThreadCounts;
import dev.rbench.service.common.testing.ServiceTest;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/**
 * A virtual-netty service whose virtual threads are turned off: WebFlux has no blocking executor, so the blocking-style
 * handlers run on the event loops. It still calls itself virtual-netty; only the handlers' own count of their threads
 * tells, and the runner's verification reads it (StacksTest there refuses these counts).
 */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT,
        properties = {"rbench.threads=virtual", "rbench.event-loops=2", "spring.threads.virtual.enabled=false"})
class VirtualNettyWithoutVirtualThreadsTest extends ServiceTest {

    @Test
    void theHandlersCountThatTheyRanOnTheEventLoops() {
        ServiceInfo before = info();
        assertThat(before.stack()).isEqualTo("virtual-netty");
        assertThat(before.virtualThreads()).isFalse();
        assertThat(before.handlerThread()).startsWith("rbench-http-");
        // /cpu, not /delay: a sleep on an event loop is what BlockHound, installed by other tests of this JVM, refuses
        assertThat(http.get("/cpu/10").status()).isEqualTo(200);
        assertThat(info().handlerThreads().since(before.handlerThreads())).isEqualTo(new HandlerThreadCounts(0, 1));
    }
}
