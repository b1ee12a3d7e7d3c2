package dev.rbench.runner.results;

import dev.rbench.infra.net.ListenQueues;
import dev.rbench.infra.process.ResourceSampler;
import dev.rbench.loadgen.ErrorCounts;
import dev.rbench.loadgen.GeneratorHealth;
import dev.rbench.loadgen.TimelineSecond;
import java.util.List;
import java.util.Map;
import dev.rbench.loadgen.LatencySummary;
import dev.rbench.loadgen.StepResult;

/**
 * One measured step as results.json holds it: counts, errors by kind, latency from the intended
 * start ({@code latencyMs}) and from the actual send ({@code latencyMsUncorrected}; equal for burst
 * and closed loops), a per-second timeline, the generator's own health, the service's resources and
 * the model's prediction. Keys are a contract: later versions add keys, never
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
        ModelError modelError,
        LatencySummary latencyMsUncorrected,
        List<TimelineSecond> timeline,
        GeneratorHealth generator,
        Double rate,
        Integer calls,
        Map<String, Object> database,
        String route,
        ListenQueues.Counters listenQueue) {

    public static StepRecord of(StepResult r, String workload, ResourceSampler.Usage sut, String failure, ModelFigures model) {
        LatencySummary l = r.latencyMs();
        GeneratorHealth g = r.generator();
        return new StepRecord(r.users(), workload, r.requests(), r.ok(), failure != null, failure, r.errors(),
                round(r.wallSeconds()), round(r.throughput()), round(l),
                sut, model, ModelError.of(model, r.throughput(), l.mean(), r.ok() > 0),
                round(r.latencyMsUncorrected()),
                r.timeline().stream().map(StepRecord::round).toList(),
                new GeneratorHealth(round(g.sendLatenessP99Ms()), round(g.loopBusyMaxPercent()), round(g.cpuPercent()),
                        g.saturated(), g.reason()), null, null, null, null, null);
    }

    /** A step that could not be measured at all (the service would not start, say). */
    public static StepRecord notRun(int users, String workload, String failure, ModelFigures model) {
        LatencySummary none = new LatencySummary(0, 0, 0, 0, 0, 0);
        return new StepRecord(users, workload, 0, 0, true, failure, new ErrorCounts(0, 0, 0, 0), 0, 0,
                none, ResourceSampler.Usage.NONE, model, ModelError.of(model, 0, 0, false), none, List.of(), null, null, null, null, null, null);
    }

    /** The same step, keyed by its offered rate (open-model steps); null keeps it keyed by users. */
    public StepRecord withRate(Double offered) {
        return new StepRecord(users, workload, requests, ok, failed, failure, errors, wallSeconds, throughput, latencyMs,
                sut, model, modelError, latencyMsUncorrected, timeline, generator, offered, calls, database, route, listenQueue);
    }

    /**
     * The same step with its database side: x, the calls per request, and what the database and the
     * service's connection pool saw during the step (reads by the database's own counters, pool gauges).
     */
    public StepRecord withDatabase(Integer x, String crudRoute, Map<String, Object> db) {
        return new StepRecord(users, workload, requests, ok, failed, failure, errors, wallSeconds, throughput, latencyMs,
                sut, model, modelError, latencyMsUncorrected, timeline, generator, rate, x, db, crudRoute, listenQueue);
    }

    /**
     * The same step with the connection attempts the kernel dropped at full accept queues while it
     * ran (machine-wide counters; null where the kernel does not report them).
     */
    public StepRecord withListenQueue(ListenQueues.Counters dropped) {
        return new StepRecord(users, workload, requests, ok, failed, failure, errors, wallSeconds, throughput, latencyMs,
                sut, model, modelError, latencyMsUncorrected, timeline, generator, rate, calls, database, route, dropped);
    }

    /** Failed requests as a percentage of requests sent. */
    public double errorPercent() {
        return requests == 0 ? 0 : 100.0 * (requests - ok) / requests;
    }

    public static double round(double v) {
        return Math.round(v * 1000) / 1000.0;
    }

    private static LatencySummary round(LatencySummary l) {
        return new LatencySummary(round(l.mean()), round(l.p50()), round(l.p90()), round(l.p99()), round(l.p999()), round(l.max()));
    }

    private static TimelineSecond round(TimelineSecond t) {
        return new TimelineSecond(t.second(), t.sent(), t.ok(), t.errors(),
                t.p50Ms() == null ? null : round(t.p50Ms()), t.p99Ms() == null ? null : round(t.p99Ms()), t.inFlightMax());
    }
}
