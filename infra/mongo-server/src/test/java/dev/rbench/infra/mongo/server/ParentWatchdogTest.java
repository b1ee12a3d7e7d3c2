package dev.rbench.infra.mongo.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

class ParentWatchdogTest {

    @Test
    void firesOnceWhenTheParentIsGone() {
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
    void thePollingThreadIsADaemonAndNotices() throws InterruptedException {
        AtomicBoolean alive = new AtomicBoolean(true);
        CountDownLatch exited = new CountDownLatch(1);
        Thread thread = new ParentWatchdog(alive::get, exited::countDown).start();
        assertThat(thread.isDaemon()).isTrue();
        alive.set(false);
        assertThat(exited.await(5, TimeUnit.SECONDS)).isTrue();
    }

    @Test
    void livenessFollowsARealProcess() throws Exception {
        assertThat(ParentWatchdog.livenessOf(ProcessHandle.current().pid()).getAsBoolean()).isTrue();
        Process child = new ProcessBuilder("true").start();
        var liveness = ParentWatchdog.livenessOf(child.pid());
        child.waitFor();
        assertThat(liveness.getAsBoolean()).isFalse();
        assertThat(ParentWatchdog.livenessOf(Integer.MAX_VALUE).getAsBoolean()).isFalse();
    }
}
