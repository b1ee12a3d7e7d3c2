package dev.rbench.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ClosedNetworkTest {

    private static final int INF = ModelInput.UNLIMITED;

    @Test
    void oneUserTakesTheWaitAndTheCpuInTurn() {
        double x = ClosedNetwork.throughput(1, ClosedNetwork.waits(10, 2, 0.1, false), ClosedNetwork.cpu(2, 0.05, 1));
        assertThat(x).isCloseTo(1 / 0.25, within(1e-9));
    }

    @Test
    void twoSingleServersSolvedByHand() {
        // Two single-server stations of 1 s each: U = 2 → X = 2/3, U = 3 → 3/4 (states equally likely).
        assertThat(ClosedNetwork.throughput(2, ClosedNetwork.waits(1, 1, 1, false), ClosedNetwork.cpu(1, 1, 1)))
                .isCloseTo(2.0 / 3, within(1e-12));
        assertThat(ClosedNetwork.throughput(3, ClosedNetwork.waits(1, 1, 1, false), ClosedNetwork.cpu(1, 1, 1)))
                .isCloseTo(3.0 / 4, within(1e-12));
    }

    @Test
    void machineRepairmanAgreesWithMeanValueAnalysis() {
        // A delay of 1 s (no limit on waiters) and one core of 1 s: MVA gives X(1) = 0.5, X(2) = 2 / 2.5,
        // X(3): Q(2) = 1.5·0.8 = 1.2 → R = 1 + 2.2 → X = 3/3.2.
        ClosedNetwork.Station waits = ClosedNetwork.waits(INF, 1, 1, false);
        ClosedNetwork.Station cpu = ClosedNetwork.cpu(1, 1, 1);
        assertThat(ClosedNetwork.throughput(1, waits, cpu)).isCloseTo(0.5, within(1e-12));
        assertThat(ClosedNetwork.throughput(2, waits, cpu)).isCloseTo(0.8, within(1e-12));
        assertThat(ClosedNetwork.throughput(3, waits, cpu)).isCloseTo(3 / 3.2, within(1e-12));
    }

    @Test
    void staysBelowBothBoundsAndReachesTheScarcerOne() {
        // t = 10 ms, N = 100 (10,000 req/s), 5 ms CPU on 2 cores (400 req/s)
        ClosedNetwork.Station waits = ClosedNetwork.waits(100, 1, 0.010, false);
        ClosedNetwork.Station cpu = ClosedNetwork.cpu(2, 0.005, 1);
        for (int users : new int[] {1, 2, 3, 5, 8, 10, 20, 50}) {
            double x = ClosedNetwork.throughput(users, waits, cpu);
            assertThat(x).isLessThanOrEqualTo(Math.min(users / 0.015, 400) + 1e-9);
        }
        assertThat(ClosedNetwork.throughput(4000, waits, cpu)).isCloseTo(400, within(0.01));
        // near the knee (U·(t+s)/s ≈ c·... ) the curve bends well below the bounds
        assertThat(ClosedNetwork.throughput(6, waits, cpu)).isLessThan(0.9 * 400);
    }

    @Test
    void thousandsOfUsersStayFinite() {
        double x = ClosedNetwork.throughput(19_000, ClosedNetwork.waits(INF, 1, 2.0, false), ClosedNetwork.cpu(2, 0.0002, 1));
        double bound = Math.min(19_000 / 2.0002, 2 / 0.0002);
        assertThat(x).isLessThan(bound).isGreaterThan(0.995 * bound);
    }

    /**
     * The CPU station's exact solution holds for the fixed CPU cost of a benchmark route (processor
     * sharing is insensitive to the service-time distribution): an event-driven simulation of U users,
     * each waiting a random time around t and then needing exactly s of c shared cores, agrees.
     */
    @Test
    void processorSharingAgreesWithAnEventDrivenClosedLoop() {
        for (double cores : new double[] {1, 2, 0.5}) {
            for (int users : new int[] {2, 5, 12}) {
                double t = 0.010;
                double s = 0.004;
                double simulated = simulate(users, t, cores, s, 200_000);
                double exact = ClosedNetwork.throughput(users, ClosedNetwork.waits(INF, 1, t, false), ClosedNetwork.cpu(cores, s, 1));
                assertThat(simulated / exact).as("c=%s U=%s", cores, users).isCloseTo(1.0, within(0.02));
            }
        }
    }

    /** Users waiting uniformly 0.5–1.5 t (unlimited waiters), then s of CPU on c cores by processor sharing. */
    private static double simulate(int users, double t, double cores, double s, int completions) {
        Random random = new Random(42);
        double now = 0;
        double[] waitEnds = new double[users];
        for (int u = 0; u < users; u++) {
            waitEnds[u] = t * (0.5 + random.nextDouble());
        }
        boolean[] waiting = new boolean[users];
        java.util.Arrays.fill(waiting, true);
        double[] remaining = new double[users];
        int done = 0;
        double warmUpEnd = -1;
        int warmUpDone = 0;
        while (done < completions) {
            List<Integer> atCpu = new ArrayList<>();
            for (int u = 0; u < users; u++) {
                if (!waiting[u]) {
                    atCpu.add(u);
                }
            }
            double speed = atCpu.isEmpty() ? 0 : Math.min(1, cores / atCpu.size());
            double step = Double.POSITIVE_INFINITY;
            for (int u = 0; u < users; u++) {
                step = Math.min(step, waiting[u] ? waitEnds[u] - now : remaining[u] / speed);
            }
            now += step;
            for (int u : atCpu) {
                remaining[u] -= step * speed;
            }
            for (int u = 0; u < users; u++) {
                if (waiting[u] && waitEnds[u] <= now + 1e-15) {
                    waiting[u] = false;
                    remaining[u] = s;
                } else if (!waiting[u] && atCpu.contains(u) && remaining[u] <= 1e-15) {
                    waiting[u] = true;
                    waitEnds[u] = now + t * (0.5 + random.nextDouble());
                    done++;
                    if (done == completions / 10) {
                        warmUpEnd = now;
                        warmUpDone = done;
                    }
                }
            }
        }
        return (done - warmUpDone) / (now - warmUpEnd);
    }

    @Test
    void oneUserWhoseWorkOverlapsTakesSOverP() {
        ClosedNetwork.Station overlapped = ClosedNetwork.cpu(2, 0.0064, 1.4);
        assertThat(overlapped.rate(1)).isCloseTo(1.4 / 0.0064, within(1e-9));
        assertThat(overlapped.rate(2)).isCloseTo(2 / 0.0064, within(1e-9)); // the cores, not p, bound two
    }
}
