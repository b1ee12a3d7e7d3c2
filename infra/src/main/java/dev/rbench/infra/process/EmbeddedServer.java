package dev.rbench.infra.process;

import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A database server rbench runs in a child process for a run (MongoDB, PostgreSQL, Cassandra): the
 * process, the port it listens on, its log, and stopping it exactly once. A launcher extends this
 * with only what is its own (how it starts, its address, its credentials) and, when SIGTERM then
 * SIGKILL is not how the server should stop, overrides {@link #stop()}.
 */
public abstract class EmbeddedServer implements AutoCloseable {
    private final Process process;
    private final int port;
    private final Path log;
    private final Duration stopGrace;
    private final AtomicBoolean closed = new AtomicBoolean();

    /** @param stopGrace how long the server gets between SIGTERM and SIGKILL when it is closed */
    protected EmbeddedServer(Process process, int port, Path log, Duration stopGrace) {
        this.process = process;
        this.port = port;
        this.log = log;
        this.stopGrace = stopGrace;
    }

    /** A server started from its executable jar by {@link ExecJar#start}. */
    protected EmbeddedServer(ExecJar.Started started, Duration stopGrace) {
        this(started.process(), started.port(), started.log(), stopGrace);
    }

    public final int port() {
        return port;
    }

    public final long pid() {
        return process.pid();
    }

    public final boolean isAlive() {
        return process.isAlive();
    }

    /** The server's output, for messages that point at it. */
    public final Path log() {
        return log;
    }

    protected final Process process() {
        return process;
    }

    /** Stops the server with {@link #stop()}; a second call does nothing. */
    @Override
    public final void close() {
        if (closed.compareAndSet(false, true)) {
            stop();
        }
    }

    /** SIGTERM, SIGKILL after the grace period, and waits for the process to end. */
    protected void stop() {
        ChildProcesses.stop(process, stopGrace);
    }
}
