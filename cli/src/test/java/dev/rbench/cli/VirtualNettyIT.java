package dev.rbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.results.PinningFigures;
import dev.rbench.results.RunResults;
import dev.rbench.results.StackRun;
import dev.rbench.results.StepRecord;
import dev.rbench.runner.BenchmarkRunner;
import dev.rbench.runner.phase.plan.RunListener;
import dev.rbench.runner.scenario.ScenarioBuilder;
import dev.rbench.runner.service.RbenchHome;
import dev.rbench.runner.settings.Origin;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The virtual-netty stack is what it says, through the whole runner: its handlers ran on virtual threads (counted by
 * the service, checked by the verification), so the native-callback wait pins their carriers as on virtual; and the same
 * jar with Boot's virtual threads turned off, whose handlers then run on the event loops, fails its verification.
 */
class VirtualNettyIT {

    static final int USERS = 6;
    static final long DELAY_MS = 200;

    @Test
    void itsHandlersRunOnVirtualThreadsAndAServiceWhoseHandlersRunOnTheLoopsFailsVerification(@TempDir Path out)
            throws Exception {
        StackRun pinned = only(run(out.resolve("native"), "/delay/{delayMs}/native-callback", List.of()));
        assertThat(pinned.failure()).isNull();
        assertThat(pinned.config()).containsEntry("threads", "virtual").containsEntry("server", "netty");
        assertThat(String.valueOf(pinned.service().info().get("handlerThreads"))).isEqualTo("{virtual=1, platform=0}");
        StepRecord step = pinned.steps().getFirst();
        assertThat(step.ok()).isEqualTo(USERS);
        PinningFigures pinning = step.pinning();
        assertThat(pinning).as("pinning is recorded per step, as on virtual").isNotNull();
        assertThat(pinning.pinnedWaits()).as("each request's wait pinned its carrier").isEqualTo(USERS);
        assertThat(step.model().inputs().kind()).isEqualTo("virtual-netty");

        StackRun onLoops = only(run(out.resolve("loops"), "/delay/{delayMs}", List.of("-Dspring.threads.virtual.enabled=false")));
        assertThat(onLoops.failure()).contains("verification failed")
                .contains("1 of 1 probe requests ran their handler on a platform thread (an event loop), not a virtual thread");
        assertThat(onLoops.steps()).allSatisfy(s -> assertThat(s.ok()).isZero());
    }

    private static RunResults run(Path out, String path, List<String> jvmOptions) throws Exception {
        Origin code = Origin.flag("VirtualNettyIT");
        var scenario = new ScenarioBuilder().set("name", "virtual-netty-it", code).set("path", path, code)
                .set("stacks", "[virtual-netty]", code)
                .set("serviceJvmOptions", "[" + String.join(", ", jvmOptions) + "]", code)
                .set("workload.burst.users", "[" + USERS + "]", code).set("workload.burst.ramp", "0s", code)
                .set("delay", DELAY_MS + "ms", code)
                .set("warmupUsers", "2", code).set("warmupDuration", "1s", code).set("warmupUntilQuiet", "0", code).set("warmupBurstMax", "0", code)
                .set("serviceHeapMb", "256", code).set("pauseBetweenSteps", "0s", code).build();
        return new BenchmarkRunner(RbenchHome.locate(), RunListener.SILENT).run(scenario, out);
    }

    private static StackRun only(RunResults results) {
        assertThat(results.runs()).hasSize(1);
        return results.runs().getFirst();
    }
}
