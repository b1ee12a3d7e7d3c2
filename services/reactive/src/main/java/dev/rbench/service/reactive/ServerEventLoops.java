package dev.rbench.service.reactive;

import dev.rbench.service.common.ServerConcurrency;
import io.netty.channel.EventLoopGroup;
import io.netty.util.concurrent.EventExecutor;
import java.time.Duration;
import org.springframework.beans.factory.DisposableBean;
import reactor.netty.resources.LoopResources;

/**
 * The event loops the HTTP server runs on, created by this service with exactly
 * {@code --rbench.event-loops} workers. Reactor Netty's own default count comes from a system
 * property read once per JVM, which is too late for a value that arrives as a Spring property
 * (and could not differ between two application contexts in one test JVM).
 */
public class ServerEventLoops implements DisposableBean, ServerConcurrency {
    /** Thread names are {@code rbench-http-epoll-N} (or {@code -nio-N} without native transport). */
    public static final String THREAD_PREFIX = "rbench-http";
    // The choice HttpServer.runOn(LoopResources) makes, so count() measures the group the server uses.
    private static final boolean PREFER_NATIVE = LoopResources.DEFAULT_NATIVE;

    private static final java.lang.management.ThreadMXBean THREADS = java.lang.management.ManagementFactory.getThreadMXBean();
    private final LoopResources resources;
    private volatile long[] loopThreadIds;
    private final int acceptBacklog;

    /**
     * @param workers       event loops
     * @param acceptBacklog listen(2)'s backlog for the server socket
     */
    public ServerEventLoops(int workers, int acceptBacklog) {
        this.acceptBacklog = acceptBacklog;
        // Daemon threads, as Reactor Netty's defaults: the server's own await thread keeps the JVM alive.
        this.resources = LoopResources.create(THREAD_PREFIX, workers, true);
    }

    public LoopResources resources() {
        return resources;
    }

    @Override
    public Integer eventLoops() {
        return count();
    }

    @Override
    public int acceptBacklog() {
        return acceptBacklog;
    }

    /** Counts the executors of the group the server actually uses, rather than echoing the setting. */
    public int count() {
        EventLoopGroup group = resources.onServer(PREFER_NATIVE);
        int count = 0;
        for (EventExecutor ignored : group) {
            count++;
        }
        return count;
    }

    /**
     * The CPU time the event loops have used, summed; the reader turns two readings into the loops' busy share.
     * The loops' thread ids are looked up once all of them have started (a loop starts with its first channel).
     */
    @Override
    public String nettyVersion() {
        io.netty.util.Version common = io.netty.util.Version.identify().get("netty-common");
        return common == null ? null : common.artifactVersion();
    }

    @Override
    public Long loopsCpuNanos() {
        long[] ids = loopThreadIds;
        if (ids == null) {
            ids = Thread.getAllStackTraces().keySet().stream().filter(t -> t.getName().startsWith(THREAD_PREFIX))
                    .mapToLong(Thread::threadId).toArray();
            if (ids.length >= count()) {
                loopThreadIds = ids;
            }
        }
        long sum = 0;
        for (long id : ids) {
            long cpu = THREADS.getThreadCpuTime(id);
            sum += Math.max(cpu, 0);
        }
        return sum;
    }

    @Override
    public void destroy() {
        // Runs after the web server has stopped; no quiet period, so SIGTERM ends the JVM promptly.
        resources.disposeLater(Duration.ZERO, Duration.ofSeconds(2)).block(Duration.ofSeconds(3));
    }
}
