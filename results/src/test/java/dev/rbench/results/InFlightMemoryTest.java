package dev.rbench.results;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class InFlightMemoryTest {

    @Test
    void growthIsDividedByTheRequestsInFlight() {
        // 10,000 in flight; RSS 300 → 1,300 MB, heap after GC 40 → 1,040 MB: about 102 KB each.
        InFlightMemory m = InFlightMemory.of(10_000, 300, 1_300, 40L, 1_040L);
        assertThat(m.rssKbPerRequest()).isEqualTo(102.4);
        assertThat(m.liveHeapKbPerRequest()).isEqualTo(102.4);
    }

    @Test
    void tooFewInFlightOrNoSampleRecordsNothing() {
        assertThat(InFlightMemory.of(InFlightMemory.MIN_IN_FLIGHT - 1, 300, 1_300, 40L, 1_040L)).isNull();
        assertThat(InFlightMemory.of(5_000, 0, 0, 40L, 1_040L)).isNull();
    }

    @Test
    void withoutACollectionDuringTheStepTheHeapFigureIsAbsentAndShrinkingIsZero() {
        InFlightMemory m = InFlightMemory.of(1_000, 500, 480, 40L, null);
        assertThat(m.liveHeapKbPerRequest()).isNull();
        assertThat(m.rssKbPerRequest()).isZero();
    }
}
