package dev.rbench.service.common;

import dev.rbench.protocol.ServiceInfo;
import dev.rbench.protocol.ServiceInfo.CassandraInfo;
import dev.rbench.protocol.ServiceInfo.DownstreamInfo;
import dev.rbench.protocol.ServiceInfo.JvmInfo;
import dev.rbench.protocol.ServiceInfo.MongoInfo;
import dev.rbench.protocol.ServiceInfo.PostgresInfo;
import dev.rbench.protocol.ServiceInfo.Versions;
import dev.rbench.service.common.cassandra.CassandraSettings;
import dev.rbench.service.common.mongo.MongoSettings;
import dev.rbench.service.common.remote.DownstreamSettings;
import dev.rbench.service.common.threads.HandlerThreads;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.concurrent.ForkJoinPool;
import java.util.stream.Collectors;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.SpringBootVersion;
import org.springframework.boot.thread.Threading;
import org.springframework.core.SpringVersion;
import org.springframework.core.env.Environment;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code /ready} and {@code /info} for both stacks: Spring MVC and WebFlux map the same annotated
 * controller. The methods return plain values, not Monos, so on every stack they run, and
 * {@code /info} measures, on the thread that handles the request: a Tomcat worker, a virtual
 * thread, or the event loop that received it.
 */
@RestController
public class StatusController {
    private static final long MB = 1024 * 1024;

    private final ServiceStack stack;
    private final ServerConcurrency concurrency;
    private final boolean virtualThreads;
    private final MongoInfo mongo;
    private final PostgresInfo postgres;
    private final CassandraInfo cassandra;
    private final DownstreamInfo downstream;
    private final ActivityServer activity;
    private final HandlerThreads handlerThreads;
    private final Versions versions;

    public StatusController(ServiceStack stack, ServerConcurrency concurrency, Environment env, MongoSettings mongo,
                            CassandraSettings cassandra, ObjectProvider<DownstreamSettings> downstream,
                            ObjectProvider<PostgresInfo> postgres, ActivityServer activity,
                            HandlerThreads handlerThreads) {
        this.activity = activity;
        this.handlerThreads = handlerThreads;
        // Read once at start: Netty reads its version files from the jars, which an event loop must not wait for.
        this.versions = new Versions(SpringBootVersion.getVersion(), SpringVersion.getVersion(), concurrency.tomcatVersion(),
                concurrency.nettyVersion());
        this.stack = stack;
        this.concurrency = concurrency;
        this.virtualThreads = Threading.VIRTUAL.isActive(env);
        this.mongo = mongo.configured() ? mongo.info() : null;
        this.cassandra = cassandra.configured() ? cassandra.info() : null;
        // Each stack's PostgreSQL configuration provides it, with the driver it chose; none without a URL.
        this.postgres = postgres.getIfAvailable();
        // Each stack's remote configuration provides the settings; a provider keeps common free of it.
        DownstreamSettings settings = downstream.getIfAvailable();
        this.downstream = settings == null ? null : settings.info();
    }

    @GetMapping(path = Routes.READY, produces = MediaType.APPLICATION_JSON_VALUE)
    public ReadyResponse ready() {
        return ReadyResponse.of(stack);
    }

    @GetMapping(path = Routes.INFO, produces = MediaType.APPLICATION_JSON_VALUE)
    public ServiceInfo info() {
        // The thread that handles this request is the measurement: a Tomcat worker, a virtual thread or an event loop.
        Thread handler = Thread.currentThread();
        return new ServiceInfo(stack.id(), concurrency.serverThreads(), concurrency.eventLoops(), concurrency.acceptBacklog(),
                virtualThreads, handler.getName(), handler.isVirtual(), Runtime.version().toString(),
                ProcessHandle.current().pid(), Runtime.getRuntime().maxMemory() / MB, mongo, postgres, cassandra, downstream,
                jvm(), concurrency.maxConnections(), activity.port(), handlerThreads.counts(), versions);
    }

    /** The JVM's ergonomics as it sized itself: under a cgroup, from the limits its container support read. */
    static JvmInfo jvm() {
        int processors = Runtime.getRuntime().availableProcessors();
        long memory = ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getTotalMemorySize() / MB : -1;
        String gc = ManagementFactory.getGarbageCollectorMXBeans().stream().map(GarbageCollectorMXBean::getName)
                .collect(Collectors.joining(", "));
        return new JvmInfo(processors, memory, Integer.getInteger("jdk.virtualThreadScheduler.parallelism", processors),
                ForkJoinPool.getCommonPoolParallelism(), gc);
    }
}
