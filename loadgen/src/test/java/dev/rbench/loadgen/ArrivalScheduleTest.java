package dev.rbench.loadgen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The fire-time schedules are pure functions: checked without any server. */
class ArrivalScheduleTest {

    static List<Long> all(ArrivalSchedule s) {
        List<Long> times = new ArrayList<>();
        for (long t; (t = s.nextFireTimeNanos()) != ArrivalSchedule.END; ) {
            times.add(t);
        }
        assertThat(s.nextFireTimeNanos()).isEqualTo(ArrivalSchedule.END); // stays ended
        return times;
    }

    @Test
    void fixedRateIsEvenlySpacedWithTheRightCount() {
        List<Long> t = all(new OpenRate(500, Duration.ofSeconds(4), 8).schedule());
        assertThat(t).hasSize(2000);
        assertThat(t.getFirst()).isZero();
        for (int k = 1; k < t.size(); k++) {
            assertThat(t.get(k)).isGreaterThan(t.get(k - 1));
            assertThat(t.get(k)).isEqualTo(k * 2_000_000L);
        }
        assertThat(all(new OpenRate(3, Duration.ofMillis(1001), 1).schedule())).hasSize(4); // 0, 1/3, 2/3, 1 s
        assertThat(all(new OpenRate(0.5, Duration.ofSeconds(1), 1).schedule())).containsExactly(0L);
    }

    @Test
    void fixedRampPutsTheKthArrivalWhereTheIntegralOfTheRateReachesK() {
        // 0 -> 100 req/s over 10 s: R(t) = 5 t^2, so arrival k is at sqrt(k/5) s; 500 arrivals in all.
        List<Long> t = all(new RampRate(0, 100, Duration.ofSeconds(10), 4, Arrivals.FIXED, 0).schedule());
        assertThat(t).hasSize(500);
        for (int k : new int[]{0, 1, 5, 20, 125, 499}) {
            assertThat(t.get(k) / 1e9).isCloseTo(Math.sqrt(k / 5.0), within(1e-6));
        }
        for (int k = 1; k < t.size(); k++) {
            assertThat(t.get(k)).isGreaterThan(t.get(k - 1));
        }
        // 10 -> 50 over 4 s: (10 + 50) / 2 * 4 = 120 arrivals; a falling ramp 50 -> 10 has as many.
        assertThat(all(new RampRate(10, 50, Duration.ofSeconds(4), 4, Arrivals.FIXED, 0).schedule())).hasSize(120);
        assertThat(all(new RampRate(50, 10, Duration.ofSeconds(4), 4, Arrivals.FIXED, 0).schedule())).hasSize(120);
        // A constant ramp is a fixed rate.
        assertThat(all(new RampRate(20, 20, Duration.ofSeconds(2), 4, Arrivals.FIXED, 0).schedule()))
                .isEqualTo(all(new OpenRate(20, Duration.ofSeconds(2), 4).schedule()));
    }

    @Test
    void poissonIsReproducibleWithASeed() {
        OpenRate w = new OpenRate(1000, Duration.ofSeconds(5), 8, Arrivals.POISSON, 42);
        List<Long> first = all(w.schedule());
        assertThat(all(w.schedule())).isEqualTo(first);
        assertThat(all(new OpenRate(1000, Duration.ofSeconds(5), 8, Arrivals.POISSON, 42).schedule()))
                .isEqualTo(first);
        assertThat(all(new OpenRate(1000, Duration.ofSeconds(5), 8, Arrivals.POISSON, 43).schedule()))
                .isNotEqualTo(first);
        RampRate ramp = new RampRate(10, 200, Duration.ofSeconds(5), 8, Arrivals.POISSON, 7);
        assertThat(all(ramp.schedule())).isEqualTo(all(ramp.schedule()));
    }

    @Test
    void poissonHasExponentialInterArrivals() {
        double rate = 1000;
        ArrivalSchedule s = new OpenRate(rate, Duration.ofSeconds(100), 8, Arrivals.POISSON, 2024).schedule();
        int n = 10_000;
        double[] gaps = new double[n];
        long previous = 0;
        for (int i = 0; i < n; i++) {
            long t = s.nextFireTimeNanos();
            assertThat(t).isGreaterThanOrEqualTo(previous);
            gaps[i] = (t - previous) / 1e9;
            previous = t;
        }
        double mean = 0;
        for (double g : gaps) {
            mean += g / n;
        }
        double var = 0;
        for (double g : gaps) {
            var += (g - mean) * (g - mean) / (n - 1);
        }
        double cv = Math.sqrt(var) / mean;
        System.out.printf("poisson 1000/s, 10,000 draws: mean gap %.4f ms (expected 1), cv %.3f (expected 1)%n",
                mean * 1000, cv);
        assertThat(mean).isCloseTo(1 / rate, within(0.03 / rate));
        assertThat(cv).isCloseTo(1.0, within(0.05));
        // The count over D is Poisson(rate * D): 5 s at 1000/s gives 5000 +- a few sqrt(5000) = 71.
        assertThat(all(new OpenRate(1000, Duration.ofSeconds(5), 8, Arrivals.POISSON, 9).schedule()).size())
                .isBetween(4700, 5300);
        // Ramp 0 -> 400 over 10 s: 2000 expected, and the second half holds 3/4 of them.
        List<Long> ramp = all(new RampRate(0, 400, Duration.ofSeconds(10), 8, Arrivals.POISSON, 11).schedule());
        assertThat(ramp.size()).isBetween(1850, 2150);
        long late = ramp.stream().filter(t -> t >= 5_000_000_000L).count();
        assertThat((double) late / ramp.size()).isCloseTo(0.75, within(0.04));
    }

    @Test
    void tokenScheduleNeverExceedsItsRateAndSavesNothingUp() {
        TokenSchedule tokens = new TokenSchedule(100, 0); // a slot every 10 ms
        assertThat(tokens.claim(0)).isZero();
        assertThat(tokens.claim(0)).isEqualTo(10_000_000L);
        assertThat(tokens.claim(1_000)).isEqualTo(20_000_000L);
        // Idle for a second: the next claim is "now", and the one after is a full interval later (no catch-up).
        assertThat(tokens.claim(1_000_000_000L)).isEqualTo(1_000_000_000L);
        assertThat(tokens.claim(1_000_000_000L)).isEqualTo(1_010_000_000L);
    }
}
