package dev.rbench.service.reactive;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rbench.service.common.testing.ServiceHttpClient;
import dev.rbench.service.common.testing.ServiceHttpClient.Reply;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;
import reactor.blockhound.BlockingMethod;
import reactor.blockhound.BlockingOperationError;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;

/**
 * The reactive stack never blocks a non-blocking thread (event loop or Reactor parallel) while
 * serving delays. Same properties as {@link ReactiveRoutesTest}, so the cached context is reused.
 */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = "rbench.event-loops=3")
class BlockHoundTest {
    private static final List<BlockingMethod> DETECTED = BlockHoundGuard.detected();

    @LocalServerPort
    int port;

    @BeforeAll
    static void installBlockHound() {
        BlockHoundGuard.install();
    }

    @BeforeEach
    void forgetEarlierDetections() {
        BlockHoundGuard.forget();
    }

    @Test
    void blockHoundIsActive() {
        // The control experiment: without it, a green run below could just mean BlockHound is off.
        Mono<Void> sleepOnParallel = Mono.<Void>fromRunnable(() -> {
                    try {
                        Thread.sleep(10);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                })
                .subscribeOn(Schedulers.parallel());

        assertThatThrownBy(sleepOnParallel::block).hasCauseInstanceOf(BlockingOperationError.class)
                .rootCause().hasMessageContaining("java.lang.Thread.sleep");
        assertThat(DETECTED).map(BlockingMethod::toString).anyMatch(m -> m.startsWith("java.lang.Thread.sleep"));
    }

    @Test
    void twentyConcurrentDelaysBlockNothing() {
        List<Reply> replies = new ServiceHttpClient(port).concurrently(20, "/delay/100");

        assertThat(replies).allSatisfy(r -> {
            assertThat(r.status()).isEqualTo(200);
            assertThat(r.body()).isEqualTo("delayed 100 ms");
        });
        assertThat(DETECTED).isEmpty();
    }

    @Test
    void theCpuRouteComputesOnTheEventLoopWithoutBlocking() {
        List<Reply> replies = new ServiceHttpClient(port).concurrently(5, "/cpu/100");

        assertThat(replies).allSatisfy(r -> assertThat(r.status()).isEqualTo(200));
        assertThat(DETECTED).isEmpty();
    }
}
