package dev.rbench.service.common.postgres;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.protocol.PoolSnapshot;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** The watermarks come from samples of the pool's own counters; a reset starts them from now. */
class PostgresPoolGaugesTest {

    @Test
    void watermarksKeepTheMostInUseAndWaitingSeenUntilReset() {
        AtomicReference<PostgresPoolGauges.Reading> pool = new AtomicReference<>(new PostgresPoolGauges.Reading(0, 0, 0));
        try (PostgresPoolGauges gauges = new PostgresPoolGauges(10, pool::get)) {
            pool.set(new PostgresPoolGauges.Reading(10, 7, 10));
            gauges.sample();
            pool.set(new PostgresPoolGauges.Reading(3, 0, 10));

            PoolSnapshot busy = gauges.snapshot();
            assertThat(busy.maxSize()).isEqualTo(10);
            assertThat(busy.inUse()).isEqualTo(3);
            assertThat(busy.maxInUse()).isEqualTo(10);
            assertThat(busy.maxWaiting()).isEqualTo(7);
            assertThat(busy.open()).as("open now: the pools count no history").isEqualTo(10);

            gauges.resetWatermarks();
            PoolSnapshot after = gauges.snapshot();
            assertThat(after.maxInUse()).isEqualTo(3);
            assertThat(after.maxWaiting()).isZero();
        }
    }
}
