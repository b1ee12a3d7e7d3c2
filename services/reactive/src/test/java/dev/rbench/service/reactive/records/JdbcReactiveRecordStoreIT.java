package dev.rbench.service.reactive.records;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import dev.rbench.service.common.postgres.JdbcPool;
import dev.rbench.service.common.postgres.PostgresRecordStoreContract;
import dev.rbench.service.common.postgres.PostgresSettings;
import dev.rbench.service.common.records.RecordQuery;
import dev.rbench.service.common.records.RecordRow;
import dev.rbench.service.common.records.RecordSize;
import dev.rbench.service.reactive.NoBlockingCalls;
import java.time.Duration;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.reactivestreams.Subscription;
import reactor.core.publisher.BaseSubscriber;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;

/**
 * WebFlux's JDBC store against a real PostgreSQL, under BlockHound: the store contract (RecordData's
 * rows, exact counts, timeouts as 503); rows only as demanded; the connection back in the pool
 * before the end is signalled and after a cancel; and subscribing, requesting and cancelling from a
 * non-blocking thread (Reactor's parallel threads count as such, like event loops) never runs a
 * JDBC call there. Without the store's {@code cancelOn} the cancel test fails: the cursor would be
 * closed on the cancelling thread.
 */
@ExtendWith(NoBlockingCalls.class)
class JdbcReactiveRecordStoreIT extends PostgresRecordStoreContract {

    @Override
    protected PooledStore open(PostgresSettings settings) {
        HikariDataSource pool = JdbcPool.open(settings);
        return ReactiveStores.pooled(new JdbcReactiveRecordStore(pool, settings.fetchSize()), pool::close);
    }

    @Test
    void theConnectionIsBackInThePoolBeforeTheEndIsSignalled() {
        try (HikariDataSource pool = JdbcPool.open(pg.settings(4, 10_000))) {
            Integer inUseAtTheEnd = new JdbcReactiveRecordStore(pool, 50).stream(new RecordQuery(RecordSize.KB10, 120, true))
                    .then(Mono.fromCallable(() -> inUse(pool)))
                    .block(Duration.ofSeconds(30));
            assertThat(inUseAtTheEnd).isZero();
        }
    }

    @Test
    void rowsComeOnlyAsRequestedFromANonBlockingThreadAndACancelThereReturnsTheConnection() throws Exception {
        try (HikariDataSource pool = JdbcPool.open(pg.settings(4, 10_000))) {
            JdbcReactiveRecordStore jdbc = new JdbcReactiveRecordStore(pool, 50);
            Rows rows = new Rows();
            Schedulers.parallel().schedule(() -> jdbc.stream(new RecordQuery(RecordSize.KB100, 1000, false)).subscribe(rows));
            assertThat(rows.take().id()).isEqualTo(1);
            Thread.sleep(300);
            assertThat(rows.received).as("rows beyond the one requested").isEmpty();
            Schedulers.parallel().schedule(() -> rows.request(2));
            assertThat(rows.take().id()).isEqualTo(2);
            assertThat(rows.take().id()).isEqualTo(3);
            assertThat(inUse(pool)).isEqualTo(1);
            Schedulers.parallel().schedule(rows::cancel);
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (inUse(pool) > 0 && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertThat(inUse(pool)).isZero();
            // More requests than the pool's 4 connections still succeed: nothing leaked.
            for (int i = 0; i < 6; i++) {
                assertThat(jdbc.stream(new RecordQuery(RecordSize.KB1, 2, true)).count().block(Duration.ofSeconds(10))).isEqualTo(2);
            }
        }
    }

    private static int inUse(HikariDataSource pool) {
        return pool.getHikariPoolMXBean().getActiveConnections();
    }

    /** Asks for one row at subscription and then only what the test requests; keeps what arrives. */
    private static final class Rows extends BaseSubscriber<RecordRow> {
        final BlockingQueue<RecordRow> received = new ArrayBlockingQueue<>(1000);

        @Override
        protected void hookOnSubscribe(Subscription subscription) {
            subscription.request(1);
        }

        @Override
        protected void hookOnNext(RecordRow row) {
            received.add(row);
        }

        RecordRow take() throws InterruptedException {
            RecordRow row = received.poll(10, TimeUnit.SECONDS);
            assertThat(row).as("a row within 10 s").isNotNull();
            return row;
        }
    }
}
