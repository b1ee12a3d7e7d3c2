package dev.rbench.runner.results;

import static dev.rbench.results.Figures.round;

import dev.rbench.infra.cgroup.CgroupStats;
import dev.rbench.infra.cgroup.ResourceLimits;
import dev.rbench.infra.jvm.GcActivity;
import dev.rbench.infra.jvm.PinningActivity;
import dev.rbench.infra.net.ListenQueues;
import dev.rbench.infra.process.ResourceSampler;
import dev.rbench.loadgen.StepResult;
import dev.rbench.protocol.PoolSnapshot;
import dev.rbench.results.DatabaseStep;
import dev.rbench.results.ErrorCounts;
import dev.rbench.results.GcFigures;
import dev.rbench.results.GeneratorHealth;
import dev.rbench.results.LatencySummary;
import dev.rbench.results.LimitsStep;
import dev.rbench.results.ListenQueueDrops;
import dev.rbench.results.ModelError;
import dev.rbench.results.ModelFigures;
import dev.rbench.results.PinningFigures;
import dev.rbench.results.ResourceUsage;
import dev.rbench.results.StepRecord;
import dev.rbench.results.TimelineSecond;
import dev.rbench.runner.calibration.BackendChecks;
import dev.rbench.runner.calibration.CpuStation;
import java.time.Duration;
import java.util.List;

/**
 * The load generator's and infra's measurements as results.json's records, rounded to the
 * precision the file keeps (a thousandth: microseconds on a millisecond figure).
 */
public final class StepRecords {

    private StepRecords() {
    }

    /**
     * One measured step: the generator's result, the service's resources, why it failed (null if not) and the model;
     * a builder, for the phase that measured it to add what else it knows.
     */
    public static StepRecord.Builder of(StepResult r, String workload, ResourceSampler.Usage sut, String failure,
                                        ModelFigures model) {
        dev.rbench.loadgen.GeneratorHealth g = r.generator();
        return StepRecord.builder().users(r.users()).workload(workload).requests(r.requests()).ok(r.ok()).failure(failure)
                .errors(errors(r.errors())).wallSeconds(round(r.wallSeconds())).throughputRps(round(r.throughput()))
                .latencyMs(latency(r.latencyMs())).latencyMsUncorrected(latency(r.latencyMsUncorrected()))
                .sut(usage(sut)).model(model).modelError(ModelError.of(model, r.throughput(), r.latencyMs().mean(), r.ok() > 0))
                .timeline(timeline(r.timeline()))
                .generator(new GeneratorHealth(round(g.sendLatenessP99Ms()), round(g.loopBusyMaxPercent()), round(g.cpuPercent()),
                        g.saturated(), g.reason()));
    }

    /** A backend's step not calibrated ({@code model: false}): the backend's own count and the pool, no t or s. */
    public static DatabaseStep databaseStep(String request, boolean downstream, long counted, long requests, Long connectionsOpened,
                                            PoolSnapshot pool) {
        return databaseStep(request, null, null, downstream, counted, requests, connectionsOpened, pool, null, null);
    }

    /**
     * The backend side of a step: the request, the calibrated unloaded call, what the backend itself
     * counted during the step (reads for a database, answered calls for a downstream service) and
     * per request sent, and the connection pool's gauges after the step (null when none); the model's s as this
     * step of {@code concurrency} requests in flight took it.
     */
    public static DatabaseStep databaseStep(String request, BackendChecks.Calibration c, boolean downstream, long counted,
                                            long requests, Long connectionsOpened, PoolSnapshot pool,
                                            CpuStation station, int concurrency) {
        java.util.OptionalDouble modelCpu = c.modelCpuSeconds(station, concurrency);
        return databaseStep(request, round(c.seconds() * 1000), round(c.cpuSecondsPerRequest() * 1000), downstream, counted,
                requests, connectionsOpened, pool,
                c.underLoad() == null ? null : c.underLoad().toRecord(modelCpu.isPresent() ? modelCpu.getAsDouble() * 1000 : null),
                c.roundsRecord());
    }

