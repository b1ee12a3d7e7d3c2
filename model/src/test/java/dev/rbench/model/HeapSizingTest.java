package dev.rbench.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class HeapSizingTest {

    @Test
    void theHeapIsTwiceWhatTheRequestsInFlightAndTheIdleServiceKeepLive() {
        // downstream-2000ms-fargate, blocking: 1,000 req/s of a 2 s route, ~162 KB live each, 12 MB idle
        HeapSizing heap = HeapSizing.at(1000, 2000.3, 162, 12);
        assertThat(heap.inFlight()).isCloseTo(2000.3, within(1e-9));
        assertThat(heap.liveMb()).isCloseTo(12 + 2000.3 * 162 / 1024, within(1e-9));
        // 328.5 MB live, twice over: 657 MB, rounded up to 16 MB
        assertThat(heap.heapMb()).isEqualTo(672);
    }

    @Test
    void aServiceWithLittleLiveGetsTheSmallestStep() {
        assertThat(new HeapSizing(0, 0, 0).heapMb()).isEqualTo(16);
        assertThat(new HeapSizing(10, 1, 4).heapMb()).isEqualTo(16);
    }

    @Test
    void figuresThatAreNotFiguresAreRefused() {
        assertThatThrownBy(() -> new HeapSizing(-1, 100, 10)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("in flight -1.0");
        assertThatThrownBy(() -> new HeapSizing(10, Double.NaN, 10)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new HeapSizing(Double.POSITIVE_INFINITY, 1, 1)).isInstanceOf(IllegalArgumentException.class);
    }
}
