package dev.rbench.results.stats;

import dev.rbench.results.Estimate;
import dev.rbench.results.Figures;
import dev.rbench.results.IntervalMethod;
import dev.rbench.results.Metric;
import dev.rbench.results.RepeatFigures;
import dev.rbench.results.StepRecord;
import dev.rbench.results.StepStats;
import dev.rbench.results.TimelineSecond;
import java.util.ArrayList;
import java.util.List;

/**
 * A step's {@link StepStats}: over its repeats when there are at least {@link Bootstrap#MIN_SAMPLES}
 * that did not fail; else, where the run-to-run noise of the step's workload is known, the figures
 * within it ({@link IntervalMethod#RUN_TO_RUN_NOISE}); else from one steady step's timeline (throughput
 * only), else figures without intervals. Never an interval the data (this run's, or this machine's
 * measured noise) does not give.
 */
public final class StepEstimates {

    /** Batches of the timeline; the t quantile below is for their 4 degrees of freedom. */
    static final int BATCHES = 5;
    static final double T_975_4_DF = 2.776;
    /** Whole seconds a one-repeat step needs for a timeline interval: batches of at least 2 s. */
    static final int MIN_STEADY_SECONDS = 10;

    private StepEstimates() {
    }

    /** The summary of a step's repeats, the first of which is {@code step} itself; no run-to-run noise known. */
    public static StepStats of(StepRecord step, List<RepeatFigures> repeats, boolean steady) {
        return of(step, repeats, steady, null);
    }

    /**
     * The summary of a step's repeats, the first of which is {@code step} itself: with fewer than
     * {@link Bootstrap#MIN_SAMPLES} and {@code noise} known (null: not known), each figure within that noise.
     */
    public static StepStats of(StepRecord step, List<RepeatFigures> repeats, boolean steady, RunToRunNoise noise) {
        List<RepeatFigures> measured = repeats.stream().filter(r -> !r.failed()).toList();
        if (measured.size() >= Bootstrap.MIN_SAMPLES) {
            return new StepStats(measured.size(), IntervalMethod.BOOTSTRAP_MEDIAN_OF_REPEATS,
                    overRepeats(measured, Metric.THROUGHPUT), overRepeats(measured, Metric.MEAN), overRepeats(measured, Metric.P99));
        }
        List<Double> batches = steady && repeats.size() <= 1 ? batchMeans(step.timeline()) : List.of();
        if (noise != null && !measured.isEmpty()) {
            return withinNoise(measured, batches, noise);
        }
        if (!batches.isEmpty()) {
            double[] b = Bootstrap.toArray(batches);
            double mean = Bootstrap.mean(b);
            double half = T_975_4_DF * standardDeviation(b, mean) / Math.sqrt(b.length);
            Estimate throughput = new Estimate(Figures.round(step.throughputRps()), Figures.round(mean - half),
                    Figures.round(mean + half), batches);
            return new StepStats(1, IntervalMethod.BATCH_MEANS_OF_TIMELINE, throughput,
                    Estimate.point(Metric.MEAN.of(0, step.latencyMs()), List.of()),
                    Estimate.point(Metric.P99.of(0, step.latencyMs()), List.of()));
        }
        List<RepeatFigures> used = measured.isEmpty() ? repeats : measured;
        return new StepStats(measured.size(), IntervalMethod.NONE, pointOf(used, Metric.THROUGHPUT), pointOf(used, Metric.MEAN),
                pointOf(used, Metric.P99));
    }

    /**
     * Each figure's median within {@code e^(±1.96 cv)} of the workload's run-to-run noise; the throughput's interval
     * widened by the timeline's own batch-mean interval where the step was steady long enough to give one (the two
     * added in quadrature on the log scale: one run's seconds vary besides what the next run would).
     */
    private static StepStats withinNoise(List<RepeatFigures> measured, List<Double> batches, RunToRunNoise noise) {
        double batchHalf = 0;
        if (!batches.isEmpty()) {
            double[] b = Bootstrap.toArray(batches);
            double mean = Bootstrap.mean(b);
            batchHalf = mean > 0 ? Math.log1p(T_975_4_DF * standardDeviation(b, mean) / Math.sqrt(b.length) / mean) : 0;
        }
        String text = (measured.size() == 1 ? "one run: each figure within " : measured.size()
                + " repeats, too few for a bootstrap: their median within ") + noise.describe()
                + (batches.isEmpty() ? "" : ", the throughput's widened by its timeline's 5 batch means");
        return new StepStats(measured.size(), IntervalMethod.RUN_TO_RUN_NOISE, text,
                withinNoise(measured, Metric.THROUGHPUT, Math.hypot(noise.logHalfWidth(Metric.THROUGHPUT), batchHalf)),
                withinNoise(measured, Metric.MEAN, noise.logHalfWidth(Metric.MEAN)),
                withinNoise(measured, Metric.P99, noise.logHalfWidth(Metric.P99)));
    }

    private static Estimate withinNoise(List<RepeatFigures> measured, Metric metric, double logHalfWidth) {
        List<Double> values = values(measured, metric);
        double median = Bootstrap.median(Bootstrap.toArray(values));
        if (!(median > 0)) {
            return Estimate.point(Double.isFinite(median) ? median : 0, values);
        }
        return new Estimate(Figures.round(median), Figures.round(median * Math.exp(-logHalfWidth)),
                Figures.round(median * Math.exp(logHalfWidth)), values);
    }

    private static Estimate overRepeats(List<RepeatFigures> repeats, Metric metric) {
        List<Double> values = values(repeats, metric);
        double[] ci = Bootstrap.interval(values, Bootstrap::median);
        return new Estimate(Figures.round(Bootstrap.median(Bootstrap.toArray(values))), Figures.finite(ci[0]),
                Figures.finite(ci[1]), values);
    }

    private static Estimate pointOf(List<RepeatFigures> repeats, Metric metric) {
        List<Double> values = values(repeats, metric);
        return Estimate.point(values.isEmpty() ? 0 : Bootstrap.median(Bootstrap.toArray(values)), values);
    }

    private static List<Double> values(List<RepeatFigures> repeats, Metric metric) {
        return repeats.stream().map(r -> metric.of(r.throughputRps(), r.latencyMs())).toList();
    }

    /**
     * Answered requests per second in {@link #BATCHES} consecutive batches of the timeline's whole
     * seconds, the first and last second dropped (partly outside the step); empty when fewer than
     * {@link #MIN_STEADY_SECONDS} remain.
     */
    static List<Double> batchMeans(List<TimelineSecond> timeline) {
        if (timeline.size() < MIN_STEADY_SECONDS + 2) {
            return List.of();
        }
        List<TimelineSecond> whole = timeline.subList(1, timeline.size() - 1);
        int per = whole.size() / BATCHES;
        List<Double> means = new ArrayList<>();
        for (int b = 0; b < BATCHES; b++) {
            long ok = 0;
            for (TimelineSecond s : whole.subList(b * per, (b + 1) * per)) {
                ok += s.ok();
            }
            means.add((double) ok / per);
        }
        return means;
    }

    private static double standardDeviation(double[] v, double mean) {
        double sum = 0;
        for (double x : v) {
            sum += (x - mean) * (x - mean);
        }
        return Math.sqrt(sum / (v.length - 1));
    }
}
