package dev.rbench.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The fault forecast solved by hand for small cases: closed loops below and above their servers, open loads three ways. */
class FaultDrainTest {

    private static FaultDrain.Forecast forecast(StackKind stack, ModelInput in, double extra, double seconds) {
        return FaultDrain.forecast(stack, in, extra, seconds).orElseThrow();
    }

    @Test
    void aClosedLoopWithinItsServersRecoversOneSlowRequestAfterTheFault() {
        // 50 users, T = 200, N = 100, t = 10 ms, the database 2 s slower each way: a call takes 4.01 s.
        ModelInput in = ModelInput.of(new Load.Closed(50, 30), 200, 0.010).withPool(100);
        FaultDrain.Forecast f = forecast(StackKind.BLOCKING, in, 4.0, 5);
        assertEquals(0, f.backlog());
        assertEquals(4.010, f.recoverySeconds(), 1e-9);
        assertEquals(4010, f.meanMsDuring(), 1e-6);
    }

    @Test
    void aClosedLoopBeyondItsServersDrainsWhatWaitsBehindTheSlowRequests() {
        // slow-database's shape: 400 users on T = 200 over N = 100, t = 10 ms, 4 s slower per call.
        ModelInput in = ModelInput.of(new Load.Closed(400, 30), 200, 0.010).withPool(100);
        FaultDrain.Forecast f = forecast(StackKind.BLOCKING, in, 4.0, 5);
        assertEquals(300, f.backlog());
        // 4.01 s for the requests in service, then 300 waiting at 100 / 0.01 s = 10,000 a second: 0.03 s.
        assertEquals(4.04, f.recoverySeconds(), 1e-9);
        // During it the same queue with t = 4.01 s: U / X = 400 / (100 / 4.01).
        assertEquals(400 / (100 / 4.010) * 1000, f.meanMsDuring(), 1e-6);
    }

    @Test
    void withoutAFaultNothingChanges() {
        ModelInput in = ModelInput.of(new Load.Closed(400, 30), 200, 0.010).withPool(100);
        FaultDrain.Forecast f = forecast(StackKind.BLOCKING, in, 0, 5);
        assertEquals(QueueModel.predict(StackKind.BLOCKING, in).meanLatencyMs(), f.meanMsDuring(), 1e-9);
    }

    @Test
    void anOpenLoadBuildsABacklogOnlyAboveTheSlowRateAndDrainsOnlyBelowTheNormalOne() {
        // N = 10, t = 100 ms: 100 requests a second normally; 2.1 s per call during the fault: 10 / 2.1 = 4.76 a second.
        ModelInput light = ModelInput.of(new Load.Open(4, 30), ModelInput.UNLIMITED, 0.1).withPool(10);
        FaultDrain.Forecast none = forecast(StackKind.REACTIVE, light, 2.0, 5);
        assertEquals(0, none.backlog());
        assertEquals(2.1, none.recoverySeconds(), 1e-9);

        ModelInput busy = ModelInput.of(new Load.Open(50, 30), ModelInput.UNLIMITED, 0.1).withPool(10);
        FaultDrain.Forecast drains = forecast(StackKind.REACTIVE, busy, 2.0, 5);
        double slowRate = 10 / 2.1;
        assertEquals((50 - slowRate) * 5, drains.backlog(), 1e-9);
        assertEquals(drains.backlog() / (100 - 50) + 2.1, drains.recoverySeconds(), 1e-9);

        ModelInput over = ModelInput.of(new Load.Open(120, 30), ModelInput.UNLIMITED, 0.1).withPool(10);
        assertTrue(Double.isInfinite(forecast(StackKind.REACTIVE, over, 2.0, 5).recoverySeconds()));
    }

    @Test
    void withoutServersToWaitForNothingQueuesAndABurstHasNoForecast() {
        ModelInput virtual = ModelInput.of(new Load.Closed(1000, 30), ModelInput.UNLIMITED, 0.5);
        FaultDrain.Forecast f = forecast(StackKind.VIRTUAL, virtual, 1.0, 5);
        assertEquals(0, f.backlog());
        assertEquals(1.5, f.recoverySeconds(), 1e-9);
        assertTrue(FaultDrain.forecast(StackKind.VIRTUAL, ModelInput.of(new Load.Burst(10, 1), ModelInput.UNLIMITED, 0.5), 1, 5)
                .isEmpty());
    }
}
