package dev.rbench.grep;

import java.util.concurrent.locks.ReentrantLock;

/**
 * Who may write to standard output now. A file writes only while it holds the turn, whole lines at a time,
 * so lines from different files never interleave; {@link #inPathOrder} also makes the files take turns in
 * the order of their index.
 */
sealed interface Turns {

    void acquire(int index) throws InterruptedException;

    void release(int index);

    static Turns inAnyOrder() {
        return new AnyOrder();
    }

    static Turns inPathOrder() {
        return new PathOrder();
    }

    final class AnyOrder implements Turns {
        private final ReentrantLock lock = new ReentrantLock();

        @Override
        public void acquire(int index) {
            lock.lock();
        }

        @Override
        public void release(int index) {
            lock.unlock();
        }
    }

    /** Files are submitted in index order to executors that start tasks in that order, so the next one always runs. */
    final class PathOrder implements Turns {
        private int next;

        @Override
        public synchronized void acquire(int index) throws InterruptedException {
            while (next != index) {
                wait();
            }
        }

        @Override
        public synchronized void release(int index) {
            next = index + 1;
            notifyAll();
        }
    }
}
