package dev.rbench.loadgen;

import io.netty.channel.EventLoop;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * The connections of an open model ({@link OpenRate}, {@link RampRate}) on ONE event loop, and the queue of
 * arrivals waiting for one. Confined to its loop like the users. An arrival takes an idle keep-alive connection,
 * else opens a new one while fewer than {@code capacity} are open, else waits in the queue; its intended start
 * stays its scheduled time, so the waiting counts in its (corrected) latency and in its timeout.
 */
final class OpenPool {

    private final Step step;
    private final EventLoop loop;
    private final LoopStats stats;
    private final int capacity;
    /** Connection indexes of this pool are {@code firstIndex + k * indexStride}, unique over the step. */
    private final int firstIndex;
    private final int indexStride;
    private final List<PooledUser> all = new ArrayList<>();
    private final ArrayDeque<PooledUser> idle = new ArrayDeque<>();
    private final ArrayDeque<Long> waiting = new ArrayDeque<>();
    private int busy;
    private boolean noMoreArrivals;
    private boolean stopped;
    private boolean done;

    OpenPool(Step step, EventLoop loop, LoopStats stats, int capacity, int firstIndex, int indexStride) {
        this.step = step;
        this.loop = loop;
        this.stats = stats;
        this.capacity = capacity;
        this.firstIndex = firstIndex;
        this.indexStride = indexStride;
    }

    EventLoop loop() {
        return loop;
    }

    /** An arrival due at {@code intendedNanos}. Runs on the loop. */
    void arrive(long intendedNanos) {
        if (stopped) {
            stats.record(Outcome.TIMEOUT, intendedNanos, LoopStats.NOT_SENT, System.nanoTime());
            step.completed.increment();
            return;
        }
        stats.recordLateness(System.nanoTime() - intendedNanos);
        PooledUser user = idle.pollFirst();
        if (user == null && all.size() < capacity) {
            user = new PooledUser(this, step, loop, stats, firstIndex + all.size() * indexStride);
            all.add(user);
        }
        if (user == null) {
            waiting.addLast(intendedNanos);
        } else {
            use(user, intendedNanos);
        }
    }

    private void use(PooledUser user, long intendedNanos) {
        busy++;
        user.send(intendedNanos);
    }

    /** The user's attempt ended. Runs on the loop. */
    void released(PooledUser user) {
        busy--;
        if (stopped) {
            return;
        }
        Long next = waiting.pollFirst();
        if (next != null) {
            use(user, next);
        } else {
            idle.addFirst(user); // most recently used first: keeps the set of warm connections small
            checkDone();
        }
    }

    /** The schedule has handed over its last arrival. Runs on the loop. */
    void endOfArrivals() {
        noMoreArrivals = true;
        checkDone();
    }

    private void checkDone() {
        if (noMoreArrivals && busy == 0 && waiting.isEmpty() && !done) {
            done = true;
            for (PooledUser user : all) {
                user.close();
            }
            step.usersDone.countDown();
        }
    }

    /** Gives up: in-flight and queued requests are timeouts (their deadline has passed). Runs on the loop. */
    void abort() {
        stopped = true;
        long now = System.nanoTime();
        for (Long intended; (intended = waiting.pollFirst()) != null; ) {
            stats.record(Outcome.TIMEOUT, intended, LoopStats.NOT_SENT, now);
            step.completed.increment();
        }
        for (PooledUser user : all) {
            user.stop();
        }
        if (!done) {
            done = true;
            step.usersDone.countDown();
        }
    }

    /** One keep-alive connection of the pool; the "user" only does the attempt and its accounting. */
    static final class PooledUser extends VirtualUser {
        private final OpenPool pool;

        PooledUser(OpenPool pool, Step step, EventLoop loop, LoopStats stats, int index) {
            super(step, loop, stats, index);
            this.pool = pool;
        }

        @Override
        void begin() {
            // driven by the pool
        }

        void send(long intendedNanos) {
            attempt(intendedNanos);
        }

        @Override
        protected void afterFinish(Outcome outcome, long nowNanos) {
            if (outcome == Outcome.OK || outcome == Outcome.HTTP) {
                pool.released(this);
            } else {
                // After an error go through the task queue: a connect that fails synchronously must not recurse.
                loop.execute(() -> pool.released(this));
            }
        }

        void close() {
            closeChannel();
            disarmTimer();
        }

        void stop() {
            stopAndAccount();
        }

        @Override
        void abort() {
            stopAndAccount(); // not a step participant: the pool counts itself done
        }
    }
}
