package dev.rbench.infra.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class PeriodicTaskTest {

    @Test
    void runsAtOnceAndAgainUntilStopped() throws InterruptedException {
        AtomicInteger runs = new AtomicInteger();
        CountDownLatch three = new CountDownLatch(3);
        PeriodicTask task = PeriodicTask.start("test-periodic", Duration.ofMillis(5), () -> {
            runs.incrementAndGet();
            three.countDown();
        });
        assertThat(three.await(10, TimeUnit.SECONDS)).isTrue();
        task.stop(Duration.ofSeconds(2));
        int after = runs.get();
        Thread.sleep(50);
        assertThat(runs.get()).as("no run after stop returned").isEqualTo(after);
    }

    @Test
    void stopInterruptsARunInProgressAndWaitsForItsEnd() throws InterruptedException {
        CountDownLatch started = new CountDownLatch(1);
        AtomicInteger ended = new AtomicInteger();
        PeriodicTask task = PeriodicTask.start("test-periodic-slow", Duration.ofSeconds(60), () -> {
            started.countDown();
            try {
                Thread.sleep(60_000);
            } catch (InterruptedException e) {
                ended.incrementAndGet();
            }
        });
        assertThat(started.await(10, TimeUnit.SECONDS)).isTrue();
        task.stop(Duration.ofSeconds(5));
        assertThat(ended.get()).as("the sleeping run was interrupted and finished before stop returned").isEqualTo(1);
    }
}
