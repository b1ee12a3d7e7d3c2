package dev.rbench.runner.results;

import dev.rbench.infra.process.ResourceSampler;
import dev.rbench.loadgen.ErrorCounts;
import dev.rbench.loadgen.LatencySummary;
import dev.rbench.loadgen.StepResult;

/**
 * One measured step as results.json holds it. Keys are a contract: later versions add keys, never
 * rename or drop one.
 */
public record StepRecord(
        int users,
        String workload,
        long requests,
        long ok,
        boolean failed,
        String failure,
        ErrorCounts errors,
        double wallSeconds,
        double throughput,
        LatencySummary latencyMs,
        ResourceSampler.Usage sut,
        ModelFigures model,
        ModelError modelError) {

    public static StepRecord of(StepResult r, String workload, ResourceSampler.Usage sut, String failure, ModelFigures model) {
        LatencySummary l = r.latencyMs();
        return new StepRecord(r.users(), workload, r.requests(), r.ok(), failure != null, failure, r.errors(),
                round(r.wallSeconds()), round(r.throughput()),
                new LatencySummary(round(l.mean()), round(l.p50()), round(l.p90()), round(l.p99()), round(l.p999()), round(l.max())),
                sut, model, ModelError.of(model, r.throughput(), l.mean(), r.ok() > 0));
    }

    /** A step that could not be measured at all (the service would not start, say). */
    public static StepRecord notRun(int users, String workload, String failure, ModelFigures model) {
        return new StepRecord(users, workload, 0, 0, true, failure, new ErrorCounts(0, 0, 0, 0), 0, 0,
                new LatencySummary(0, 0, 0, 0, 0, 0), ResourceSampler.Usage.NONE, model, ModelError.of(model, 0, 0, false));
    }

    /** Failed requests as a percentage of requests sent. */
    public double errorPercent() {
        return requests == 0 ? 0 : 100.0 * (requests - ok) / requests;
    }

    static double round(double v) {
        return Math.round(v * 1000) / 1000.0;
    }
}
