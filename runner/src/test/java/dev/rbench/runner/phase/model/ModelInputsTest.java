package dev.rbench.runner.phase.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.rbench.loadgen.Burst;
import dev.rbench.model.ModelInput;
import dev.rbench.results.ModelFigures;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.ScenarioYaml;
import dev.rbench.runner.stack.Stacks;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class ModelInputsTest {

    private static final Scenario DATABASE = ScenarioYaml.read("""
            path: /documents/1/fanout?calls={calls}&parallel={parallel}
            backend:
              mongo:
                poolSize: 100
                calls: [1, 5]
            serverThreads: 200
            workload:
              burst:
                users: [400]
                ramp: 0s
            """, "db.yaml").build();

    @Test
    void theDelayRouteHasNoPoolAndOneCall() {
        Scenario delay = ScenarioYaml.read("delay: 2s\n", "d.yaml").build();
        ModelInput in = ModelInputs.of(delay, Stacks.get("blocking"), new Burst(1000, Duration.ZERO), 1, 2.0);
        assertThat(in.pool()).isEqualTo(ModelInput.UNLIMITED);
        assertThat(in.threads()).isEqualTo(200);
        ModelFigures blocking = ModelInputs.predict(delay, Stacks.get("blocking"), new Burst(1000, Duration.ZERO));
        assertThat(blocking.wallSeconds()).isCloseTo(10.0, within(1e-9));   // the study's ceil(1000/200) * 2 s
        // The ceiling the report draws: T/t = 200 threads / 2 s; no pool, no CPU stage; none for the event loop.
        assertThat(blocking).extracting(ModelFigures::threadCeilingRps, ModelFigures::poolCeilingRps, ModelFigures::cpuCeilingRps)
                .containsExactly(100.0, null, null);
        assertThat(ModelInputs.predict(delay, Stacks.get("reactive"), new Burst(1000, Duration.ZERO)).threadCeilingRps()).isNull();
    }

    @Test
    void aDatabaseRouteTakesThePoolAndTheCallsFromTheScenario() {
        ModelInput blocking = ModelInputs.of(DATABASE, Stacks.get("blocking"), new Burst(400, Duration.ZERO), 5, 1.0);
        assertThat(blocking.pool()).isEqualTo(100);
        assertThat(blocking.calls()).isEqualTo(5);
        assertThat(blocking.parallelCalls()).isFalse();
        assertThat(ModelInputs.of(DATABASE, Stacks.get("reactive"), new Burst(400, Duration.ZERO), 5, 1.0).parallelCalls()).isTrue();
    }

    @Test
    void eachBackendHandsTheModelItsOwnPool() {
        // Until the backends were types, N came from mongo.poolSize whatever the database: 100 here, not 20.
        Burst burst = new Burst(400, Duration.ZERO);
        Scenario postgres = ScenarioYaml.read("path: /records?store=postgres&size=1kb&count=10\n"
                + "backend: {postgres: {poolSize: 20}}\n", "pg.yaml").build();
        assertThat(ModelInputs.of(postgres, Stacks.get("blocking"), burst, 1, 1.0).pool()).isEqualTo(20);
        assertThat(ModelInputs.predict(postgres, Stacks.get("reactive"), burst, 1, 1.0).wallSeconds())
                .isCloseTo(20.0, within(1e-9));   // ceil(400/20) waves of t
        Scenario flat = ScenarioYaml.read("database: postgres\npostgres:\n  poolSize: 20\n", "flat.yaml").build();
        assertThat(ModelInputs.of(flat, Stacks.get("blocking"), burst, 1, 1.0).pool()).isEqualTo(20);
        Scenario downstream = ScenarioYaml.read("path: /remote?ms={delayMs}\nbackend: {downstream: {poolSize: 50}}\n",
                "ds.yaml").build();
        assertThat(ModelInputs.of(downstream, Stacks.get("virtual"), burst, 1, 1.0).pool()).isEqualTo(50);
        Scenario cassandra = ScenarioYaml.read("path: /api/\nbackend: {cassandra: {connections: 2}}\n", "c.yaml").build();
        assertThat(ModelInputs.of(cassandra, Stacks.get("reactive"), burst, 1, 1.0).pool()).isEqualTo(ModelInput.UNLIMITED);
    }

    @Test
    void thePoolIsTheLimitWhenItIsSmallerThanTheThreads() {
        // The study's "with database": N = 100 < T = 200, so both stacks run ceil(400/100) = 4 waves of t.
        ModelFigures blocking = ModelInputs.predict(DATABASE, Stacks.get("blocking"), new Burst(400, Duration.ZERO), 1, 1.0);
        ModelFigures reactive = ModelInputs.predict(DATABASE, Stacks.get("reactive"), new Burst(400, Duration.ZERO), 1, 1.0);
        assertThat(blocking.wallSeconds()).isCloseTo(4.0, within(1e-9));
        assertThat(reactive.wallSeconds()).isCloseTo(4.0, within(1e-9));
        // T/t = 200, N/t = 100 for the blocking stack; the reactive one is bound by the pool alone.
        assertThat(blocking).extracting(ModelFigures::threadCeilingRps, ModelFigures::poolCeilingRps).containsExactly(200.0, 100.0);
        assertThat(reactive).extracting(ModelFigures::threadCeilingRps, ModelFigures::poolCeilingRps).containsExactly(null, 100.0);
        // x = 5 calls in sequence hold a thread 5 t, and take 5 of the pool's N connection-seconds.
        ModelFigures fanout = ModelInputs.predict(DATABASE, Stacks.get("blocking"), new Burst(400, Duration.ZERO), 5, 1.0);
        assertThat(fanout).extracting(ModelFigures::threadCeilingRps, ModelFigures::poolCeilingRps).containsExactly(40.0, 20.0);
        // The study's "Further Modification": x = 5 in sequence is 4 waves of 5 t; in parallel ceil(400*5/100) waves of t.
        assertThat(ModelInputs.predict(DATABASE, Stacks.get("blocking"), new Burst(400, Duration.ZERO), 5, 1.0).wallSeconds())
                .isCloseTo(20.0, within(1e-9));
        assertThat(ModelInputs.predict(DATABASE, Stacks.get("reactive"), new Burst(400, Duration.ZERO), 5, 1.0).wallSeconds())
                .isCloseTo(20.0, within(1e-9));
    }

    @Test
    void aCalibratedCpuCostCapsAClosedLoopAtCoresOverS() {
        // 500 users, t = 10 ms, N = 100: the pool alone would allow 10,000 req/s; 5 ms of CPU a request
        // on the pinned single service core allows 200.
        Scenario pinned = ScenarioYaml.read("database: mongo\nworkload: closed\nusers: [500]\nduration: 10s\n"
                + "pin: service=0,generator=1\n", "cpu.yaml").build();
        org.junit.jupiter.api.Assumptions.assumeTrue(dev.rbench.infra.cpu.CpuPlacement.machineCpus() >= 2);
        ModelFigures withCpu = reactiveClosed(pinned, 500, 10, 0.010, 0.005);
        ModelFigures without = ModelInputs.predict(pinned, Stacks.get("reactive"),
                new dev.rbench.loadgen.ClosedLoop(500, Duration.ofSeconds(10)), 1, 0.010);
        assertThat(withCpu.throughputRps()).isCloseTo(200.0, within(1e-6));
        assertThat(without.throughputRps()).isCloseTo(10_000.0, within(1e-6));
        assertThat(withCpu.cpuCeilingRps()).isEqualTo(200.0);   // c/s = 1 core / 5 ms
        assertThat(without.cpuCeilingRps()).isNull();
    }

    @Test
    void aClosedStepWhoseCoresAreTheLimitRecordsItsSteadyMiddle() {
        // 2,000 users behind a 2 s wait on a quarter core at 0.38 ms a request: the middle serves ~656 req/s, the step
        // over its wall ~5 % less. Behind a 10 ms wait the cores never run dry: nothing lost at the ends.
        Scenario quarter = ScenarioYaml.read("backend: {downstream: {url: embedded}}\nworkload: {closed: {users: [2000],"
                + " duration: 20s}}\nlimits: {cpus: 0.25}\n", "quota.yaml").build();
        ModelFigures busy = reactiveClosed(quarter, 2000, 20, 2.0, 0.00038);
        assertThat(busy.steadyThroughputRps()).isCloseTo(656, within(2.0));
        assertThat(busy.endsShare()).isBetween(0.04, 0.07);
        ModelFigures waiting = reactiveClosed(quarter, 2000, 20, 0.010, 0.00038);
        assertThat(waiting.steadyThroughputRps()).isNull();
        assertThat(waiting.endsShare()).isZero();
    }

    @Test
    void underACpuQuotaCIsTheQuota() {
        // The same 5 ms a request on a quarter of a core: 50 req/s, in the prediction and as its ceiling.
        Scenario quarter = ScenarioYaml.read("database: mongo\nworkload: closed\nusers: [500]\nduration: 10s\n"
                + "limits: {cpus: 0.25}\n", "quota.yaml").build();
        ModelFigures p = reactiveClosed(quarter, 500, 10, 0.010, 0.005);
        assertThat(ModelInputs.cores(quarter)).isEqualTo(0.25);
        assertThat(p.throughputRps()).isCloseTo(50.0, within(1e-6));
        assertThat(p.cpuCeilingRps()).isEqualTo(50.0);
        // A quota above the cores the service may run on is capped by them.
        Scenario many = ScenarioYaml.read("limits: {cpus: 64}\n", "many.yaml").build();
        assertThat(ModelInputs.cores(many)).isEqualTo(dev.rbench.infra.cpu.CpuPlacement.machineCpus());
    }

    /** The reactive stack's closed loop of {@code users} for {@code seconds}, one call of {@code t} s, s CPU seconds a request. */
    private static ModelFigures reactiveClosed(Scenario scenario, int users, int seconds, double t, double s) {
        return ModelInputs.predict(scenario, Stacks.get("reactive"), new dev.rbench.loadgen.ClosedLoop(users, Duration.ofSeconds(seconds)),
                1, t, s);
    }
}
