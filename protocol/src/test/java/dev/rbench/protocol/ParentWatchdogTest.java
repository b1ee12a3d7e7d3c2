package dev.rbench.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class ParentWatchdogTest {

    @Test
    void doesNothingWhileTheParentIsAlive() {
        AtomicInteger exits = new AtomicInteger();
        ParentWatchdog watchdog = new ParentWatchdog(() -> true, exits::incrementAndGet);
        assertThat(watchdog.checkOnce()).isTrue();
        assertThat(watchdog.checkOnce()).isTrue();
        assertThat(exits).hasValue(0);
    }

    @Test
    void exitsOnceWhenTheParentIsGone() {
        AtomicBoolean alive = new AtomicBoolean(true);
        AtomicInteger exits = new AtomicInteger();
        ParentWatchdog watchdog = new ParentWatchdog(alive::get, exits::incrementAndGet);
        assertThat(watchdog.checkOnce()).isTrue();
        alive.set(false);
        assertThat(watchdog.checkOnce()).isFalse();
        assertThat(watchdog.checkOnce()).isFalse();
        assertThat(exits).hasValue(1);
    }

    @Test
    void pollingThreadNoticesWithinAboutOneInterval() throws InterruptedException {
        AtomicBoolean alive = new AtomicBoolean(true);
        CountDownLatch exited = new CountDownLatch(1);
        Thread thread = new ParentWatchdog(alive::get, exited::countDown).start();
        assertThat(thread.isDaemon()).isTrue();
        alive.set(false);
        assertThat(exited.await(2, TimeUnit.SECONDS)).isTrue();
        thread.join(2000);
        assertThat(thread.isAlive()).isFalse();
    }

    @Test
    void livenessOfThisProcessIsTrue() {
        assertThat(ParentWatchdog.livenessOf(ProcessHandle.current().pid()).getAsBoolean()).isTrue();
    }

    @Test
    void livenessOfAnEndedProcessIsFalse() throws Exception {
        Process child = new ProcessBuilder(ProcessHandle.current().info().command().orElse("java"), "-version")
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        var liveness = ParentWatchdog.livenessOf(child.pid());
        child.waitFor();
        assertThat(liveness.getAsBoolean()).isFalse();
    }

    @Test
    void livenessOfANonexistentPidIsFalse() {
        // Above Linux's pid_max ceiling (2^22), so it cannot exist.
        assertThat(ParentWatchdog.livenessOf(Integer.MAX_VALUE).getAsBoolean()).isFalse();
    }
}
