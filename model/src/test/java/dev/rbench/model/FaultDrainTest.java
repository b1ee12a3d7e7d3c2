package dev.rbench.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.rbench.model.FaultDrain.Path;
import org.junit.jupiter.api.Test;

/**
 * The slow-down solved request by request: one user by hand, the slow-database preset's steps against what they
 * measured, open loads three ways.
 */
class FaultDrainTest {

    private static FaultDrain.Forecast forecast(StackKind stack, ModelInput in, Path path, double extra, double seconds) {
        return FaultDrain.forecast(stack, in, path, extra, seconds).orElseThrow();
    }

    @Test
    void oneUserPaysTheExtraOnEachLegThatEntersWhileTheFaultLasts() {
        // t = 10 ms, the database 2 s slower each way for 5 s. The request in flight at the start pays its way back
        // (≈ 2 s), the next both ways (4.01 s, to ≈ 6 s after the start), the one after that nothing: it begins after
        // the end. So the worst is 4.01 s, and the last request begun before the end is answered ≈ 1 s after it.
        FaultDrain.Forecast f = forecast(StackKind.VIRTUAL, ModelInput.of(new Load.Closed(1, 30), ModelInput.UNLIMITED, 0.010),
                Path.DATABASE, 2.0, 5);
        assertEquals(4010, f.worstMs(), 1);
        assertEquals(1.0, f.recoverySeconds(), 0.02);
        assertEquals(0, f.backlog());
        // The downstream delays only the call's way there: 2.01 s a call.
        FaultDrain.Forecast downstream = forecast(StackKind.VIRTUAL, ModelInput.of(new Load.Closed(1, 30), ModelInput.UNLIMITED, 0.010),
                Path.DOWNSTREAM, 2.0, 5);
        assertEquals(2010, downstream.worstMs(), 1);
    }

    @Test
    void withoutAnExtraNothingChanges() {
        FaultDrain.Forecast f = forecast(StackKind.BLOCKING, ModelInput.of(new Load.Closed(400, 30), 200, 0.010).withPool(100),
                Path.DATABASE, 0, 5);
        // 400 users on 100 connections: four rounds of 10 ms, as before the fault.
        assertEquals(40, f.worstMs(), 0.5);
        assertEquals(300, f.backlog(), 100);
        assertTrue(f.recoverySeconds() < 0.05);
    }

    @Test
    void theSlowDatabasePresetAsMeasured() {
        // slow-database (2026-11-26): 200 users, N = 100, t ≈ 12.5 ms, 2 s slower each way for 5 s. Measured: p99 at
        // worst 6.03–6.23 s on every stack, back within 10 % of before in the 3rd second after the end.
        FaultDrain.Forecast blocking = forecast(StackKind.BLOCKING,
                ModelInput.of(new Load.Closed(200, 30), 200, 0.0125).withPool(100), Path.DATABASE, 2.0, 5);
        assertEquals(6000, blocking.worstMs(), 100);
        assertTrue(blocking.recoverySeconds() > 1 && blocking.recoverySeconds() < 3, "recovery " + blocking.recoverySeconds());
        // Its quick form: 50 users on T = 10, 1 s slower each way for 2 s. Measured: p99 at worst 2.10 s, recovered in 2 s.
        FaultDrain.Forecast quick = forecast(StackKind.BLOCKING,
                ModelInput.of(new Load.Closed(50, 12), 10, 0.0102).withPool(100), Path.DATABASE, 1.0, 2);
        assertEquals(2050, quick.worstMs(), 100);
        assertTrue(quick.recoverySeconds() < 2, "recovery " + quick.recoverySeconds());
    }

    @Test
    void anOpenLoadBuildsABacklogOnlyAboveTheSlowRateAndDrainsOnlyBelowTheNormalOne() {
        // N = 10, t = 100 ms: 100 requests a second normally, 10 / 4.1 ≈ 2.4 a second while each call takes 4.1 s.
        FaultDrain.Forecast light = forecast(StackKind.REACTIVE, ModelInput.of(new Load.Open(2, 30), ModelInput.UNLIMITED, 0.1)
                .withPool(10), Path.DATABASE, 2.0, 5);
        assertEquals(0, light.backlog());
        FaultDrain.Forecast busy = forecast(StackKind.REACTIVE, ModelInput.of(new Load.Open(50, 30), ModelInput.UNLIMITED, 0.1)
                .withPool(10), Path.DATABASE, 2.0, 5);
        assertTrue(busy.backlog() > 100, "backlog " + busy.backlog());
        assertTrue(Double.isFinite(busy.recoverySeconds()) && busy.recoverySeconds() > 2, "recovery " + busy.recoverySeconds());
        FaultDrain.Forecast over = forecast(StackKind.REACTIVE, ModelInput.of(new Load.Open(120, 30), ModelInput.UNLIMITED, 0.1)
                .withPool(10), Path.DATABASE, 2.0, 5);
        assertTrue(Double.isInfinite(over.recoverySeconds()));
    }

    @Test
    void aBurstHasNoForecast() {
        assertTrue(FaultDrain.forecast(StackKind.VIRTUAL, ModelInput.of(new Load.Burst(10, 1), ModelInput.UNLIMITED, 0.5),
                Path.DATABASE, 1, 5).isEmpty());
    }
}
