package dev.rbench.service.reactive.records;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.Executor;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferFactory;
import reactor.core.publisher.Flux;

/**
 * A response body written by blocking code on a thread of {@code executor}: each chunk it hands on waits, its thread
 * parked, until the connection has asked for one more buffer, so a slow client holds the writer (and the database cursor
 * behind it) rather than filling memory. Once the client has gone the next chunk throws, which ends the writer's reading.
 * <p>
 * Demand is a {@link Semaphore}, one permit per buffer asked for: its release and acquire order themselves, so no request
 * can be missed while the writer goes to sleep. (Spring's {@code DataBufferUtils.outputStreamPublisher} lost one in some
 * thousands of requests here, leaving the response unfinished and its writer parked for good.)
 */
final class GatedBody {

    private GatedBody() {
    }

    /** Starts {@code writer} on {@code executor} when the body is subscribed; it hands each chunk to the consumer it gets. */
    static Flux<DataBuffer> written(Executor executor, DataBufferFactory buffers, Consumer<Consumer<byte[]>> writer) {
        return Flux.create(sink -> {
            Semaphore demand = new Semaphore(0);
            AtomicBoolean gone = new AtomicBoolean();
            // Requests arrive one at a time (Reactive Streams), and the writer only takes permits: no overflow past the cap.
            sink.onRequest(n -> demand.release((int) Math.min(n, Integer.MAX_VALUE - demand.availablePermits())));
            sink.onCancel(() -> {
                gone.set(true);
                demand.release();
            });
            executor.execute(() -> {
                try {
                    writer.accept(chunk -> {
                        awaitOne(demand);
                        if (gone.get()) {
                            throw new UncheckedIOException(new IOException("the client went away"));
                        }
                        sink.next(buffers.wrap(chunk));
                    });
                    sink.complete();
                } catch (RuntimeException | Error e) {
                    sink.error(e);
                }
            });
        });
    }

    private static void awaitOne(Semaphore demand) {
        try {
            demand.acquire();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the connection had not asked for more", e);
        }
    }
}
