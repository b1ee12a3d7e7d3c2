package dev.rbench.service.common.cassandra;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;

/**
 * The service's one {@link CqlSession}, connected in the background from start-up so that a node
 * that is down or silent does not stop the service from starting: a request gets the session once
 * it is up, or the failure of the attempt (a 503/504), and the next request starts a new attempt.
 * Never blocks: an attempt starts on a thread of its own (the driver reads its configuration files
 * while building a session, which an event loop must not do); the blocking stack waits on
 * {@link #session()} itself, bounded by the timeout.
 */
public final class CassandraSessions implements AutoCloseable {
    private final CassandraSettings settings;
    private final SimpleStatement findAll;
    private final ExecutorService connector = Executors.newSingleThreadExecutor(
            Thread.ofPlatform().name("rbench-cassandra-connect").daemon(true).factory());
    private CompletableFuture<CqlSession> current;
    private boolean closed;

    public CassandraSessions(CassandraSettings settings) {
        this.settings = settings;
        this.findAll = SimpleStatement.newInstance(settings.findAllQuery()).setPageSize(settings.pageSize());
        this.current = connect();
    }

    private CompletableFuture<CqlSession> connect() {
        return CompletableFuture.supplyAsync(() -> settings.sessionBuilder().buildAsync(), connector)
                .thenCompose(Function.identity()).toCompletableFuture();
    }

    /** The session, or a new attempt if the last one failed. */
    public synchronized CompletionStage<CqlSession> session() {
        if (closed) {
            return CompletableFuture.failedFuture(new IllegalStateException("the service is stopping"));
        }
        if (current.isCompletedExceptionally()) {
            current = connect();
        }
        return current;
    }

    public SimpleStatement findAll() {
        return findAll;
    }

    public CassandraSettings settings() {
        return settings;
    }

    @Override
    public synchronized void close() {
        closed = true;
        current.thenAccept(CqlSession::closeAsync);
        connector.shutdown();
    }
}
