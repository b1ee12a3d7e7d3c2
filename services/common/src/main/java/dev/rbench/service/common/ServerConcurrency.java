package dev.rbench.service.common;

/**
 * What bounds how many requests a service's server handles at once, as measured from the running
 * server: a Tomcat worker pool, or a number of event loops. Each service provides one.
 */
public interface ServerConcurrency {

    /** Tomcat's maximum worker threads; null for an event-loop server. */
    default Integer serverThreads() {
        return null;
    }

    /** Event loops of a reactive server; null for Tomcat. */
    default Integer eventLoops() {
        return null;
    }

    /** The listen backlog the server asked the kernel for (before the kernel caps it at somaxconn). */
    int acceptBacklog();

    /** The most connections the server holds open at once; null where it has no such cap (Netty). */
    default Integer maxConnections() {
        return null;
    }

    /** Server threads running a request now; null where threads are not the limit (virtual threads, Netty). */
    default Integer busyThreads() {
        return null;
    }

    /** The embedded Tomcat's version; null for Netty. */
    default String tomcatVersion() {
        return null;
    }

    /** Netty's version under Reactor Netty; null for Tomcat. */
    default String nettyVersion() {
        return null;
    }

    /** CPU time the event loops have used since they started, summed; null for Tomcat. */
    default Long loopsCpuNanos() {
        return null;
    }
}
