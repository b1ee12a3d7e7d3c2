package dev.rbench.runner.results;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.infra.net.ListenQueues;
import dev.rbench.protocol.PoolSnapshot;
import dev.rbench.results.DatabaseStep;
import dev.rbench.results.ScenarioInfo;
import dev.rbench.runner.calibration.BackendChecks;
import dev.rbench.runner.scenario.ScenarioYaml;
import org.junit.jupiter.api.Test;

class StepRecordsTest {

    private static final BackendChecks.Calibration CALIBRATED = new BackendChecks.Calibration(0.0123456, 0.0021, 240);
    private static final PoolSnapshot POOL = new PoolSnapshot(100, 10, 2, 0, 0, 14, 0, 12, 3);

    @Test
    void aDatabaseStepCountsReadsAndADownstreamStepCalls() {
        DatabaseStep db = StepRecords.databaseStep("GET /documents/1", CALIBRATED, false, 30, 9, 4L, POOL, dev.rbench.runner.calibration.CpuStation.sharedCores(true), 1);
        assertThat(db).extracting(DatabaseStep::reads, DatabaseStep::readsPerRequest, DatabaseStep::calls, DatabaseStep::callsPerRequest)
                .containsExactly(30L, 3.333, null, null);
        // The calibration in milliseconds, to the thousandth results.json keeps.
        assertThat(db).extracting(DatabaseStep::unloadedCallMs, DatabaseStep::cpuMsPerRequest).containsExactly(12.346, 2.1);
        assertThat(db.pool().maxInUse()).isEqualTo(12);

        DatabaseStep downstream = StepRecords.databaseStep("GET /remote", CALIBRATED, true, 9, 9, null, null, dev.rbench.runner.calibration.CpuStation.sharedCores(true), 1);
        assertThat(downstream).extracting(DatabaseStep::reads, DatabaseStep::calls, DatabaseStep::callsPerRequest)
                .containsExactly(null, 9L, 1.0);
        assertThat(downstream.countPerRequest()).isEqualTo(1.0);
        // Nothing sent: no per-request figure rather than a division by zero.
        assertThat(StepRecords.databaseStep("GET /remote", CALIBRATED, true, 0, 0, null, null, dev.rbench.runner.calibration.CpuStation.sharedCores(true), 1).callsPerRequest()).isNull();
    }

    @Test
    void listenQueueCountersAreAbsentWhereTheKernelHasNone() {
        assertThat(StepRecords.listenQueue(null)).isNull();
        assertThat(StepRecords.listenQueue(new ListenQueues.Counters(5, 6)).drops()).isEqualTo(6);
    }

    @Test
    void theRequestsInFlightWhenTheServiceDiedAreThoseSentAndNotFinishedBeforeTheFirstUnansweredFailure() {
        var none = new dev.rbench.loadgen.ErrorCounts(0, 0, 0, 0);
        var timeline = java.util.List.of(
                new dev.rbench.loadgen.TimelineSecond(0, 3000, 0, none, null, null, 3000),
                new dev.rbench.loadgen.TimelineSecond(1, 200, 900, none, 2.0, 2.0, 2300),
                // killed here: the 2,300 then in flight end as connection errors, 100 new ones are refused
                new dev.rbench.loadgen.TimelineSecond(2, 100, 0, new dev.rbench.loadgen.ErrorCounts(100, 0, 0, 2300), null, null, 0));
        var result = new dev.rbench.loadgen.StepResult(3000, 3300, 900, new dev.rbench.loadgen.ErrorCounts(100, 0, 0, 2300), 2.5,
                360, new dev.rbench.loadgen.LatencySummary(0, 0, 0, 0, 0, 0), null, new dev.rbench.loadgen.LatencySummary(0, 0, 0, 0, 0, 0), null, timeline,
                java.util.List.of(), new dev.rbench.loadgen.GeneratorHealth(0, 0, 0, false, null));
        assertThat(StepRecords.inFlightAtDeath(result)).isEqualTo(3000 + 200 + 100 - 900);
        assertThat(StepRecords.limits(new dev.rbench.infra.cgroup.ResourceLimits(0.25, 512),
                new dev.rbench.infra.cgroup.CgroupStats(40, 30, 2_500_123_456L, 300L << 20, 1), false))
                .isEqualTo(new dev.rbench.results.LimitsStep(0.25, 512, 40, 30, 2500.123, 300.0, false, 1));
    }

    @Test
    void theScenarioPlansXAndRoutesOnlyOnADatabaseRoute() {
        ScenarioInfo delay = ScenarioRecords.of(ScenarioYaml.read("users: [1, 10]\n", "d.yaml").build());
        assertThat(delay.calls()).isEmpty();
        assertThat(delay.routes()).isEmpty();
        assertThat(delay.users()).containsExactly(1, 10);
        assertThat(((Number) delay.settings().get("delayMs")).longValue()).isEqualTo(2000);

        ScenarioInfo fanout = ScenarioRecords.of(ScenarioYaml.read("""
                database: mongo
                path: /documents/1/fanout?calls={calls}&parallel={parallel}
                calls: [1, 5]
                users: [50]
                """, "db.yaml").build());
        assertThat(fanout.calls()).containsExactly(1, 5);
        assertThat(fanout.workload()).isEqualTo("burst");
        assertThat(fanout.settings()).extractingByKey("backend").asString().contains("poolSize=100");
    }
}
