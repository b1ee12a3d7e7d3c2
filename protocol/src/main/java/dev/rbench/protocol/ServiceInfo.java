package dev.rbench.protocol;

/**
 * What a service answers on {@code GET /info}: its configuration as it took effect, measured inside
 * the service, so the runner can check that what it asked for (thread model, pool sizes, event
 * loops, accept backlog, driver) is what it got. The services write it, the runner reads it; the
 * JSON names are the component names. The services capture it on the request's thread (Java 21's
 * {@code Thread.isVirtual()}, which this Java 17 module cannot call).
 *
 * @param stack                {@code blocking}, {@code virtual} or {@code reactive}
 * @param serverThreads        Tomcat's worker maximum; null where there is no such pool
 * @param eventLoops           Reactor Netty's I/O worker count; null where there are none
 * @param acceptBacklog        the listen backlog the server asked for
 * @param handlerThread        the name of the thread that handled the {@code /info} request
 * @param handlerThreadVirtual whether that thread is virtual
 * @param java                 {@link Runtime#version()}
 * @param mongo                null (absent in the JSON) without MongoDB
 * @param postgres             null (absent) without PostgreSQL
 * @param cassandra            null (absent) without Cassandra
 * @param downstream           null (absent) without a downstream
 * @param jvm                  the JVM's own ergonomics, as it sized itself from the CPUs and memory it sees
 *                             (a container's limits included); null (absent) from services before it existed
 * @param maxConnections       the most connections the server holds open at once (Tomcat's maxConnections; beyond
 *                             it connections wait in the accept queue); null (absent) where the server has no such cap (Netty)
 * @param activityPort         the loopback port of the service's side server answering {@code GET /activity} on a thread of
 *                             its own, so the runner can watch a service whose every server thread is busy; null (absent) without
 * @param handlerThreads       how many requests the handlers that wait on their thread (delay, cpu) ran on virtual and on
 *                             platform threads since the start, counted inside those handlers; null (absent) from services
 *                             before it existed
 * @param versions             the framework and server versions the service ran, read from their own classes; null
 *                             (absent) from services before it existed
 */
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
        MongoInfo mongo,
        PostgresInfo postgres,
        CassandraInfo cassandra,
        DownstreamInfo downstream,
        JvmInfo jvm,
        Integer maxConnections,
        Integer activityPort,
        HandlerThreadCounts handlerThreads,
        Versions versions) {

    /** Without the versions (the form before they were added). */
    public ServiceInfo(String stack, Integer serverThreads, Integer eventLoops, int acceptBacklog, boolean virtualThreads,
                       String handlerThread, boolean handlerThreadVirtual, String java, long pid, long maxHeapMb,
                       MongoInfo mongo, PostgresInfo postgres, CassandraInfo cassandra, DownstreamInfo downstream, JvmInfo jvm,
                       Integer maxConnections, Integer activityPort, HandlerThreadCounts handlerThreads) {
        this(stack, serverThreads, eventLoops, acceptBacklog, virtualThreads, handlerThread, handlerThreadVirtual, java, pid,
                maxHeapMb, mongo, postgres, cassandra, downstream, jvm, maxConnections, activityPort, handlerThreads, null);
    }

    /** Without the handler threads' counts (the form before they were added). */
    public ServiceInfo(String stack, Integer serverThreads, Integer eventLoops, int acceptBacklog, boolean virtualThreads,
                       String handlerThread, boolean handlerThreadVirtual, String java, long pid, long maxHeapMb,
                       MongoInfo mongo, PostgresInfo postgres, CassandraInfo cassandra, DownstreamInfo downstream, JvmInfo jvm,
                       Integer maxConnections, Integer activityPort) {
        this(stack, serverThreads, eventLoops, acceptBacklog, virtualThreads, handlerThread, handlerThreadVirtual, java, pid,
                maxHeapMb, mongo, postgres, cassandra, downstream, jvm, maxConnections, activityPort, null, null);
    }

    /** Without the side port of {@code /activity} (the form before it was added). */
    public ServiceInfo(String stack, Integer serverThreads, Integer eventLoops, int acceptBacklog, boolean virtualThreads,
                       String handlerThread, boolean handlerThreadVirtual, String java, long pid, long maxHeapMb,
                       MongoInfo mongo, PostgresInfo postgres, CassandraInfo cassandra, DownstreamInfo downstream, JvmInfo jvm,
                       Integer maxConnections) {
        this(stack, serverThreads, eventLoops, acceptBacklog, virtualThreads, handlerThread, handlerThreadVirtual, java, pid,
                maxHeapMb, mongo, postgres, cassandra, downstream, jvm, maxConnections, null, null, null);
    }

    /** Without the connection cap (the form before {@code maxConnections} was added). */
    public ServiceInfo(String stack, Integer serverThreads, Integer eventLoops, int acceptBacklog, boolean virtualThreads,
                       String handlerThread, boolean handlerThreadVirtual, String java, long pid, long maxHeapMb,
                       MongoInfo mongo, PostgresInfo postgres, CassandraInfo cassandra, DownstreamInfo downstream, JvmInfo jvm) {
        this(stack, serverThreads, eventLoops, acceptBacklog, virtualThreads, handlerThread, handlerThreadVirtual, java, pid,
                maxHeapMb, mongo, postgres, cassandra, downstream, jvm, null, null, null, null);
    }

    /** Without the JVM's ergonomics (the form before {@code jvm} was added). */
    public ServiceInfo(String stack, Integer serverThreads, Integer eventLoops, int acceptBacklog, boolean virtualThreads,
                       String handlerThread, boolean handlerThreadVirtual, String java, long pid, long maxHeapMb,
                       MongoInfo mongo, PostgresInfo postgres, CassandraInfo cassandra, DownstreamInfo downstream) {
        this(stack, serverThreads, eventLoops, acceptBacklog, virtualThreads, handlerThread, handlerThreadVirtual, java, pid,
                maxHeapMb, mongo, postgres, cassandra, downstream, null);
    }

    /**
     * What the JVM made of the machine it sees — under a cgroup's limits, what its container support read.
     *
     * @param availableProcessors       {@code Runtime.availableProcessors()}: a CPU quota of 0.25 makes it 1
     * @param memoryMb                  the physical memory the JVM sees (the OS bean's total): a memory limit makes it the limit
     * @param virtualThreadParallelism  carriers of the virtual-thread scheduler: {@code jdk.virtualThreadScheduler.parallelism}
     *                                  if set, else the available processors (the JDK's rule)
     * @param commonPoolParallelism     {@code ForkJoinPool.commonPool()}'s parallelism
     * @param gc                        the collectors' names, as the JVM chose them (Serial under one CPU or under 1,792 MB)
     */
    public record JvmInfo(int availableProcessors, long memoryMb, int virtualThreadParallelism, int commonPoolParallelism,
                          String gc) {
    }

    /** The {@code "mongo"} object: the database settings as they took effect, never the URI. */
    public record MongoInfo(String access, String database, int poolSize, int minPoolSize, int maxConnecting,
                            int batchSize, int timeoutMs, int connectTimeoutMs, int poolWaitMs) {
    }

    /**
     * The {@code "postgres"} object: the settings as they took effect, never the URL or credentials.
     *
     * @param driver      {@code jdbc} or {@code r2dbc}
     * @param jdbcThreads on WebFlux with JDBC, the most boundedElastic threads that run the JDBC calls
     *                    at once (Reactor's cap, ten per core by default); null (absent) elsewhere
     */
    public record PostgresInfo(String driver, String database, int poolSize, int timeoutMs, int connectTimeoutMs,
                               int fetchSize, Integer jdbcThreads) {
    }

    /** The {@code "cassandra"} object: the settings as they took effect; never credentials. */
    public record CassandraInfo(String contactPoint, String localDatacenter, String keyspace, int timeoutMs,
                                int pageSize, int connections) {
    }

    /**
     * The {@code "handlerThreads"} object: requests the counted handlers ran, by the kind of thread that ran them.
     *
     * @param virtual  on a virtual thread
     * @param platform on a platform thread: a Tomcat worker, or an event loop
     */
    public record HandlerThreadCounts(long virtual, long platform) {

        /** What ran between {@code earlier} and this reading. */
        public HandlerThreadCounts since(HandlerThreadCounts earlier) {
            return new HandlerThreadCounts(virtual - earlier.virtual, platform - earlier.platform);
        }
    }

    /**
     * The {@code "versions"} object: what the service ran, as the libraries' own classes report it.
     *
     * @param springBoot      Spring Boot's
     * @param springFramework Spring Framework's
     * @param tomcat          embedded Tomcat's; null (absent) on Netty
     * @param netty           Netty's (netty-common), under Reactor Netty; null (absent) on Tomcat
     */
    public record Versions(String springBoot, String springFramework, String tomcat, String netty) {
    }

    /** The {@code "downstream"} object: the {@code /remote} client's settings as the service took them. */
    public record DownstreamInfo(int poolSize, int timeoutMs) {
    }
}
