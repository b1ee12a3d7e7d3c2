package dev.rbench.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class AdvisorTest {

    private static final int INF = ModelInput.UNLIMITED;

    @Test
    void erlangCByHand() {
        assertThat(Advisor.erlangC(1, 0.5)).isCloseTo(0.5, within(1e-12));      // M/M/1: P(wait) = ρ
        assertThat(Advisor.erlangC(2, 1.0)).isCloseTo(1.0 / 3, within(1e-12));  // (1/2·2) / (1 + 1 + 1)
    }

    @Test
    void blockingOnTheDelayRouteNeedsThreadsForTheRateAt85PercentBusy() {
        // 100 req/s holding a thread 2 s each: 200 busy on average, 236 at 85 %
        Advisor.Advice a = Advisor.advise(StackKind.BLOCKING, ModelInput.of(new Load.Closed(1, 1), 200, 2.0), 100, Double.NaN);
        assertThat(a.feasible()).isTrue();
        assertThat(a.threads()).isEqualTo(236);
        assertThat(a.pool()).isNull();
        assertThat(a.utilisation()).isCloseTo(200.0 / 236, within(1e-12));
        assertThat(a.half().threads()).isEqualTo(118);
        // the other stacks hold no thread and there is no pool: nothing to size
        Advisor.Advice virtual = Advisor.advise(StackKind.VIRTUAL, ModelInput.of(new Load.Closed(1, 1), 200, 2.0), 100, Double.NaN);
        assertThat(virtual.threads()).isNull();
        assertThat(virtual.pool()).isNull();
    }

    @Test
    void aPoolIsSizedForTheCallsAndParallelCallsShareIt() {
        ModelInput db = ModelInput.of(new Load.Closed(1, 1), 200, 0.1).withPool(100).withCalls(3, false);
        // reactive forks its 3 calls: 300 calls/s of 0.1 s → 30 busy → 36 connections; no thread limit
        Advisor.Advice reactive = Advisor.advise(StackKind.REACTIVE, db, 100, Double.NaN);
        assertThat(reactive.pool()).isEqualTo(36);
        assertThat(reactive.threads()).isNull();
        // blocking holds thread and connection for the 3 calls in turn: 100/s × 0.3 s = 30 → 36 of each
        Advisor.Advice blocking = Advisor.advise(StackKind.BLOCKING, db, 100, Double.NaN);
        assertThat(blocking.threads()).isEqualTo(36);
        assertThat(blocking.pool()).isEqualTo(36);
    }

    @Test
    void aP99TargetAsksForMoreServersTheTighterItIs() {
        ModelInput in = ModelInput.of(new Load.Closed(1, 1), 200, 0.1).withPool(100);
        Advisor.Advice loose = Advisor.advise(StackKind.VIRTUAL, in, 100, 400);
        Advisor.Advice tight = Advisor.advise(StackKind.VIRTUAL, in, 100, 110);
        assertThat(loose.pool()).isLessThan(tight.pool());
        assertThat(tight.waitP99Ms()).isLessThanOrEqualTo(10.0);
        assertThat(loose.pool()).isGreaterThan(10);  // at least the offered load, 100/s × 0.1 s
        Advisor.Advice impossible = Advisor.advise(StackKind.VIRTUAL, in, 100, 50);
        assertThat(impossible.feasible()).isFalse();
        assertThat(impossible.reason()).contains("one request alone takes 100.0 ms, more than the p99 target of 50.0 ms");
    }

    @Test
    void noThreadsOrConnectionsBeatTheCpu() {
        ModelInput in = ModelInput.of(new Load.Closed(1, 1), 200, 0.01).withPool(100).withCpu(2, 0.0065);
        Advisor.Advice a = Advisor.advise(StackKind.BLOCKING, in, 500, Double.NaN);
        assertThat(a.feasible()).isFalse();
        assertThat(a.reason()).startsWith("CPU bound: c/s = 308 req/s on 2 cores (s = 6.50 ms)");
        assertThat(Advisor.advise(StackKind.BLOCKING, in, 200, Double.NaN).feasible()).isTrue();
    }
}
