package dev.rbench.report;

import dev.rbench.results.LimitsStep;
import dev.rbench.results.StackRun;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The services' container-like limits as results.json holds them: per step the cgroup's throttling,
 * memory peak and OOM kills ({@code steps[].limits}), and per stack what the JVM inside made of the
 * limits ({@code service.info.jvm}, its own words).
 */
final class Limits {

    static final String INTRO = "Each service ran in a cgroup of its own with a CFS quota (cpus × 100 ms every 100 ms period)"
            + " and a memory limit. Throttled periods are those in which the service used up its quota and waited for the next;"
            + " the memory peak is the cgroup's (heap, metaspace, thread stacks, buffers), against the limit at which the kernel's"
            + " OOM killer ends the service.";

    private Limits() {
    }

    static Optional<TableSection> section(Results results) {
        if (!results.anyStep(s -> s.limits() != null)) {
            return Optional.empty();
        }
        return Optional.of(new TableSection("limits", "Limits", INTRO, jvmLines(results), table(results), 2, "", List.of(),
                anyPeakSinceStart(results) ? PEAK_LEGEND : null));
    }

    static TextTable table(Results results) {
        return results.stepTable(List.of("CPU limit", "periods", "throttled periods", "throttled %", "throttled ms",
                "memory peak MB", "memory limit MB", "OOM kills"), (stack, step) -> {
                    LimitsStep l = step.limits();
                    return l == null ? null : List.of(l.cpus() > 0 ? Fmt.fixed(l.cpus(), 2) : "-",
                            Long.toString(l.periods()), Long.toString(l.throttledPeriods()),
                            Fmt.fixed(l.throttledPercent(), 1, "-"), Fmt.fixed(l.throttledMs(), 1),
                            Fmt.fixed(l.memoryPeakMb(), 1) + (l.memoryPeakOfStep() ? "" : "*"),
                            l.memoryLimitMb() > 0 ? Integer.toString(l.memoryLimitMb()) : "-", Long.toString(l.oomKills()));
                });
    }

    static final String PEAK_LEGEND = "* the peak since the service started (the kernel cannot reset it per step).";

    /** One line per stack: what the JVM inside saw and chose, from its /info. */
    static List<String> jvmLines(Results results) {
        List<String> lines = new ArrayList<>();
        for (StackRun run : results.runs()) {
            if (run.service() == null || !(run.service().info().get("jvm") instanceof Map<?, ?> jvm)) {
                continue;
            }
            lines.add(run.stack() + ": the JVM saw " + jvm.get("availableProcessors") + " processor(s) and " + jvm.get("memoryMb")
                    + " MB; it chose a " + run.service().info().get("maxHeapMb") + " MB heap, " + jvm.get("virtualThreadParallelism")
                    + " virtual-thread carrier(s), a common pool of " + jvm.get("commonPoolParallelism") + " and the collectors "
                    + jvm.get("gc"));
        }
        return lines;
    }

    static boolean anyPeakSinceStart(Results results) {
        return results.anyStep(s -> s.limits() != null && !s.limits().memoryPeakOfStep());
    }
}
