package dev.rbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.results.Bottleneck;
import dev.rbench.results.LimitingResource;
import dev.rbench.results.ResultsFile;
import dev.rbench.results.RunResults;
import dev.rbench.results.StackRun;
import dev.rbench.results.StepRecord;
import dev.rbench.runner.BenchmarkRunner;
import dev.rbench.runner.phase.plan.RunListener;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.ScenarioBuilder;
import dev.rbench.runner.service.RbenchHome;
import dev.rbench.runner.settings.Origin;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Starts the real service JVMs of all three stacks and checks the shape the study explains: with T
 * server threads, a burst of R users takes ceil(R/T) waves of t on the blocking stack and about t on
 * the virtual and reactive stacks.
 */
class ThreeStacksShapeIT {

    static final int THREADS = 4;
    static final int USERS = 12; // 3 waves on the blocking stack
    static final long DELAY_MS = 300;

    @Test
    void blockingQueuesInWavesWhileVirtualAndReactiveDoNot(@TempDir Path out) throws Exception {
        // Built in code from the same declared keys a file or a flag sets.
        Origin code = Origin.flag("ThreeStacksShapeIT");
        Scenario scenario = new ScenarioBuilder().set("name", "shape-it", code)
                .set("workload.burst.users", "[" + USERS + "]", code).set("workload.burst.ramp", "0s", code)
                .set("delay", DELAY_MS + "ms", code).set("serverThreads", Integer.toString(THREADS), code)
                .set("warmupUsers", "4", code).set("warmupDuration", "1s", code).set("warmupUntilQuiet", "0", code).set("serviceHeapMb", "256", code)
                .set("pauseBetweenSteps", "0s", code).build();

        RunResults results = new BenchmarkRunner(RbenchHome.locate(), RunListener.SILENT).run(scenario, out);

        assertThat(results.complete()).isTrue();
        assertThat(Files.readString(out.resolve(ResultsFile.NAME))).contains("\"stack\" : \"reactive\"");
        assertThat(out.resolve("summary.md")).exists();
        assertThat(results.runs()).extracting(StackRun::stack).containsExactly("blocking", "virtual", "reactive");
        results.runs().forEach(run -> assertThat(run.failure()).as(run.stack()).isNull());

        StepRecord blocking = step(results, "blocking");
        StepRecord virtual = step(results, "virtual");
        StepRecord reactive = step(results, "reactive");
        for (StepRecord s : List.of(blocking, virtual, reactive)) {
            assertThat(s.ok()).isEqualTo(USERS);
            assertThat(s.failed()).isFalse();
            assertThat(s.sut().threadsMax()).isPositive();
            assertThat(s.sut().rssMbMax()).isPositive();
        }
        // Blocking: waves finish at t, 2t, 3t: wall ~ 3t, mean ~ 2t.
        assertThat(blocking.wallSeconds()).isBetween(2.8 * DELAY_MS / 1000, 3.0 * DELAY_MS / 1000 + 0.5);
        assertThat(blocking.latencyMs().mean()).isBetween(1.8 * DELAY_MS, 2.0 * DELAY_MS + 300);
        // Virtual and reactive: everyone at once, ~t.
        for (StepRecord s : List.of(virtual, reactive)) {
            assertThat(s.latencyMs().mean()).isBetween((double) DELAY_MS, DELAY_MS + 200.0);
            assertThat(s.wallSeconds()).isLessThan(2.0 * DELAY_MS / 1000);
        }
        // The runner verified from inside each service that it runs as configured.
        assertThat(run(results, "virtual").service().info()).containsEntry("handlerThreadVirtual", true);
        assertThat(run(results, "blocking").service().info()).containsEntry("handlerThreadVirtual", false)
                .containsEntry("serverThreads", THREADS);
        assertThat(run(results, "blocking").warmup()).isNotNull();

        // Why: the blocking step is thread-bound (the label, or beside a generator that fell behind on a
        // busy machine), by the service's own count of its busy workers (/activity); every step read its service's GC log.
        Bottleneck why = blocking.bottleneck();
        assertThat(why).isNotNull();
        assertThat(Stream.concat(Stream.of(new Bottleneck.Finding(why.resource(), why.evidence())), why.alsoSeen().stream()))
                .contains(new Bottleneck.Finding(LimitingResource.THREADS, THREADS + "/" + THREADS + " busy as the service counted, " + (USERS - THREADS)
                        + " queued"));
        // who worked and who waited, second by second: all T workers busy while the rest of the burst waited outside
        assertThat(blocking.timeline()).anySatisfy(t -> {
            assertThat(t.service()).isNotNull();
            assertThat(t.service().threadsBusyMax()).isEqualTo(THREADS);
            assertThat(t.service().inServiceMax()).isEqualTo(THREADS);
        });
        assertThat(reactive.timeline()).anySatisfy(t -> assertThat(t.service().inServiceMax()).isEqualTo(USERS));
        for (StepRecord s : List.of(blocking, virtual, reactive)) {
            assertThat(s.gc()).as("GC figures of every step").isNotNull();
            assertThat(s.bottleneck()).isNotNull();
        }
        assertThat(virtual.bottleneck().resource()).isNotEqualTo(LimitingResource.THREADS);
    }

    private static StackRun run(RunResults results, String stack) {
        return results.runs().stream().filter(r -> r.stack().equals(stack)).findFirst().orElseThrow();
    }

    private static StepRecord step(RunResults results, String stack) {
        return run(results, stack).steps().getFirst();
    }
}
