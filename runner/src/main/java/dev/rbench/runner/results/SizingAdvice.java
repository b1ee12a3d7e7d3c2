package dev.rbench.runner.results;

import dev.rbench.model.Advisor;
import dev.rbench.model.HeapSizing;
import dev.rbench.model.Load;
import dev.rbench.model.ModelInput;
import dev.rbench.results.Figures;
import dev.rbench.results.InFlightMemory;
import dev.rbench.results.ModelInputFigures;
import dev.rbench.results.RunResults;
import dev.rbench.results.Sizing;
import dev.rbench.results.StackRun;
import dev.rbench.results.StepRecord;
import dev.rbench.runner.settings.Values;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Sizing advice from a run's results: per stack, from the model's inputs of its steps, the fewest T and N that serve a
 * target rate ({@link Advisor}). {@code rbench advise} asks it for the user's target; the runner writes it into every
 * run for the most any stack of the run served ({@link #of}), so the report answers "how many threads, how many
 * connections?" without a command.
 */
public final class SizingAdvice {

    private SizingAdvice() {
    }

    /**
     * The advice for one stack of the run, and the inputs it came from; {@code heap} null where the run measured no
     * live heap per request in flight or the target cannot be met.
     */
    public record StackAdvice(String stack, ModelInputFigures inputs, Advisor.Advice advice, HeapSizing heap) {

        /** The heap advised, as {@code rbench advise} prints it: "672 MB (2,000 in flight × ~162 KB + 12 MB idle, twice over)". */
        public String heapText() {
            return heap == null ? "-" : String.format(Locale.ROOT, "%,d MB (%,.0f in flight × ~%,.0f KB + %,.0f MB idle, twice over)",
                    heap.heapMb(), heap.inFlight(), heap.liveKbPerRequest(), heap.idleMb());
        }
    }

    /** Per stack, from the model's inputs of its first step on the scenario's own path (a route step's otherwise). */
    public static List<StackAdvice> advise(RunResults results, double rate, double p99Ms) {
        List<StackAdvice> out = new ArrayList<>();
        for (StackRun run : results.runs()) {
            Optional<ModelInputFigures> inputs = run.steps().stream().filter(s -> s.route() == null).map(SizingAdvice::inputs)
                    .flatMap(Optional::stream).findFirst()
                    .or(() -> run.steps().stream().map(SizingAdvice::inputs).flatMap(Optional::stream).findFirst());
            inputs.ifPresent(in -> {
                ModelInput model = ModelRecords.input(in, new Load.Closed(1, 1));
                Advisor.Advice advice = Advisor.advise(ModelRecords.kind(in), model, rate, p99Ms);
                HeapSizing heap = advice.feasible() ? liveHeap(run).map(m -> HeapSizing.at(rate, advice.aloneMs(),
                        m.liveHeapKbPerRequest(), m.heapAfterMbBefore())).orElse(null) : null;
                out.add(new StackAdvice(run.stack(), in, advice, heap));
            });
        }
        return out;
    }

    /** The run's own sizing: for the most any stack served in a step that ran without failing; empty before any. */
    public static Optional<Sizing> of(RunResults results) {
        record Best(String stack, StepRecord step) {
        }
        Optional<Best> best = results.runs().stream()
                .flatMap(r -> r.steps().stream().filter(s -> s.ran() && !s.failed() && s.throughputRps() > 0).map(s -> new Best(r.stack(), s)))
                .max(Comparator.comparingDouble(b -> b.step().throughputRps()));
        if (best.isEmpty()) {
            return Optional.empty();
        }
        // A round figure a little above the best, so "the most this run saw" is the question, not one step's noise.
        double target = Math.ceil(best.get().step().throughputRps());
        List<StackAdvice> advice = advise(results, target, Double.NaN);
        if (advice.isEmpty()) {
            return Optional.empty();
        }
        List<Sizing.StackSizing> stacks = advice.stream().map(a -> new Sizing.StackSizing(a.stack(), a.advice().threads(),
                a.advice().pool(), a.advice().feasible() && (a.advice().threads() != null || a.advice().pool() != null)
                        ? Figures.round(a.advice().utilisation() * 100) : null,
                a.advice().feasible() ? Figures.finite(a.advice().waitP99Ms()) : null,
                a.advice().reason(), from(a.inputs()), a.heap() == null ? null : a.heap().heapMb())).toList();
        return Optional.of(new Sizing(target, "the most any stack served in this run (" + best.get().stack() + ", "
                + best.get().step().workload() + ")", stacks));
    }

    /** "t = 42.2 ms, x = 1, s = 2.31 ms on 2 cores": what the advice was computed from. */
    public static String from(ModelInputFigures in) {
        return String.format(Locale.ROOT, "t = %.1f ms, x = %d%s%s", in.callMs(), in.calls(), in.parallel() ? " in parallel" : "",
                in.cpuMs() == null ? "" : String.format(Locale.ROOT, ", s = %.2f ms on %s cores", in.cpuMs(),
                        in.cores() == null ? "-" : Values.plain(in.cores())));
    }

    /**
     * The live heap per request in flight as the stack's steps measured it: the step with the most requests in flight,
     * where the heap's growth is divided over the most of them (and the JVM's own growth weighs least).
     */
    static Optional<InFlightMemory> liveHeap(StackRun run) {
        return run.steps().stream().map(StepRecord::memory)
                .filter(m -> m != null && m.liveHeapKbPerRequest() != null && m.heapAfterMbBefore() != null)
                .max(Comparator.comparingLong(InFlightMemory::inFlightMax));
    }

    private static Optional<ModelInputFigures> inputs(StepRecord s) {
        return Optional.ofNullable(s.model()).map(m -> m.inputs());
    }
}
