package dev.rbench.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class ProcessorSharingTest {

    @Test
    void twoRequestsTogetherShareOneCore() {
        assertThat(ProcessorSharing.departures(new double[] {0, 0}, 1, 1, 1)).containsExactly(2, 2);
        assertThat(ProcessorSharing.departures(new double[] {0, 0}, 2, 1, 1)).containsExactly(1, 1);
    }

    @Test
    void aLaterArrivalSlowsTheFirst() {
        // A alone for 0.5 s (0.5 done), then both at half speed: A needs 1 s more, B is then half done.
        double[] done = ProcessorSharing.departures(new double[] {0, 0.5}, 1, 1, 1);
        assertThat(done[0]).isCloseTo(1.5, within(1e-12));
        assertThat(done[1]).isCloseTo(2.0, within(1e-12));
    }

    @Test
    void anIdleGapLeavesTheCoresIdle() {
        assertThat(ProcessorSharing.departures(new double[] {0, 5}, 1, 1, 1)).containsExactly(1, 6);
    }

    @Test
    void aQuotaRunsOneRequestAtItsShare() {
        assertThat(ProcessorSharing.departures(new double[] {0}, 0.25, 0.010, 1)[0]).isCloseTo(0.040, within(1e-12));
        // and one request cannot use more than one core, whatever the cores
        assertThat(ProcessorSharing.departures(new double[] {0}, 8, 0.010, 1)[0]).isCloseTo(0.010, within(1e-12));
    }

    @Test
    void aBurstLeavesAtCoresOverDemand() {
        double[] arrivals = new double[1000];
        double[] done = ProcessorSharing.departures(arrivals, 2, 0.010, 1);
        // all 1,000 share the 2 cores to the end: every one finishes at R·s/c
        assertThat(done[0]).isCloseTo(5.0, within(1e-9));
        assertThat(done[999]).isCloseTo(5.0, within(1e-9));
    }

    @Test
    void aRequestWhoseWorkOverlapsUsesUpToPCores() {
        // alone, 10 ms of CPU over 2 cores takes 5 ms; two at once get one core each, as with p = 1
        assertThat(ProcessorSharing.departures(new double[] {0}, 2, 0.010, 2)[0]).isCloseTo(0.005, within(1e-12));
        assertThat(ProcessorSharing.departures(new double[] {0, 0}, 2, 0.010, 2)).containsExactly(0.010, 0.010);
        // p above c is held to c: a quarter core is all there is
        assertThat(ProcessorSharing.departures(new double[] {0}, 0.25, 0.010, 2)[0]).isCloseTo(0.040, within(1e-12));
    }
}
