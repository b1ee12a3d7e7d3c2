package dev.rbench.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class ClosedStepTest {

    @Test
    void twoUsersOnOneCoreSolvedByHand() {
        // s = 1 s in two visits of 0.5 s, t = 1 s, D = 4 s; the steady rate is 1 req/s (the core and U/(t+s) agree).
        // The core: A 0–0.5, B 0.5–1.0, idle while both wait, A 1.5–2.0 (answers, sends), B 2.0–2.5 (answers, sends),
        // A 2.5–3.0, B 3.0–3.5, idle while both wait, A 4.0–4.5, B 4.5–5.0: 4 answers over a 5 s wall, 4 s busy.
        assertThat(ClosedStep.efficiency(2, 4, 2, 1.0, 1.0, 1.0, 1.0)).isCloseTo(0.8, within(1e-12));
    }

    @Test
    void aStepThatWaitsLosesNothingAtItsEnds() {
        // 100 users behind a 2 s wait on a quarter core that could serve 1,250 a second: the users are the limit
        // (50 a second), and every request sent is answered at the pace of the middle.
        assertThat(ClosedStep.efficiency(100, 20, 10_000, 2.0, 0.25, 0.0002, 1)).isCloseTo(1.0, within(0.01));
    }

    @Test
    void whereTheCoresAreTheLimitTheEndsCostAFixedTime() {
        // 2,000 users, a quarter core, 0.38 ms a request, a 2 s downstream: the cores serve 656 a second, the users
        // could ask for 1,000. The first 2,000 visits take 1.5 s of the first 2 s, and at the end the core runs dry
        // while the last requests wait with nothing left to send: about 1.2 s lost, 5.5 % of a 20 s step, under 1 % of
        // a 200 s one.
        double twenty = ClosedStep.efficiency(2000, 20, 10_000, 2.0, 0.25, 0.00038, 1);
        double twoHundred = ClosedStep.efficiency(2000, 200, 10_000, 2.0, 0.25, 0.00038, 1);
        assertThat(twenty).isBetween(0.93, 0.96);
        assertThat(twoHundred).isBetween(0.99, 0.997);
        double steady = 0.25 / 0.00038;
        double lostTwenty = (1 - twenty) * (20 + 2000 / steady);
        double lostTwoHundred = (1 - twoHundred) * (200 + 2000 / steady);
        assertThat(lostTwoHundred).isCloseTo(lostTwenty, within(0.25 * lostTwenty));
    }

    @Test
    void aLongStepIsItsEndsAndAMiddleAtTheSteadyRate() {
        // 20,000 requests solved whole against the first 3,000 and the rest at the steady rate.
        double whole = ClosedStep.efficiency(500, 30, 10_000, 0.5, 0.25, 0.0004, 1, Integer.MAX_VALUE);
        double extrapolated = ClosedStep.efficiency(500, 30, 10_000, 0.5, 0.25, 0.0004, 1, 3_000);
        assertThat(extrapolated).isCloseTo(whole, within(0.005));
        assertThat(whole).isLessThan(1);
    }

    @Test
    void severalCoresServeInTurnAtTheirShare() {
        // Two cores, 50 ms a request, no wait to speak of: 40 a second from the first request to the last but the
        // drain, where fewer requests than cores are left.
        double e = ClosedStep.efficiency(10, 20, 200, 0.0032, 2, 0.050, 1);
        assertThat(e).isBetween(0.99, 1.0);
    }
}
