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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Pinning measured, not assumed: the route that waits inside a native callback pins the virtual
 * stack's carriers (JFR's jdk.VirtualThreadPinned, read per step), the plain delay route does not,
 * and only the virtual stack is recorded at all.
 */
class PinningIT {

    static final int USERS = 6;
    static final long DELAY_MS = 200;

    @Test
    void theNativeCallbackRoutePinsVirtualThreadsAndThePlainDelayDoesNot(@TempDir Path out) throws Exception {
        RunResults pinning = run(out.resolve("native"), "/delay/{delayMs}/native-callback", "blocking,virtual,reactive");

        StepRecord virtual = step(pinning, "virtual");
        PinningFigures pinned = virtual.pinning();
        assertThat(pinned).as("pinning is recorded on the virtual stack").isNotNull();
        assertThat(pinned.pinnedWaits()).as("each request's wait pinned its carrier").isEqualTo(USERS);
        assertThat(pinned.pinnedMsTotal()).isGreaterThanOrEqualTo(USERS * DELAY_MS * 0.9);
        assertThat(pinned.topSites()).first().satisfies(site -> assertThat(site.frames())
                .anyMatch(f -> f.startsWith("dev.rbench.service.common.NativeCallbackWait.compare")));
        assertThat(step(pinning, "blocking").pinning()).as("platform threads cannot be pinned: not recorded").isNull();
        assertThat(step(pinning, "reactive").pinning()).isNull();

        RunResults plain = run(out.resolve("plain"), "/delay/{delayMs}", "virtual");
        assertThat(step(plain, "virtual").pinning().pinnedWaits()).as("Thread.sleep alone unmounts").isZero();
    }

    private static RunResults run(Path out, String path, String stacks) throws Exception {
        Origin code = Origin.flag("PinningIT");
        var scenario = new ScenarioBuilder().set("name", "pinning-it", code).set("path", path, code)
                .set("stacks", "[" + stacks + "]", code)
                .set("workload.burst.users", "[" + USERS + "]", code).set("workload.burst.ramp", "0s", code)
                .set("delay", DELAY_MS + "ms", code).set("serverThreads", "10", code)
                .set("warmupUsers", "2", code).set("warmupDuration", "1s", code).set("warmupUntilQuiet", "0", code).set("warmupBurstMax", "0", code)
                .set("serviceHeapMb", "256", code).set("pauseBetweenSteps", "0s", code).set("model", "false", code).build();
        RunResults results = new BenchmarkRunner(RbenchHome.locate(), RunListener.SILENT).run(scenario, out);
        results.runs().forEach(run -> assertThat(run.failure()).as(run.stack()).isNull());
        return results;
    }

    private static StepRecord step(RunResults results, String stack) {
        return results.runs().stream().filter(r -> r.stack().equals(stack)).findFirst().map(StackRun::steps).orElseThrow()
                .getFirst();
    }
}
