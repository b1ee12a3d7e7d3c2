package dev.rbench.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.rbench.protocol.PoolSnapshot;

/**
 * The backend side of one step: the request sent, the calibrated unloaded call and its CPU, what
 * the backend itself counted during the step — reads for a database, answered calls for a
 * downstream service, each also per request sent (null when nothing was sent) — and the service's
 * connection pool: connections opened during the step and its gauges at the end (null when the
 * service shows no pool or had died). {@code cpuUnderLoad}: the calibration's CPU per request
 * under a modest load, round by round, and the s the model took from it; {@code unloadedRounds}: the
 * rounds t was measured in (null in results written before); {@code queries}: the statements the database counted during
 * the step, per request (null where it counts none, for a downstream service, and in results written before).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record DatabaseStep(String request, Double unloadedCallMs, Double cpuMsPerRequest,
                           Long reads, Double readsPerRequest, Long calls, Double callsPerRequest,
                           Long connectionsOpened, PoolSnapshot pool, CpuUnderLoad cpuUnderLoad, CallRounds unloadedRounds,
                           QueryCounts queries) {

    public DatabaseStep(String request, Double unloadedCallMs, Double cpuMsPerRequest, Long reads, Double readsPerRequest,
                        Long calls, Double callsPerRequest, Long connectionsOpened, PoolSnapshot pool) {
        this(request, unloadedCallMs, cpuMsPerRequest, reads, readsPerRequest, calls, callsPerRequest, connectionsOpened, pool,
                null, null, null);
    }

    /** A user's app's step: the request and the queries the database counted, none of our service's gauges. */
    public static DatabaseStep ofApp(String request, QueryCounts queries) {
        return new DatabaseStep(request, null, null, null, null, null, null, null, null, null, null, queries);
    }

    /** The same step with the queries the database counted. */
    public DatabaseStep withQueries(QueryCounts counted) {
        return new DatabaseStep(request, unloadedCallMs, cpuMsPerRequest, reads, readsPerRequest, calls, callsPerRequest,
                connectionsOpened, pool, cpuUnderLoad, unloadedRounds, counted);
    }

    /** Reads per request for a database, calls per request for a downstream service. */
    public Double countPerRequest() {
        return readsPerRequest != null ? readsPerRequest : callsPerRequest;
    }
}
