package dev.rbench.runner.phase;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.results.WarmupSettling;
import java.time.Duration;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;

class CompilersSettlingTest {

    private static CompilersSettling.Slice readings(Double... cores) {
        Iterator<Double> it = List.of(cores).iterator();
        return it::next;
    }

    @Test
    void goesOnUntilASliceReadsQuiet() throws Exception {
        WarmupSettling s = CompilersSettling.settle(readings(0.6, 0.2, 0.04, 0.9), Duration.ofSeconds(20), 0.05, false);

        assertThat(s.compilerBusyCores()).containsExactly(0.6, 0.2, 0.04);
        assertThat(s.quiet()).isTrue();
        assertThat(s.extraSeconds()).isEqualTo(6.0);
        assertThat(s.maxSeconds()).isEqualTo(20.0);
    }

    @Test
    void stopsAtTheLimitAndSaysTheCompilersWereStillBusy() throws Exception {
        WarmupSettling s = CompilersSettling.settle(readings(0.6, 0.5, 0.4, 0.3), Duration.ofSeconds(5), 0.05, true);

        assertThat(s.compilerBusyCores()).containsExactly(0.6, 0.5);
        assertThat(s.quiet()).isFalse();
        assertThat(s.cpuQuotaLifted()).isTrue();
        assertThat(LoadWarmUp.describe(s)).contains("still busy (0.50 cores) after 4 s more");
    }

    @Test
    void aServiceAlreadyQuietCostsOneSlice() throws Exception {
        WarmupSettling s = CompilersSettling.settle(readings(0.01, 0.9), Duration.ofSeconds(20), 0.05, false);

        assertThat(s.compilerBusyCores()).containsExactly(0.01);
        assertThat(LoadWarmUp.describe(s)).isEqualTo("warm-up went on 2 s more, until the JIT compilers were quiet (0.01 cores)");
    }

    @Test
    void noSliceWhereNoneIsAskedButTheLiftedQuotaIsStillRecorded() throws Exception {
        WarmupSettling s = CompilersSettling.settle(readings(0.9), Duration.ZERO, 0.05, true);

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
}
