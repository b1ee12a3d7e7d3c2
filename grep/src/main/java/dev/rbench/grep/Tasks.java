package dev.rbench.grep;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Tasks that may submit more tasks (a folder's listing submits its files and sub-folders), and a wait for the last of
 * them: the count of unfinished tasks starts at one, held by whoever submits the first ones until {@link #await}, so it
 * cannot reach zero while they are still being submitted.
 */
final class Tasks {

    private final Executor executor;
    private final AtomicInteger unfinished = new AtomicInteger(1);
    private final CountDownLatch done = new CountDownLatch(1);

    Tasks(Executor executor) {
        this.executor = executor;
    }

    void submit(Runnable task) {
        unfinished.incrementAndGet();
        executor.execute(() -> {
            try {
                task.run();
            } finally {
                finished();
            }
        });
    }

    /** Gives up the submitter's own share and waits until every task submitted, directly or by another, has run. */
    void await() throws InterruptedException {
        finished();
        done.await();
    }

    private void finished() {
        if (unfinished.decrementAndGet() == 0) {
            done.countDown();
        }
    }
}
