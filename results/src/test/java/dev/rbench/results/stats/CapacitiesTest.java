package dev.rbench.results.stats;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.results.ErrorCounts;
import dev.rbench.results.Estimate;
import dev.rbench.results.IntervalMethod;
import dev.rbench.results.LatencySummary;
import dev.rbench.results.Percentile;
import dev.rbench.results.RepeatFigures;
import dev.rbench.results.ResourceUsage;
import dev.rbench.results.RunResults;
import dev.rbench.results.SloCapacity;
import dev.rbench.results.SloObjective;
import dev.rbench.results.StackRun;
import dev.rbench.results.StepRecord;
import dev.rbench.results.StepStats;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CapacitiesTest {

    private static final SloObjective P99_600 = new SloObjective(List.of(new SloObjective.LatencyBound(Percentile.P99, 600)), 0.1);

    @Test
    void theRecordedRunOfFiveRepeatsGivesEachStacksCapacityWithItsInterval() throws Exception {
        RunResults recorded = VerdictsTest.recorded();
        SloCapacity c = Capacities.of(recorded, P99_600);
        assertThat(c.stacks()).extracting(SloCapacity.StackCapacity::stack).containsExactly("blocking", "virtual", "reactive");
        SloCapacity.StackCapacity blocking = c.stacks().getFirst();
        assertThat(blocking.users().value()).isEqualTo(10);
        assertThat(blocking.users().low()).isEqualTo(10);
        assertThat(blocking.users().high()).isEqualTo(10);
        assertThat(blocking.users().samples()).containsExactly(10.0, 10.0, 10.0, 10.0, 10.0);
        assertThat(blocking.rateRps()).isNull();
        assertThat(blocking.sustainsLargest()).isFalse();
        SloCapacity.StepCheck fifty = blocking.steps().get(2);
        assertThat(fifty.sustained()).isFalse();
        assertThat(fifty.latencyMs()).containsExactly(2445.311);
        assertThat(fifty.misses()).containsExactly("p99 2,445 ms > 600 ms");
        assertThat(fifty.repeatsSustained()).isZero();
        assertThat(fifty.repeats()).isEqualTo(5);
        for (SloCapacity.StackCapacity s : c.stacks().subList(1, 3)) {
            assertThat(s.users().value()).as(s.stack()).isEqualTo(100);
            assertThat(s.sustainsLargest()).as(s.stack()).isTrue();
        }
        assertThat(c.metAtLargestLoad()).isFalse();
        assertThat(Capacities.of(recorded, new SloObjective(List.of(new SloObjective.LatencyBound(Percentile.P99, 5000)), 0))
                .metAtLargestLoad()).as("every stack within 5 s at 100 users").isTrue();
    }

    @Test
    void aSingleRunSustainsALoadOnlyWithinEveryBound() {
        StackRun run = run("blocking", step(1, 500, 0), step(10, 550, 0), step(50, 590, 1), step(100, 2_000, 0));
        SloCapacity.StackCapacity c = Capacities.of(run, P99_600, false);
        assertThat(c.users().value()).as("50 users had 1 % errors, above 0.1 %").isEqualTo(10);
        assertThat(c.users().bounded()).isFalse();
        assertThat(c.users().samples()).isEmpty();
        assertThat(c.steps().get(2).misses()).containsExactly("errors 1 % > 0.1 %");
        assertThat(c.steps().get(3).misses()).containsExactly("p99 2,000 ms > 600 ms");
        assertThat(c.sustainsLargest()).isFalse();

        SloObjective two = new SloObjective(List.of(new SloObjective.LatencyBound(Percentile.P50, 100),
                new SloObjective.LatencyBound(Percentile.P99, 600)), 5);
        SloCapacity.StackCapacity both = Capacities.of(run, two, false);
        assertThat(both.capacity()).as("every step's p50 is its p99 here, above 100 ms").isNull();
        assertThat(both.steps().getFirst().latencyMs()).containsExactly(500.0, 500.0);
        assertThat(both.steps().getFirst().misses()).containsExactly("p50 500 ms > 100 ms");
    }

    @Test
    void aP99BoundWithinTheStepsIntervalIsMarked() {
        StepRecord near = step(100, 643, 0);
        near = near.toBuilder().stats(new StepStats(1, IntervalMethod.RUN_TO_RUN_NOISE, Estimate.point(100, List.of()),
                Estimate.point(643, List.of()), new Estimate(643, 510.0, 810.0, List.of(643.0)))).build();
        SloCapacity.StackCapacity c = Capacities.of(run("reactive", step(50, 500, 0), near), P99_600, false);
        assertThat(c.steps()).extracting(SloCapacity.StepCheck::p99BoundWithinInterval).containsExactly(false, true);
        SloObjective p90 = new SloObjective(List.of(new SloObjective.LatencyBound(Percentile.P90, 600)), 0.1);
        assertThat(Capacities.of(run("reactive", near), p90, false).steps().getFirst().p99BoundWithinInterval())
                .as("only a p99 bound has the step's interval").isFalse();
    }

    @Test
    void theCapacityIsTheLargestSustainedLoadEvenAboveAMiss() {
        StackRun run = run("virtual", step(1, 700, 0), step(10, 500, 0), step(100, 500, 0));
        SloCapacity.StackCapacity c = Capacities.of(run, P99_600, false);
        assertThat(c.users().value()).isEqualTo(100);
        assertThat(c.sustainsLargest()).isTrue();
        assertThat(c.steps().getFirst().sustained()).isFalse();
    }

    @Test
    void openModelsHaveACapacityInRequestsPerSecond() {
        StackRun run = run("reactive", step(10, 500, 0).toBuilder().rateRps(100.0).build(),
                step(10, 800, 0).toBuilder().rateRps(200.0).build());
        SloCapacity.StackCapacity c = Capacities.of(run, P99_600, true);
        assertThat(c.users()).isNull();
        assertThat(c.rateRps().value()).isEqualTo(100.0);
        assertThat(c.steps()).extracting(SloCapacity.StepCheck::load).containsExactly(100.0, 200.0);
    }

    @Test
    void aLoadIsSustainedOnlyWhenEveryRouteAtItIsAndAFailedStepNeverIs() {
        StackRun run = run("blocking", step(10, 500, 0).toBuilder().route("/a").build(), step(10, 500, 0).toBuilder().route("/b").build(),
                step(50, 500, 0).toBuilder().route("/a").build(), step(50, 900, 0).toBuilder().route("/b").build());
        assertThat(Capacities.of(run, P99_600, false).users().value()).isEqualTo(10);
        StackRun failed = run("blocking", step(10, 500, 0), StepRecord.notRun(50, "burst", "service died", null));
        SloCapacity.StackCapacity c = Capacities.of(failed, P99_600, false);
        assertThat(c.users().value()).isEqualTo(10);
        assertThat(c.steps().get(1).misses()).containsExactly("failed: service died");
        assertThat(c.sustainsLargest()).isFalse();
    }

    @Test
    void repeatsGiveEachRepeatsCapacityAndFromFiveAnInterval() {
        // p99 of each repeat at 10 and 50 users; at 50 users three repeats of five miss 600 ms.
        StackRun run = run("blocking", repeated(10, 500, 510, 520, 530, 540), repeated(50, 550, 650, 580, 700, 620));
        SloCapacity.StackCapacity c = Capacities.of(run, P99_600, false);
        assertThat(c.users().value()).as("the median at 50 users is 620 ms").isEqualTo(10);
        assertThat(c.users().samples()).containsExactly(50.0, 10.0, 50.0, 10.0, 10.0);
        assertThat(c.users().low()).isEqualTo(10);
        assertThat(c.users().high()).isEqualTo(50);
        assertThat(c.steps().get(1).repeatsSustained()).isEqualTo(2);
        assertThat(c.steps().get(1).latencyMs()).containsExactly(620.0);

        StackRun three = run("blocking", repeated(10, 500, 510, 520), repeated(50, 550, 650, 580));
        SloCapacity.StackCapacity fewer = Capacities.of(three, P99_600, false);
        assertThat(fewer.users().value()).isEqualTo(50);
        assertThat(fewer.users().bounded()).as("no interval below 5 repeats").isFalse();
        assertThat(fewer.users().samples()).containsExactly(50.0, 10.0, 50.0);
    }

    @Test
    void aFailedRepeatMissesTheObjective() {
        StepRecord step = repeated(10, 500, 500, 500);
        List<RepeatFigures> repeats = new ArrayList<>(step.repeats());
        repeats.set(1, new RepeatFigures(2, 0, 0, true, "service died", ErrorCounts.NONE, 0, 0, LatencySummary.NONE,
                ResourceUsage.NONE, null));
        SloCapacity.StackCapacity c = Capacities.of(run("blocking", step.toBuilder().repeats(repeats).build()), P99_600, false);
        assertThat(c.users().value()).as("the median of 500, endless and 500").isEqualTo(10);
        assertThat(c.users().samples()).containsExactly(10.0, 0.0, 10.0);
        assertThat(c.steps().getFirst().repeatsSustained()).isEqualTo(2);
    }

    @Test
    void aStackThatRanNoStepHasNoCapacityAndMissesTheLargestLoad() {
        SloCapacity.StackCapacity c = Capacities.of(new StackRun("blocking", Map.of(), null, "would not start", null, null, List.of(),
                null, null), P99_600, false);
        assertThat(c.capacity()).isNull();
        assertThat(c.sustainsLargest()).isFalse();
    }

    private static StackRun run(String stack, StepRecord... steps) {
        StackRun run = StackRun.started(stack, Map.of());
        for (StepRecord s : steps) {
            run = run.withStep(s);
        }
        return run;
    }

    /** A step of one repeat: its p99 (and every other percentile) in ms, and its failed requests in percent of 100 sent. */
    private static StepRecord step(int users, double p99, int errorsPercent) {
        LatencySummary latency = new LatencySummary(p99, p99, p99, p99, p99, p99);
        StepRecord s = StepRecord.builder().users(users).workload("burst").requests(100).ok(100 - errorsPercent)
                .errors(new ErrorCounts(0, 0, errorsPercent, 0)).wallSeconds(1).throughputRps(100).latencyMs(latency)
                .sut(ResourceUsage.NONE).build();
        return s.toBuilder().repeats(List.of(s.asRepeat(1))).build();
    }

    /** A step whose repeats had these p99s, none failing a request. */
    private static StepRecord repeated(int users, double... p99s) {
        StepRecord first = step(users, p99s[0], 0);
        List<RepeatFigures> repeats = new ArrayList<>();
        for (int i = 0; i < p99s.length; i++) {
            repeats.add(step(users, p99s[i], 0).asRepeat(i + 1));
        }
        return first.toBuilder().repeats(repeats).build();
    }
}
