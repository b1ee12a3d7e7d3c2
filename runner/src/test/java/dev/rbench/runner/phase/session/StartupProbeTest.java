package dev.rbench.runner.phase.session;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.results.Startup;
import dev.rbench.runner.service.LaunchTimes;
import java.io.IOException;
import java.net.ConnectException;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class StartupProbeTest {

    private static final long MS = 1_000_000;

    @Test
    void readyAndFirstAnswerCountFromTheLaunchOnTheSameClock() throws InterruptedException {
        AtomicLong clock = new AtomicLong(5_000 * MS);
        LaunchTimes launch = new LaunchTimes(1_000 * MS, 3_314 * MS, true);
        Startup s = StartupProbe.measure(Optional.of(launch), "GET /delay?ms=0", () -> {
            clock.addAndGet(77 * MS); // the first request takes 77 ms after the clock's last reading
            return 200;
        }, clock::get);
        assertThat(s.startedByRbench()).isTrue();
        assertThat(s.launchToReadyMs()).isEqualTo(2_314);
        assertThat(s.launchToFirstAnswerMs()).isEqualTo(4_077);
        assertThat(s.firstRequest()).isEqualTo("GET /delay?ms=0");
        assertThat(s.firstAnswerStatus()).isEqualTo(200);
        assertThat(s.idleRssMb()).isNull();
        assertThat(s.fromAotCache()).as("what the launch said it started from").isTrue();
        assertThat(s.note()).isNull();
    }

    @Test
    void anAnswerThatIsAnErrorIsStillTheFirstAnswerWithItsStatus() throws InterruptedException {
        AtomicLong clock = new AtomicLong(2_500 * MS);
        Startup s = StartupProbe.measure(Optional.of(new LaunchTimes(0, 2_000 * MS, false)), "GET /x", () -> 503, clock::get);
        assertThat(s.launchToFirstAnswerMs()).isEqualTo(2_500);
        assertThat(s.firstAnswerStatus()).isEqualTo(503);
        assertThat(s.fromAotCache()).isFalse();
    }

    @Test
    void noAnswerLeavesTheFirstAnswerAbsentAndSaysWhy() throws InterruptedException {
        Startup s = StartupProbe.measure(Optional.of(new LaunchTimes(0, 1_200 * MS, false)), "GET /x", () -> {
            throw new ConnectException("Connection refused");
        }, () -> 9_999 * MS);
        assertThat(s.launchToReadyMs()).isEqualTo(1_200);
        assertThat(s.launchToFirstAnswerMs()).isNull();
        assertThat(s.firstAnswerStatus()).isNull();
        assertThat(s.note()).contains("no answer", "Connection refused");
    }

    @Test
    void aServiceTheRunnerDidNotStartHasNoStartUpAndIsNotAsked() throws InterruptedException {
        Startup s = StartupProbe.measure(Optional.empty(), "GET /x", () -> {
            throw new IOException("must not be asked");
        }, () -> {
            throw new AssertionError("no clock to read");
        });
        assertThat(s.startedByRbench()).isFalse();
        assertThat(s.launchToReadyMs()).isNull();
        assertThat(s.launchToFirstAnswerMs()).isNull();
        assertThat(s.firstRequest()).isNull();
        assertThat(s.note()).contains("did not start it");
    }
}
