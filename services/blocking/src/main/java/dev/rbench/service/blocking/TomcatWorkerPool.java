package dev.rbench.service.blocking;

import dev.rbench.service.common.ServerConcurrency;
import java.util.concurrent.Executor;
import org.apache.coyote.AbstractProtocol;
import org.apache.coyote.ProtocolHandler;
import org.apache.tomcat.util.threads.ThreadPoolExecutor;
import org.springframework.boot.tomcat.TomcatWebServer;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.core.env.Environment;
import org.springframework.stereotype.Component;

/** Reads the worker limit and the accept queue from the running Tomcat connector rather than trusting the properties. */
@Component
public record TomcatWorkerPool(WebServerApplicationContext context, Environment env) implements ServerConcurrency {

    /**
     * The maximum pool size of the executor Tomcat dispatches requests to. With virtual threads
     * Tomcat runs one virtual thread per request and has no maximum; the configured
     * {@code server.tomcat.threads.max} is reported then, so the runner can still check that T was passed.
     */
    @Override
    public Integer serverThreads() {
        return maxThreads();
    }

    /** Tomcat's acceptCount as the running connector holds it: what it passes to listen(2). */
    @Override
    public int acceptBacklog() {
        return ((AbstractProtocol<?>) protocolHandler()).getAcceptCount();
    }

    /** Tomcat's maxConnections as the running connector holds it (-1 = unlimited). */
    @Override
    public Integer maxConnections() {
        return ((AbstractProtocol<?>) protocolHandler()).getMaxConnections();
    }

    /** Tomcat's workers running a request now; null on virtual threads, whose executor has no pool to count. */
    @Override
    public String tomcatVersion() {
        return org.apache.catalina.util.ServerInfo.getServerNumber();
    }

    @Override
    public Integer busyThreads() {
        Executor executor = protocolHandler().getExecutor();
        return executor instanceof ThreadPoolExecutor pool ? pool.getActiveCount() : null;
    }

    public int maxThreads() {
        Executor executor = protocolHandler().getExecutor();
        if (executor instanceof ThreadPoolExecutor pool) {
            return pool.getMaximumPoolSize();
        }
        return env.getRequiredProperty("server.tomcat.threads.max", Integer.class);
    }

    /** The running connector's protocol handler, which holds the limits and the executor. */
    private ProtocolHandler protocolHandler() {
        return ((TomcatWebServer) context.getWebServer()).getTomcat().getConnector().getProtocolHandler();
    }
}
