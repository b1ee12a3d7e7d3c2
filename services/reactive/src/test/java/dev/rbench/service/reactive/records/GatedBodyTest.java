package dev.rbench.service.reactive.records;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.reactivestreams.Subscription;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DefaultDataBufferFactory;
import reactor.core.publisher.BaseSubscriber;
import reactor.core.publisher.Flux;

/** The virtual-netty records body: chunks only as asked for, every one delivered, and a writer that stops when the client goes. */
class GatedBodyTest {

    private static Flux<DataBuffer> body(ExecutorService writers, int chunks, Consumer<RuntimeException> writerFailed) {
        return GatedBody.written(writers, DefaultDataBufferFactory.sharedInstance, out -> {
            try {
                for (int i = 0; i < chunks; i++) {
                    out.accept(("chunk " + i).getBytes(StandardCharsets.US_ASCII));
                }
            } catch (RuntimeException e) {
                writerFailed.accept(e);
                throw e;
            }
        });
    }

    /** Asks for one buffer at first, then one more from another thread after each, as the server's write path does. */
    private static final class OneAtATime extends BaseSubscriber<DataBuffer> {
        final List<String> received = new ArrayList<>();
        final CompletableFuture<Void> done = new CompletableFuture<>();
        private final ExecutorService loop;

        OneAtATime(ExecutorService loop) {
            this.loop = loop;
        }

        @Override
        protected void hookOnSubscribe(Subscription subscription) {
            request(1);
        }

        @Override
        protected void hookOnNext(DataBuffer buffer) {
            received.add(buffer.toString(StandardCharsets.US_ASCII));
            loop.execute(() -> request(1));
        }

        @Override
        protected void hookOnComplete() {
            done.complete(null);
        }

        @Override
        protected void hookOnError(Throwable e) {
            done.completeExceptionally(e);
        }
    }

    @Test
    void everyChunkArrivesInOrderWhenDemandComesFromAnotherThreadOneAtATime() throws Exception {
        try (ExecutorService writers = Executors.newVirtualThreadPerTaskExecutor();
             ExecutorService loop = Executors.newSingleThreadExecutor()) {
            // Many short bodies: a demand lost between a request and the writer's wait would leave one unfinished.
            for (int round = 0; round < 5_000; round++) {
                OneAtATime client = new OneAtATime(loop);
                body(writers, 3, e -> { }).subscribe(client);
                client.done.get(5, TimeUnit.SECONDS);
                assertThat(client.received).containsExactly("chunk 0", "chunk 1", "chunk 2");
            }
        }
    }

    @Test
    void theWriterWaitsForDemandAndStopsWhenTheClientGoes() throws Exception {
        try (ExecutorService writers = Executors.newVirtualThreadPerTaskExecutor()) {
            AtomicReference<RuntimeException> writerFailure = new AtomicReference<>();
            CompletableFuture<Void> writerEnded = new CompletableFuture<>();
            List<String> received = new ArrayList<>();
            AtomicReference<Subscription> subscription = new AtomicReference<>();
            body(writers, 1_000, e -> {
                writerFailure.set(e);
                writerEnded.complete(null);
            }).subscribe(new BaseSubscriber<>() {
                @Override
                protected void hookOnSubscribe(Subscription s) {
                    subscription.set(s);
                    s.request(2);
                }

                @Override
                protected void hookOnNext(DataBuffer buffer) {
                    received.add(buffer.toString(StandardCharsets.US_ASCII));
                }
            });
            Thread.sleep(300);
            // Two asked for, two written: the writer waits for the third, it does not run ahead.
            assertThat(received).containsExactly("chunk 0", "chunk 1");
            subscription.get().cancel();
            writerEnded.get(5, TimeUnit.SECONDS);
            assertThat(writerFailure.get()).hasMessageContaining("the client went away");
            assertThat(received).hasSize(2);
        }
    }
}
