package dev.rbench.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The one way to build a step: {@link StepRecord#builder()}, and {@link StepRecord#toBuilder()} to add to one. */
class StepRecordTest {

    private static final List<TimelineSecond> TWO_SECONDS = List.of(
            new TimelineSecond(0, 10, 9, ErrorCounts.NONE, 5.0, 9.0, 4),
            new TimelineSecond(1, 10, 10, ErrorCounts.NONE, 5.0, 9.0, 3));

    private static StepRecord measured() {
        ModelFigures model = ModelFigures.of(5, 2000, 2);
        return StepRecord.builder().users(10).workload("closed loop: 10 users").requests(20).ok(19)
                .errors(new ErrorCounts(1, 0, 0, 0)).wallSeconds(2).throughputRps(9.5)
                .latencyMs(new LatencySummary(1000, 1000, 1000, 1000, 1000, 1000)).sut(new ResourceUsage(10, 20, 300, 40, 5))
                .model(model).modelError(ModelError.of(model, 9.5, 1000, true)).timeline(TWO_SECONDS).build();
    }

    @Test
    void toBuilderKeepsEveryFigureAndChangesOnlyWhatIsSet() {
        StepRecord step = measured();
        assertThat(step.toBuilder().build()).isEqualTo(step);
        StepRecord keyed = step.toBuilder().rateRps(10.0).route("read").calls(2).build();
        assertThat(keyed.rateRps()).isEqualTo(10.0);
        assertThat(keyed.route()).isEqualTo("read");
        assertThat(keyed.calls()).isEqualTo(2);
        assertThat(keyed.toBuilder().rateRps(null).route(null).calls(null).build()).isEqualTo(step);
    }

    @Test
    void whatIsNotSetStaysAbsent() {
        StepRecord bare = StepRecord.builder().workload("burst").build();
        assertThat(bare.timeline()).isEmpty();
        assertThat(bare.repeats()).isEmpty();
        assertThat(bare.moreFaults()).isNull();
        assertThat(bare.failed()).isFalse();
        assertThat(bare.sut()).isNull();
        assertThatThrownBy(() -> StepRecord.builder().users(1).build()).hasMessageContaining("workload");
    }

    @Test
    void aFailureMarksTheStepFailedAndKeepsItsFigures() {
        StepRecord failed = measured().toBuilder().failure("service died").build();
        assertThat(failed.failed()).isTrue();
        assertThat(failed.failure()).isEqualTo("service died");
        assertThat(failed.requests()).isEqualTo(20);
        assertThat(StepRecord.notRun(10, "burst", "would not start", null).failed()).isTrue();
        assertThat(StepRecord.notRun(10, "burst", null, null)).as("failed even where no reason was given")
                .extracting(StepRecord::failed, StepRecord::failure).containsExactly(true, "not run");
    }

    @Test
    void theFaultsSplitIntoTheFirstAndTheOthersInTimeOrder() {
        FaultFigures first = new FaultFigures("a", 1_000, 2_000, 10.0, 20.0, 0, 0, 1.0);
        FaultFigures second = new FaultFigures("b", 3_000, 4_000, 10.0, 30.0, 0, 0, 1.0);
        StepRecord one = measured().toBuilder().faults(List.of(first)).build();
        assertThat(one.fault()).isEqualTo(first);
        assertThat(one.moreFaults()).isNull();
        StepRecord two = measured().toBuilder().faults(List.of(first, second)).build();
        assertThat(two.moreFaults()).containsExactly(second);
        assertThat(two.faults()).containsExactly(first, second);
    }

    @Test
    void theDerivedFiguresAreTheSameWhicheverOrderTheyAreSetIn() {
        ServiceSecond busy = new ServiceSecond(8L, 8, 200, null, 0, 0L, null, null, null);
        ModelAtStepCpu again = new ModelAtStepCpu(2.0, 2.5, -0.01, 0.02);
        StepRecord before = StepRecord.builder().workload("closed").serviceSeconds(List.of(busy)).serviceJvmThreads(3.0, 1.5)
                .modelAtStepCpu(again).timeline(TWO_SECONDS).sut(new ResourceUsage(10, 20, 300, 40, 5))
                .modelError(new ModelError(0.1, 0.2)).build();
        StepRecord after = StepRecord.builder().workload("closed").timeline(TWO_SECONDS).sut(new ResourceUsage(10, 20, 300, 40, 5))
                .modelError(new ModelError(0.1, 0.2)).serviceSeconds(List.of(busy)).serviceJvmThreads(3.0, 1.5)
                .modelAtStepCpu(again).build();
        assertThat(before).isEqualTo(after);
        assertThat(after.timeline().get(0).service()).as("joined by index").isEqualTo(busy);
        assertThat(after.timeline().get(1).service()).as("a second without one keeps none").isNull();
        assertThat(after.sut().compilerCpuPercent()).isEqualTo(3.0);
        assertThat(after.sut().collectorCpuPercent()).isEqualTo(1.5);
        assertThat(after.modelError().throughput()).as("the first error stays").isEqualTo(0.1);
        assertThat(after.modelError().atStepCpu()).isEqualTo(again);
        assertThat(after.toBuilder().build()).as("a step built again is not joined or set twice").isEqualTo(after);
    }
}
