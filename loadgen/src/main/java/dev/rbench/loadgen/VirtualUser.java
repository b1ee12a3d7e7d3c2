package dev.rbench.loadgen;

import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.EventLoop;
import io.netty.util.concurrent.ScheduledFuture;

import java.net.SocketException;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * One simulated user: drives its request attempts over its connection and accounts each attempt exactly once.
 *
 * <p>Thread confinement is the core of the design: a user, its channel (connected on the user's loop), its
 * timeout timer and its {@link LoopStats} all live on a single event loop, so "did this attempt already end?"
 * is a plain field check. That is what makes double counting impossible when, e.g., the timeout fires and the
 * channel close that it causes reports the attempt a second time, or a response races the timeout: whichever
 * comes first ends the attempt, everything later finds {@link #inFlight} false (or a newer attempt sequence
 * number, or a channel that is no longer the user's) and is ignored.
 */
abstract class VirtualUser implements ResponseHandler.Listener {

    protected final Step step;
    protected final EventLoop loop;
    protected final LoopStats stats;
    /** Which of the step's connections this user opens: decides its source address (see SourceAddresses). */
    private final int connectionIndex;

    /** Current connection; null when there is none. A channel that is not this one is stale. */
    private Channel channel;
    private boolean inFlight;
    private long attemptSeq;
    private long scheduledStartNanos;
    /** When the current attempt's request was written; meaningful only if {@link #sent}. */
    private long sentNanos;
    private boolean sent;
    /** The current attempt was started by {@link #attempt} and counts in {@link Step#inFlight}. */
    private boolean onWire;
    /** When the current attempt times out: its scheduled start plus the request timeout. */
    private long deadlineNanos;
    /**
     * The user's one timeout timer, armed lazily and kept across attempts (see {@link #armTimer}); null when not
     * armed. {@link #timerAtNanos} is when it fires.
     */
    private ScheduledFuture<?> timer;
    private long timerAtNanos;
    private final Runnable onTimer = this::onTimer;
    /** Set by {@link #abort()}: the user must not start anything new. */
    protected boolean stopped;
    private boolean done;

    VirtualUser(Step step, EventLoop loop, LoopStats stats, int connectionIndex) {
        this.step = step;
        this.loop = loop;
        this.stats = stats;
        this.connectionIndex = connectionIndex;
    }

    /** Called from the run() thread: arrange for the user to begin on its loop. */
    abstract void begin();

    /** Decides what the user does after an attempt ended at {@code nowNanos}. */
    protected abstract void afterFinish(Outcome outcome, long nowNanos);

    /**
     * Starts an attempt whose latency and timeout are measured from {@code scheduledStart}, reusing the open
     * connection if there is one. Must run on {@link #loop}.
     */
    protected final void attempt(long scheduledStart) {
        long seq = ++attemptSeq;
        inFlight = true;
        scheduledStartNanos = scheduledStart;
        sent = false;
        onWire = true;
        long now = System.nanoTime();
        stats.noteInFlight(now, step.inFlight.incrementAndGet());
        // The deadline is relative to the scheduled start, so connect time and any lateness count against it.
        deadlineNanos = scheduledStart + step.requestTimeoutNanos;
        if (timer == null || timerAtNanos - deadlineNanos > 0) {
            armTimer(now);
        }

        if (channel != null && channel.isActive()) {
            send(channel, now);
            return;
        }
        closeChannel();
        ChannelFuture connect = step.connector.connect(loop, step.address, step.localAddressFor(connectionIndex),
                this);
        channel = connect.channel();
        connect.addListener((ChannelFuture f) -> {
            if (!loop.inEventLoop()) {
                // A channel Netty could not create or register (no descriptor left, say) fails its future on
                // Netty's global executor, not on this loop: back to the loop, where the user's state lives.
                loop.execute(() -> connected(f, seq));
                return;
            }
            connected(f, seq);
        });
    }

    /** The connect of attempt {@code seq} completed; on {@link #loop}. */
    private void connected(ChannelFuture f, long seq) {
        if (!isCurrent(seq)) {
            close(f.channel()); // the attempt already ended (timeout/abort) while connecting
        } else if (f.isSuccess()) {
            send(f.channel(), System.nanoTime());
        } else {
            finish(classifyConnectFailure(f.cause()), true);
        }
    }

    /**
     * A failed connect is a {@code connect} error (refused, timed out, unreachable, no local port or descriptor
     * left), except a reset: the server's kernel completed the handshake and the peer then reset the connection
     * before we saw it established, which is the same event as a reset just after - an {@code other} error. The
     * JDK reports ECONNRESET only as a plain SocketException, and Netty's epoll transport as a ConnectException
     * ("finishConnect(..) failed: Connection reset by peer"), so the message is the one distinguishing signal.
     */
    static Outcome classifyConnectFailure(Throwable cause) {
        if (cause instanceof SocketException && cause.getMessage() != null
                && cause.getMessage().toLowerCase(Locale.ROOT).contains("reset")) {
            return Outcome.OTHER;
        }
        return Outcome.CONNECT;
    }

    /**
     * (Re)arms the timer for the current deadline. In steady state no timer is scheduled or cancelled per request:
     * a closed-loop user's deadlines only move later, so the armed timer (due at an earlier deadline) stays, and
     * when it fires it finds a newer attempt and re-arms itself for that attempt's deadline. Only a deadline
     * earlier than the armed timer (an open-model arrival that waited in the queue) replaces it.
     */
    private void armTimer(long nowNanos) {
        if (timer != null) {
            timer.cancel(false);
        }
        timerAtNanos = deadlineNanos;
        timer = loop.schedule(onTimer, Math.max(0, deadlineNanos - nowNanos), TimeUnit.NANOSECONDS);
    }

    private void onTimer() {
        timer = null;
        if (!inFlight) {
            return; // idle: stays disarmed until the next attempt
        }
        long now = System.nanoTime();
        if (now - deadlineNanos >= 0) {
            finish(Outcome.TIMEOUT, true);
        } else {
            armTimer(now); // the attempt in flight is a newer one, with a later deadline
        }
    }

    /** Cancels the timer of a user that will start no attempt for a while (done, stopped, pool closed). */
    protected final void disarmTimer() {
        if (timer != null) {
            timer.cancel(false);
            timer = null;
        }
    }

    /** Writes the request; {@code nowNanos} is the send time (one clock read per send, taken by the caller). */
    private void send(Channel ch, long nowNanos) {
        sentNanos = nowNanos;
        sent = true;
        // A failed write reaches ResponseHandler.exceptionCaught through the void promise, so it ends the attempt
        // in flight on this channel (the current one) as an "other" error, without a listener per request.
        ch.writeAndFlush(step.request(), ch.voidPromise());
    }

    private boolean isCurrent(long seq) {
        return inFlight && seq == attemptSeq;
    }

    @Override
    public final void onResponse(Channel ch, int status, boolean keepAlive, boolean decodeFailed) {
        if (ch != channel || !inFlight) {
            return;
        }
        Outcome outcome = decodeFailed ? Outcome.OTHER : status >= 400 ? Outcome.HTTP : Outcome.OK;
        finish(outcome, decodeFailed || !keepAlive);
    }

    @Override
    public final void onFailure(Channel ch, Throwable cause) {
        connectionLost(ch);
    }

    @Override
    public final void onClosed(Channel ch) {
        connectionLost(ch);
    }

    private void connectionLost(Channel ch) {
        if (ch != channel) {
            return;
        }
        if (inFlight) {
            finish(Outcome.OTHER, true); // reset, or closed before a complete response
        } else {
            closeChannel(); // an idle keep-alive connection went away; the next attempt reconnects
        }
    }

    /** Ends the current attempt: the single place where an attempt is accounted. */
    private void finish(Outcome outcome, boolean dropConnection) {
        assert loop.inEventLoop() : "an attempt accounted off its user's loop: its LoopStats would race";
        long now = System.nanoTime();
        inFlight = false;
        if (onWire) {
            onWire = false;
            step.inFlight.decrementAndGet();
        }
        stats.record(outcome, scheduledStartNanos, sent ? sentNanos : LoopStats.NOT_SENT, now);
        step.completed.increment();
        if (dropConnection) {
            closeChannel();
        }
        afterFinish(outcome, now);
    }

    /**
     * Accounts an attempt that was due at {@code scheduledStart} but never sent (used when a step is aborted
     * before a burst user could start), so that every user's request is still counted exactly once.
     */
    protected final void finishUnsent(long scheduledStart, Outcome outcome) {
        scheduledStartNanos = scheduledStart;
        inFlight = true;
        sent = false;
        onWire = false;
        finish(outcome, true);
    }

    /**
     * What a closed-loop user does after an attempt: stop at the step's end, otherwise go on with
     * {@code next} at once after a response, or through the task queue after an error (a connect that
     * fails synchronously must not recurse).
     */
    protected final void continueLoop(Outcome outcome, long nowNanos, java.util.function.LongConsumer next) {
        if (stopped || nowNanos - step.endNanos >= 0) {
            closeChannel();
            markDone();
            return;
        }
        if (outcome == Outcome.OK || outcome == Outcome.HTTP) {
            next.accept(nowNanos);
        } else {
            loop.execute(() -> {
                if (!stopped) {
                    next.accept(nowNanos);
                }
            });
        }
    }

    /** Forgets the connection before closing it, so its close event is recognised as stale. */
    protected final void closeChannel() {
        Channel ch = channel;
        channel = null;
        close(ch);
    }

    /**
     * Closes a connection, unless Netty never registered it: a channel it could not create or register is
     * already closed, and asking it to close again throws (it has no event loop to do it on).
     */
    private static void close(Channel ch) {
        if (ch != null && ch.isRegistered()) {
            ch.close();
        }
    }

    protected final void markDone() {
        disarmTimer();
        if (!done) {
            done = true;
            step.usersDone.countDown();
        }
    }

    /**
     * Stops the user when run() gives up waiting (its bound lies beyond the request timeout, so anything still in
     * flight has exceeded it) or is interrupted. Must run on {@link #loop}.
     */
    void abort() {
        stopAndAccount();
        markDone();
    }

    /** {@link #abort()} without counting the user as done (for users that are not step participants). */
    protected final void stopAndAccount() {
        stopped = true;
        if (inFlight) {
            finish(Outcome.TIMEOUT, true);
        } else {
            closeChannel();
        }
        disarmTimer();
    }
}
