package dev.rbench.results;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/**
 * What a run shows, as the runner judged it from the steps' intervals: four sentences for the top
 * of the report and summary.md, per step and figure which stack leads and whether significantly, and
 * the stacks' standing (wins counted only where significant; a stack with errors ranks below every
 * error-free one), and {@code methods}: how the steps' intervals were drawn (empty in files written
 * before it), which the summary says in words. The report renders it and derives nothing of it.
 */
public record Verdict(List<String> summary, List<Lead> leads, List<Standing> standings, List<Pair> pairs,
                      List<IntervalMethod> methods) {

    public Verdict {
        summary = List.copyOf(summary);
        leads = List.copyOf(leads);
        standings = List.copyOf(standings);
        pairs = pairs == null ? List.of() : List.copyOf(pairs);
        methods = methods == null ? List.of() : List.copyOf(methods);
    }

    /**
     * Two stacks on one step and figure: {@code ratio} is b's figure over a's, {@code better} the stack
     * whose figure is better when the difference is significant (null when it is not, or when either
     * had errors and the other none: then {@code better} is the error-free one).
     */
    public record Pair(int index, String step, Metric metric, String a, String b, Ratio ratio, boolean significant,
                       String better) {
    }

    /**
     * The leader of one figure on one step ({@code index} into every stack's steps, {@code step} its
     * name), the next best stack, {@code ratio} the leader's figure over the runner-up's, whether the
     * lead is significant, and on what it rests.
     */
    public record Lead(int index, String step, Metric metric, String leader, String runnerUp, Ratio ratio,
                       boolean significant, Basis basis) {
    }

    /** What a {@link Lead} rests on. */
    public enum Basis {
        /** The interval of the leader's ratio excludes 1: a significant lead. */
        @JsonProperty("interval") INTERVAL,
        /** The runner-up had failed requests, the leader none. */
        @JsonProperty("errors") ERRORS,
        /** The ratio's interval holds 1: the two cannot be told apart. */
        @JsonProperty("overlap") OVERLAP,
        /**
         * Beyond the interval, but on one run whose runner-up's step was partly the machine's (its generator fell behind
         * its schedule, or on a busy machine it served less than its model beyond its noise), which the run-to-run noise
         * does not cover, so the lead is not called.
         */
        @JsonProperty("machine") MACHINE,
        /** No interval could be drawn (one repeat and no steady step long enough). */
        @JsonProperty("no interval") NO_INTERVAL,
        /** No other stack measured the step. */
        @JsonProperty("alone") ALONE
    }

    /**
     * A stack's place: rank from 1 (equal tallies share one), significant wins (over each other stack,
     * per step and figure), steps with failed requests, steps failed outright.
     */
    public record Standing(String stack, int rank, int wins, int stepsWithErrors, int stepsFailed) {
    }
}
