package dev.rbench.runner.phase.measure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.rbench.results.WarmupSettling;
import java.util.List;
import org.junit.jupiter.api.Test;

class WarmCompilersTest {

    private static WarmupSettling settled(List<Double> service, List<Double> backend, boolean quotaLifted) {
        return new WarmupSettling(2, 30, 0.05, service, service.size() * 2.0, false, quotaLifted, backend == null ? null : 0.05,
                backend);
    }

    @Test
    void theFirstStepTakesTheLastSlicesServiceAndBackendCoresOnce() {
        WarmCompilers compilers = new WarmCompilers();
        compilers.warmedUp(settled(List.of(0.6, 0.3, 0.12), List.of(0.2, 0.09, 0.07), false));
        assertThat(compilers.takeForFirstStep()).isCloseTo(0.19, within(1e-12));
        assertThat(compilers.takeForFirstStep()).as("a later step").isZero();
    }

    @Test
    void nothingIsHeldWithoutAReadingOrUnderALiftedQuota() {
        WarmCompilers compilers = new WarmCompilers();
        assertThat(compilers.takeForFirstStep()).as("before any warm-up").isZero();
        compilers.warmedUp(null);
        assertThat(compilers.takeForFirstStep()).isZero();
        compilers.warmedUp(settled(List.of(), null, false));
        assertThat(compilers.takeForFirstStep()).as("no slice asked").isZero();
        compilers.warmedUp(settled(List.of(0.08), null, false));
        assertThat(compilers.takeForFirstStep()).as("no backend JVM read").isEqualTo(0.08);
        compilers.warmedUp(settled(List.of(0.3), List.of(0.1), true));
        assertThat(compilers.takeForFirstStep()).as("read without the steps' quota").isZero();
    }
}
