package dev.rbench.loadgen;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The open models and the throttle against a fast in-test server: rate, coordinated omission, timeline, log. */
class OpenModelsTest {

    private static LoadGenerator generator;

    @BeforeAll
    static void start() {
        generator = new LoadGenerator(new LoadOptions(Duration.ofSeconds(5), Duration.ofSeconds(10), 2));
    }

    @AfterAll
    static void stop() {
        generator.close();
    }

    @Test
    void fixedOpenRateIsAccurateAndWritesAnIntervalLog(@TempDir Path dir) throws Exception {
        StepResult r;
        try (var server = new FastServer()) {
            r = generator.run(server.uri(), new OpenRate(500, Duration.ofSeconds(4), 16), ProgressListener.NONE);
        }
        double rate = r.requests() / 4.0; // over the schedule's duration, not the wall including the drain
        System.out.printf("open rate 500/s x 4s: requests=%d rate=%.2f/s ok=%d wall=%.3fs sent/s=%s p99=%.2fms "
                        + "uncorrected p99=%.2fms %s%n", r.requests(), rate, r.ok(), r.wallSeconds(),
                r.timeline().stream().map(TimelineSecond::sent).toList(), r.latencyMs().p99(),
                r.latencyMsUncorrected().p99(), r.generator());

        assertThat(rate).isCloseTo(500, org.assertj.core.data.Percentage.withPercentage(1));
        assertThat(r.ok()).isEqualTo(r.requests());
        assertThat(r.errors().total()).isZero();
        // The sends really were spread over the 4 s: each second got its 500 (a few may cross a boundary late).
        for (int s = 0; s < 4; s++) {
            assertThat(r.timeline().get(s).sent()).as("sent in second " + s).isBetween(475L, 525L);
        }
        assertThat(r.wallSeconds()).isBetween(3.99, 4.5);
        // A generous bound: sends follow the schedule, not the answers; on a loaded 2-core machine
        // scheduler jitter alone reaches tens of ms.
        assertThat(r.generator().sendLatenessP99Ms()).isLessThan(100.0);
        assertThat(r.generator().loopBusyMaxPercent()).isBetween(0.0, 100.0 * 1.05);
        assertThat(r.generator().cpuPercent()).isGreaterThan(0.0);
        // Corrected latency is measured from an earlier instant than the uncorrected one, never a later one.
        assertThat(r.latencyMs().max()).isGreaterThanOrEqualTo(r.latencyMsUncorrected().max());
        Timelines.assertConsistent(r);

        Path log = dir.resolve("step.hlog");
        IntervalLog.writeIntervalLog(log, r);
        assertThat(Files.readString(log)).contains("#[StartTime: ").contains("#[BaseTime: ")
                .contains("\"StartTimestamp\",\"Interval_Length\",\"Interval_Max\",\"Interval_Compressed_Histogram\"");
        long total = 0;
        int intervals = 0;
        HistogramLogReader reader = new HistogramLogReader(log.toFile());
        try {
            for (Histogram h; (h = (Histogram) reader.nextIntervalHistogram()) != null; ) {
                total += h.getTotalCount();
                intervals++;
            }
        } finally {
            reader.close();
        }
        assertThat(total).isEqualTo(r.ok());
        assertThat(intervals).isEqualTo(r.timeline().size());
    }

    /**
     * The classic coordinated-omission demonstration: the server freezes for 1 s once, during a 10 s run at
     * 100 req/s through only 2 connections. The ~100 requests due during the freeze wait in the generator's queue;
     * once the server answers again they are sent and answered at once, so their latency from the moment they
     * were written (uncorrected) is tiny, while from their intended time (corrected) it is up to 1 s.
     */
    @Test
    void aStallShowsInTheCorrectedTailButHidesFromTheUncorrectedOne() throws Exception {
        StepResult r;
        try (var server = new FastServer()) {
            server.freezeOnce(System.nanoTime() + Duration.ofSeconds(3).toNanos(), Duration.ofSeconds(1).toNanos());
            r = generator.run(server.uri(), new OpenRate(100, Duration.ofSeconds(10), 2), ProgressListener.NONE);
        }
        System.out.printf("stall 1s in a 100/s x 10s open run over 2 connections: requests=%d ok=%d "
                        + "corrected p99=%.1fms max=%.1fms, uncorrected p99=%.1fms max=%.1fms, p99 by second=%s%n",
                r.requests(), r.ok(), r.latencyMs().p99(), r.latencyMs().max(), r.latencyMsUncorrected().p99(),
                r.latencyMsUncorrected().max(), r.timeline().stream().map(TimelineSecond::p99Ms).toList());

        assertThat(r.requests()).isEqualTo(1000);
        assertThat(r.ok()).isEqualTo(1000);
        assertThat(r.latencyMs().p99()).isGreaterThanOrEqualTo(500.0);
        // The 1 s stall, plus what the machine added to it (1,508 ms seen at load average 10); a stall counted twice
        // would read 2 s or more.
        assertThat(r.latencyMs().max()).isBetween(900.0, 1900.0);
        assertThat(r.latencyMsUncorrected().p99()).isLessThan(500.0);
        // Only the requests on the 2 connections at the freeze saw it from the wire.
        assertThat(r.uncorrectedHistogram().getCountBetweenValues(500_000, Long.MAX_VALUE / 2)).isLessThanOrEqualTo(2);
        // The timeline shows when: the second the freeze ended has the huge p99, the quiet ones before do not.
        assertThat(r.timeline().get(1).p99Ms()).isLessThan(100.0);
        double worst = r.timeline().stream().filter(s -> s.p99Ms() != null).mapToDouble(TimelineSecond::p99Ms).max()
                .orElseThrow();
        assertThat(worst).isGreaterThanOrEqualTo(500.0);
        Timelines.assertConsistent(r);
    }

