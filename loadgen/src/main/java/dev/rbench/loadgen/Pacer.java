package dev.rbench.loadgen;

import java.util.PriorityQueue;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A precise timer for one step: a dedicated thread that runs short tasks (normally a hand-over to an event loop)
 * at given {@code System.nanoTime} instants. Netty's own timers wake up with millisecond granularity (the selector
 * timeout is rounded up to whole milliseconds), which alone would make every send up to 1 ms late; parking this
 * thread is accurate to tens of microseconds. Tasks must be quick: they run on the pacer thread.
 */
final class Pacer implements AutoCloseable {

    private record Timed(long deadline, long seq, Runnable task) {
    }

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private final PriorityQueue<Timed> queue = new PriorityQueue<>((x, y) -> {
        int byTime = Long.compare(x.deadline - y.deadline, 0);
        return byTime != 0 ? byTime : Long.compare(x.seq, y.seq);
    });
    private final Thread thread;
    private long seq;
    private boolean closed;

    Pacer(String name) {
        thread = Thread.ofPlatform().name(name).daemon(true).priority(Thread.MAX_PRIORITY).unstarted(this::loop);
        thread.start();
    }

    /** Runs {@code task} on the pacer thread at {@code deadlineNanos} (at once if that has passed). */
    void schedule(long deadlineNanos, Runnable task) {
        lock.lock();
        try {
            if (closed) {
                return;
            }
            Timed timed = new Timed(deadlineNanos, seq++, task);
            queue.add(timed);
            if (queue.peek() == timed) {
                changed.signal();
            }
        } finally {
            lock.unlock();
        }
    }

    private void loop() {
        while (true) {
            Runnable task;
            lock.lock();
            try {
                while (true) {
                    if (closed) {
                        return;
                    }
                    Timed head = queue.peek();
                    if (head == null) {
                        changed.awaitUninterruptibly();
                        continue;
                    }
                    long wait = head.deadline - System.nanoTime();
                    if (wait <= 0) {
                        task = queue.poll().task;
                        break;
                    }
                    changed.awaitNanos(wait);
                }
            } catch (InterruptedException e) {
                return;
            } finally {
                lock.unlock();
            }
            try {
                task.run();
            } catch (RuntimeException e) {
                // a rejected hand-over (loop shut down): the step's accounting handles what was not sent
            }
        }
    }

    /**
     * Drops pending tasks and stops the thread; idempotent. The generator stops the pacer before the end of
     * its try-with-resources block (a step ended or failed, no more sends), so this has its own name.
     */
    void stop() {
        lock.lock();
        try {
            closed = true;
            queue.clear();
            changed.signal();
        } finally {
            lock.unlock();
        }
    }

    @Override
    public void close() {
        stop();
    }
}
