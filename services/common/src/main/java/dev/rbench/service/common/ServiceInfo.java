package dev.rbench.service.common;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.rbench.service.common.cassandra.CassandraInfo;
import dev.rbench.service.common.mongo.MongoInfo;
import dev.rbench.service.common.postgres.PostgresInfo;
import dev.rbench.service.common.remote.DownstreamInfo;

/**
 * Body of {@code /info}: the configuration as it took effect, measured inside the service, so the
 * runner can check that what it asked for (thread model, pool size, event loops) is what it got.
 */
@JsonPropertyOrder({"stack", "serverThreads", "eventLoops", "acceptBacklog", "virtualThreads", "handlerThread",
        "handlerThreadVirtual", "java", "pid", "maxHeapMb", "mongo", "postgres", "cassandra", "downstream"})
public record ServiceInfo(
        String stack,
        Integer serverThreads,
        Integer eventLoops,
        int acceptBacklog,
        boolean virtualThreads,
        String handlerThread,
        boolean handlerThreadVirtual,
        String java,
        long pid,
        long maxHeapMb,
        // Only with a database; absent (not null) without one, so /info is unchanged then.
        @JsonInclude(JsonInclude.Include.NON_NULL) MongoInfo mongo,
        // Only with a PostgreSQL URL; absent without one.
        @JsonInclude(JsonInclude.Include.NON_NULL) PostgresInfo postgres,
        // Only with a Cassandra contact point; absent without one.
        @JsonInclude(JsonInclude.Include.NON_NULL) CassandraInfo cassandra,
        // Only with a downstream; absent (not null) without one, likewise.
        @JsonInclude(JsonInclude.Include.NON_NULL) DownstreamInfo downstream) {

    private static final long MB = 1024 * 1024;

    /**
     * Must be called on the thread that handles the request: that thread is the measurement.
     *
     * @param serverThreads Tomcat's worker maximum, or null where there is no such pool
     * @param eventLoops    Reactor Netty's I/O worker count, or null where there are none
     * @param acceptBacklog the listen backlog the server asked for
     * @param mongo         the database settings, or null without a database
     * @param postgres      the PostgreSQL settings and driver, or null without a PostgreSQL URL
     * @param cassandra     the Cassandra settings, or null without a contact point
     * @param downstream    the /remote client's settings, or null without a downstream
     */
    public static ServiceInfo capture(ServiceStack stack, Integer serverThreads, Integer eventLoops,
                                      int acceptBacklog, boolean virtualThreads, MongoInfo mongo, PostgresInfo postgres,
                                      CassandraInfo cassandra, DownstreamInfo downstream) {
        Thread handler = Thread.currentThread();
        return new ServiceInfo(
                stack.id(),
                serverThreads,
                eventLoops,
                acceptBacklog,
                virtualThreads,
                handler.getName(),
                handler.isVirtual(),
                Runtime.version().toString(),
                ProcessHandle.current().pid(),
                Runtime.getRuntime().maxMemory() / MB,
                mongo,
                postgres,
                cassandra,
                downstream);
    }
}
