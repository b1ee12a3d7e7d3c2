package dev.rbench.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/**
 * The CPU station of a scheduled load: each request's s in two visits around its wait. With no wait the two visits are
 * one request's s on the station, which these tests check first, then the wait between them.
 */
class ProcessorSharingTest {

    private static final ProcessorSharing.Waits NO_WAIT = (request, ready) -> ready;

    private static double[] station(double[] arrivals, double cores, double demand, double parallelism) {
        return ProcessorSharing.aroundWaits(arrivals, NO_WAIT, cores, demand, parallelism);
    }

    @Test
    void twoRequestsTogetherShareOneCore() {
        assertThat(station(new double[] {0, 0}, 1, 1, 1)).containsExactly(2, 2);
        assertThat(station(new double[] {0, 0}, 2, 1, 1)).containsExactly(1, 1);
    }

    @Test
    void aLaterArrivalSlowsTheFirst() {
        // A alone for 0.5 s (0.5 done), then both at half speed: A needs 1 s more, B is then half done.
        double[] done = station(new double[] {0, 0.5}, 1, 1, 1);
        assertThat(done[0]).isCloseTo(1.5, within(1e-12));
        assertThat(done[1]).isCloseTo(2.0, within(1e-12));
    }

    @Test
    void anIdleGapLeavesTheCoresIdle() {
        assertThat(station(new double[] {0, 5}, 1, 1, 1)).containsExactly(1, 6);
    }

    @Test
    void aQuotaRunsOneRequestAtItsShare() {
        assertThat(station(new double[] {0}, 0.25, 0.010, 1)[0]).isCloseTo(0.040, within(1e-12));
        // and one request cannot use more than one core, whatever the cores
        assertThat(station(new double[] {0}, 8, 0.010, 1)[0]).isCloseTo(0.010, within(1e-12));
    }

    @Test
    void aBurstLeavesAtCoresOverDemand() {
        double[] arrivals = new double[1000];
        double[] done = station(arrivals, 2, 0.010, 1);
        // all 1,000 share the 2 cores to the end: every one finishes at R·s/c
        assertThat(done[0]).isCloseTo(5.0, within(1e-9));
        assertThat(done[999]).isCloseTo(5.0, within(1e-9));
    }

    @Test
    void aRequestWhoseWorkOverlapsUsesUpToPCores() {
        // alone, 10 ms of CPU over 2 cores takes 5 ms; two at once get one core each, as with p = 1
        assertThat(station(new double[] {0}, 2, 0.010, 2)[0]).isCloseTo(0.005, within(1e-12));
        assertThat(station(new double[] {0, 0}, 2, 0.010, 2)).containsExactly(0.010, 0.010);
        // p above c is held to c: a quarter core is all there is
        assertThat(station(new double[] {0}, 0.25, 0.010, 2)[0]).isCloseTo(0.040, within(1e-12));
    }

    @Test
    void theSecondVisitComesAfterTheWaitAndSharesTheCoresWithLaterFirstVisits() {
        // s = 1 s on one core, a wait of 2 s: A's first visit 0–0.5, its second 2.5–3; B (at 2.5) shares the core with it.
        double[] done = ProcessorSharing.aroundWaits(new double[] {0, 2.5}, (request, ready) -> ready + 2, 1, 1, 1);
        assertThat(done[0]).isCloseTo(3.5, within(1e-12));
        assertThat(done[1]).isCloseTo(3.5 + 2 + 0.5, within(1e-12));
    }
}