    @Test
    void throttledClosedLoopHoldsItsCap() throws Exception {
        StepResult r;
        try (var server = new FastServer()) {
            r = generator.run(server.uri(), new ThrottledClosedLoop(50, 100, Duration.ofSeconds(3)),
                    ProgressListener.NONE);
        }
        double rate = r.requests() / 3.0;
        System.out.printf("throttled 50 users <= 100/s x 3s: requests=%d rate=%.1f/s sent/s=%s p99=%.2fms %s%n",
                r.requests(), rate, r.timeline().stream().map(TimelineSecond::sent).toList(), r.latencyMs().p99(),
                r.generator());
        assertThat(rate).isBetween(90.0, 102.0);
        assertThat(r.ok()).isEqualTo(r.requests());
        for (TimelineSecond s : r.timeline()) {
            assertThat(s.sent()).as("sent in second " + s.second()).isLessThanOrEqualTo(102);
        }
        Timelines.assertConsistent(r);
    }

    @Test
    void poissonRampRunsItsSeededScheduleAndAddsUp() throws Exception {
        RampRate ramp = new RampRate(50, 250, Duration.ofSeconds(2), 8, Arrivals.POISSON, 5);
        long expected = ArrivalScheduleTest.all(ramp.schedule()).size();
        StepResult r;
        try (var server = new FastServer()) {
            r = generator.run(server.uri(), ramp, ProgressListener.NONE);
        }
        System.out.printf("poisson ramp 50->250/s x 2s: requests=%d (schedule %d) sent/s=%s%n", r.requests(),
                expected, r.timeline().stream().map(TimelineSecond::sent).toList());
        assertThat(r.requests()).isEqualTo(expected);
        assertThat(r.ok()).isEqualTo(expected);
        // Rate 50 -> 250: the second second holds about 175/(75+175) = 70 % of the arrivals.
        assertThat(r.timeline().get(0).sent()).isLessThan(r.timeline().get(1).sent());
        Timelines.assertConsistent(r);
    }

    @Test
    void openRateAgainstARefusedPortCountsEveryArrivalOnceAsAnError() throws Exception {
        StepResult r = generator.run(TestServers.uri(TestServers.refusedPort()),
                new OpenRate(100, Duration.ofMillis(500), 4), ProgressListener.NONE);
        assertThat(r.requests()).isEqualTo(50);
        assertThat(r.errors().connect()).isEqualTo(50);
        assertThat(r.ok()).isZero();
        Timelines.assertConsistent(r);
    }

    @Test
    void burstAndClosedLoopTimelinesAddUp() throws Exception {
        try (var server = new FastServer()) {
            StepResult burst = generator.run(server.uri(), new Burst(200, Duration.ofMillis(1500)), null);
            assertThat(burst.ok()).isEqualTo(200);
            assertThat(burst.timeline()).hasSizeGreaterThanOrEqualTo(2);
            assertThat(burst.latencyMsUncorrected().max()).isLessThanOrEqualTo(burst.latencyMs().max());
            Timelines.assertConsistent(burst);

            StepResult closed = generator.run(server.uri(), new ClosedLoop(4, Duration.ofMillis(1200)), null);
            assertThat(closed.ok()).isGreaterThan(100);
            assertThat(closed.generator().sendLatenessP99Ms()).isZero();
            Timelines.assertConsistent(closed);
        }
    }
}