    /** What the backend counted, per request, as reads (a database) or answered calls (a downstream service). */
    private static DatabaseStep databaseStep(String request, Double unloadedCallMs, Double cpuMsPerRequest, boolean downstream,
                                             long counted, long requests, Long connectionsOpened, PoolSnapshot pool,
                                             dev.rbench.results.CpuUnderLoad underLoad, dev.rbench.results.CallRounds rounds) {
        Double perRequest = requests == 0 ? null : round((double) counted / requests);
        return new DatabaseStep(request, unloadedCallMs, cpuMsPerRequest, downstream ? null : counted, downstream ? null : perRequest,
                downstream ? counted : null, downstream ? perRequest : null, connectionsOpened, pool, underLoad, rounds, null);
    }

    public static ResourceUsage usage(ResourceSampler.Usage u) {
        return new ResourceUsage(u.cpuPercentMean(), u.cpuPercentMax(), u.rssMbMax(), u.threadsMax(), u.samples());
    }

    /** A step's cgroup counters ({@code during}: gathered over the step) under {@code limits}. */
    public static LimitsStep limits(ResourceLimits limits, CgroupStats during, boolean peakOfStep) {
        return new LimitsStep(limits.cpus(), limits.memoryMb(), during.periods(), during.throttledPeriods(),
                round(during.throttledNanos() / 1e6), round(during.memoryPeakBytes() / (1024.0 * 1024.0)), peakOfStep,
                during.oomKills());
    }

    /**
     * About how many requests were in flight when the service died: those sent up to the first second
     * in which requests failed without an answer (connection refused or reset, as a killed process
     * leaves them) less those finished before it; the whole step's unfinished requests if none did.
     */
    public static long inFlightAtDeath(StepResult r) {
        long sent = 0;
        long finished = 0;
        for (dev.rbench.loadgen.TimelineSecond t : r.timeline()) {
            sent += t.sent();
            if (t.errors().connect() + t.errors().other() > 0) {
                return Math.max(0, sent - finished);
            }
            finished += t.ok() + t.errors().connect() + t.errors().timeout() + t.errors().http() + t.errors().other();
        }
        return Math.max(0, sent - finished);
    }

    /** The service JVM's collections during a step, rounded as the file keeps them. */
    public static GcFigures gc(GcActivity a) {
        return new GcFigures(a.pauses(), round(a.pauseMsTotal()), round(a.pauseMsMax()), a.pausesByKind(), a.collections(),
                a.heapAfterMbMax(), a.allocationMbPerSecond() == null ? null : round(a.allocationMbPerSecond()),
                round(a.pauseSharePercent()), a.heapMbMax());
    }

    /** A step's pinned waits as results.json keeps them. */
    public static PinningFigures pinning(Duration threshold, PinningActivity a) {
        return new PinningFigures(threshold.toMillis(), a.waits(), round(a.pinnedMsTotal()), round(a.pinnedMsMax()),
                a.topSites().stream().map(s -> new PinningFigures.Site(s.frames(), s.waits())).toList());
    }

    /** Null where the kernel reports no counters. */
    public static ListenQueueDrops listenQueue(ListenQueues.Counters c) {
        return c == null ? null : new ListenQueueDrops(c.overflows(), c.drops());
    }

    static ErrorCounts errors(dev.rbench.loadgen.ErrorCounts e) {
        return new ErrorCounts(e.connect(), e.timeout(), e.http(), e.other());
    }

    static LatencySummary latency(dev.rbench.loadgen.LatencySummary l) {
        return new LatencySummary(round(l.mean()), round(l.p50()), round(l.p90()), round(l.p99()), round(l.p999()), round(l.max()));
    }

    /** The generator's seconds, each with the requests still outstanding when it closed (all sent so far less all ended). */
    static List<TimelineSecond> timeline(List<dev.rbench.loadgen.TimelineSecond> seconds) {
        List<TimelineSecond> out = new java.util.ArrayList<>(seconds.size());
        long outstanding = 0;
        for (dev.rbench.loadgen.TimelineSecond t : seconds) {
            outstanding += t.sent() - t.ok() - t.errors().total();
            out.add(new TimelineSecond(t.second(), t.sent(), t.ok(), errors(t.errors()),
                    t.p50Ms() == null ? null : round(t.p50Ms()), t.p99Ms() == null ? null : round(t.p99Ms()), t.inFlightMax(),
                    Math.max(0, outstanding), null));
        }
        return out;
    }
}
