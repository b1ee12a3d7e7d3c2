package dev.rbench.report;

import dev.rbench.results.Bottleneck;
import dev.rbench.results.StepProfile;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Why each step measured what it did: the limiting resource the runner named from the step's own
 * figures ({@code steps[].bottleneck}), the others also reached, the service JVM's GC pauses during
 * the step ({@code steps[].gc}), its virtual threads' pinned waits ({@code steps[].pinning}) and the model's error beside them, so a step off the model is read
 * with its cause ("−9 % against the model: GC paused the service 0.35 s").
 */
final class Why {

    static final String INTRO = "The limiting resource of every step, named by the runner from the step's own figures "
            + "in this order: generator (it fell behind its schedule), accept queue (SYNs dropped), pool (all connections "
            + "in use, requests waiting), threads (more requests in flight than server threads), pinning (virtual threads' "
            + "pinned waits holding half a carrier or more), CPU (the service's cores 85 % busy or more, or the whole "
            + "machine that busy while the step fell short of the model), GC (5 % or more of the step paused), warm-up (a "
            + "steady load's throughput rising a fifth through the step, or its JIT compilers taking a tenth of its CPU); "
            + "otherwise none. The first that applies is the label; the others are listed as also seen. Pinning, GC and "
            + "warm-up, which the model has no station for, are the label only where the step fell short of its model by "
            + "more than 10 %: beside a step within it they are only seen.";

    private Why() {
    }

    /** The section, where results.json names bottlenecks at all (older files do not). */
    static Optional<TableSection> section(Results results) {
        if (!results.anyStep(s -> s.bottleneck() != null || s.gc() != null || s.pinning() != null)) {
            return Optional.empty();
        }
        return Optional.of(new TableSection("why", "Why: the limiting resource of every step", INTRO, List.of(),
                build(results), 5, "Where virtual threads were pinned to their carriers (JFR):", pinningSites(results), null));
    }

    static final String PROFILES_INTRO = "Profiles taken of the services during these steps (--profile); profiling "
            + "perturbs a step, so its figures are a little slower than an unprofiled run's.";

    /** A step's profile: which stack and step, and what was taken. */
    record Profiled(String step, StepProfile profile) {
    }

    /** Every profiled step, in table order. */
    static List<Profiled> profiles(Results results) {
        List<Profiled> found = new ArrayList<>();
        for (String stack : results.stacks()) {
            for (double value : results.stepValues()) {
                results.step(stack, value).filter(s -> s.profile() != null)
                        .ifPresent(s -> found.add(new Profiled(stack + ", " + results.axis().describe(value), s.profile())));
            }
        }
        return found;
    }

    /** Each step with pinned waits: where they were pinned, most frequent site first. */
    static List<String> pinningSites(Results results) {
        return results.stepLines((stack, step) -> step.pinning() == null || step.pinning().pinnedWaits() == 0 ? null
                : step.pinning().pinnedWaits() + " waits pinned at least " + Fmt.fixed(step.pinning().thresholdMs(), 0, "-")
                        + " ms; " + step.pinning().topSites().stream()
                                .map(site -> site.waits() + " at " + String.join(" < ", site.frames()))
                                .collect(Collectors.joining("; ")));
    }

    static TextTable build(Results results) {
        return results.stepTable(List.of("limited by", "evidence", "also seen", "GC paused %", "GC pauses",
                "longest pause ms", "pinned waits", "throughput vs model %"), (stack, s) -> {
                    if (!s.ran()) {
                        return null;
                    }
                    Bottleneck b = s.bottleneck();
                    return List.of(b == null ? "-" : b.resource().label(), b == null ? "-" : b.evidence(),
                            b == null || b.alsoSeen().isEmpty() ? "-"
                                    : b.alsoSeen().stream().map(f -> f.resource().label() + " (" + f.evidence() + ")")
                                            .collect(Collectors.joining("; ")),
                            Fmt.fixed(s.gc() == null ? null : s.gc().pauseSharePercent(), 1, "-"),
                            s.gc() == null ? "-" : Integer.toString(s.gc().pauses()),
                            Fmt.fixed(s.gc() == null ? null : s.gc().pauseMsMax(), 1, "-"),
                            s.pinning() == null ? "-" : Integer.toString(s.pinning().pinnedWaits()),
                            Fmt.signedPercent(ModelTable.throughputError(s), "-"));
                });
    }
}
