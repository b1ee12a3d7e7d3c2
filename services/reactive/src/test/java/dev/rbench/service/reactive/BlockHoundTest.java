package dev.rbench.service.reactive;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import dev.rbench.service.common.testing.ServiceHttpClient;
import dev.rbench.service.common.testing.ServiceHttpClient.Reply;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;
import reactor.blockhound.BlockHound;
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
    // Every blocking call BlockHound sees, wherever it happens: a failure on a server thread would
    // otherwise only show up as a broken response.
    // Holds the BlockingMethod itself: the callback runs on the offending thread, where anything
    // more (string building, logging) could block in turn and recurse into BlockHound.
    private static final List<BlockingMethod> DETECTED = new CopyOnWriteArrayList<>();

    @LocalServerPort
    int port;

    @BeforeAll
    static void installBlockHound() {
        // install(...) rather than builder().install(): only the former loads the Reactor and Netty
        // integrations that mark parallel and event-loop threads as non-blocking. Installing is
        // once per JVM; later calls are no-ops.
        BlockHound.install(builder -> builder
                // Netty 4.2's adaptive allocator takes a briefly held StampedLock when it grows its
                // magazines; Netty's own BlockHound rules do not list it yet (they do for the
                // older PoolArena locks). A known false positive, allowed exactly there.
                .allowBlockingCallsInside("io.netty.buffer.AdaptivePoolingAllocator$Magazine", "free")
                .allowBlockingCallsInside("io.netty.buffer.AdaptivePoolingAllocator$MagazineGroup", "free")
                .blockingMethodCallback(method -> {
                    DETECTED.add(method);
                    throw new BlockingOperationError(method);
                }));
    }

    @BeforeEach
    void forgetEarlierDetections() {
        DETECTED.clear();
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
}
