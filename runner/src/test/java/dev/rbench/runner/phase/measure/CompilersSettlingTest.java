package dev.rbench.runner.phase.measure;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.results.WarmupSettling;
import java.time.Duration;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;

class CompilersSettlingTest {

    /** The service's compilers' readings, slice by slice; the backend's quiet. */
    private static CompilersSettling.Slice readings(Double... cores) {
        Iterator<Double> it = List.of(cores).iterator();
        return () -> new CompilersSettling.Busy(it.next(), 0);
    }

    /** The service's and the backend's readings, slice by slice: service, backend, service, backend, … */
    private static CompilersSettling.Slice pairs(double... cores) {
        int[] next = {0};
        return () -> {
            int i = next[0];
            next[0] += 2;
            return new CompilersSettling.Busy(cores[i], cores[i + 1]);
        };
    }

    @Test
    void goesOnUntilASliceReadsQuiet() throws Exception {
        WarmupSettling s = CompilersSettling.settle(readings(0.6, 0.2, 0.04, 0.9), Duration.ofSeconds(20), 0.05, false, false);

        assertThat(s.compilerBusyCores()).containsExactly(0.6, 0.2, 0.04);
        assertThat(s.quiet()).isTrue();
        assertThat(s.extraSeconds()).isEqualTo(6.0);
        assertThat(s.maxSeconds()).isEqualTo(20.0);
    }

    @Test
    void stopsAtTheLimitAndSaysTheCompilersWereStillBusy() throws Exception {
        WarmupSettling s = CompilersSettling.settle(readings(0.6, 0.5, 0.4, 0.3), Duration.ofSeconds(5), 0.05, true, false);

        assertThat(s.compilerBusyCores()).containsExactly(0.6, 0.5);
        assertThat(s.quiet()).isFalse();
        assertThat(s.cpuQuotaLifted()).isTrue();
        assertThat(LoadWarmUp.describe(s)).contains("still busy (0.50 cores) after 4 s more");
    }

    @Test
    void aServiceAlreadyQuietCostsOneSlice() throws Exception {
        WarmupSettling s = CompilersSettling.settle(readings(0.01, 0.9), Duration.ofSeconds(20), 0.05, false, false);

        assertThat(s.compilerBusyCores()).containsExactly(0.01);
        assertThat(LoadWarmUp.describe(s)).isEqualTo("warm-up went on 2 s more, until the JIT compilers were quiet (0.01 cores)");
    }

    @Test
    void noSliceWhereNoneIsAskedButTheLiftedQuotaIsStillRecorded() throws Exception {
        WarmupSettling s = CompilersSettling.settle(readings(0.9), Duration.ZERO, 0.05, true, false);

        assertThat(s.compilerBusyCores()).isEmpty();
        assertThat(s.extraSeconds()).isZero();
        assertThat(s.cpuQuotaLifted()).isTrue();
    }

    @Test
    void aSmallQuotaIsQuietSooner() {
        assertThat(CompilersSettling.quietCores(0)).isEqualTo(0.05);
        assertThat(CompilersSettling.quietCores(2)).isEqualTo(0.05);
        assertThat(CompilersSettling.quietCores(0.25)).isEqualTo(0.025);
    }

    @Test
    void aBackendStillCompilingKeepsTheWarmUpGoingAfterTheServiceIsQuiet() throws Exception {
        // The embedded Cassandra compiled on 0.15-0.37 cores through the first stack's calibration and first steps.
        WarmupSettling s = CompilersSettling.settle(pairs(0.3, 0.4, 0.02, 0.3, 0.01, 0.2, 0.01, 0.03, 0.5, 0.5),
                Duration.ofSeconds(20), 0.05, false, true);

        assertThat(s.compilerBusyCores()).containsExactly(0.3, 0.02, 0.01, 0.01);
        assertThat(s.backendCompilerBusyCores()).containsExactly(0.4, 0.3, 0.2, 0.03);
        assertThat(s.backendQuietCores()).isEqualTo(0.05);
        assertThat(s.quiet()).isTrue();
        assertThat(LoadWarmUp.describe(s))
                .isEqualTo("warm-up went on 8 s more, until the JIT compilers were quiet (service 0.01, backend 0.03 cores)");
    }

    @Test
    void aBackendStillBusyAtTheLimitIsNamed() throws Exception {
        WarmupSettling s = CompilersSettling.settle(pairs(0.01, 0.4, 0.01, 0.3, 0.9, 0.9), Duration.ofSeconds(4), 0.05, false, true);

        assertThat(s.quiet()).isFalse();
        assertThat(LoadWarmUp.describe(s)).startsWith("its backend's JIT compilers were still busy (service 0.01, backend 0.30 cores)");
        assertThat(StepSettling.stillBusy("blocking", "10 users", s, false))
                .startsWith("blocking 10 users: its backend's JIT compilers were still busy (service 0.01, backend 0.30 cores) after 4 s");
    }

    @Test
    void slicesBeforeARoutesCalibrationThatEndBusySaySoAndWhichSetting() throws Exception {
        WarmupSettling busy = CompilersSettling.settle(readings(0.4, 0.3), Duration.ofSeconds(4), 0.05, false, false);
        WarmupSettling quiet = CompilersSettling.settle(readings(0.4, 0.01), Duration.ofSeconds(4), 0.05, false, false);

        assertThat(StepSettling.stillBusy("reactive", "200 users query", busy, true)).isEqualTo("reactive 200 users query: the"
                + " service's JIT compilers were still busy (0.30 cores) after 4 s of the route's load before its calibration:"
                + " it is calibrated while they compile (routeSettling)");
        assertThat(StepSettling.stillBusy("reactive", "200 users query", quiet, true)).isNull();
    }

    @Test
    void withoutALocalBackendItsCompilersAreNeitherReadNorRecorded() throws Exception {
        WarmupSettling s = CompilersSettling.settle(readings(0.01), Duration.ofSeconds(20), 0.05, false, false);

        assertThat(s.backendCompilerBusyCores()).isNull();
        assertThat(s.backendQuietCores()).isNull();
        assertThat(CompilersSettling.whoseBusy(s)).isEqualTo("the service's");
    }
}
