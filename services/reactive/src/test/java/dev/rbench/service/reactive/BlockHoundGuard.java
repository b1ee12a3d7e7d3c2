package dev.rbench.service.reactive;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import reactor.blockhound.BlockHound;
import reactor.blockhound.BlockingMethod;
import reactor.blockhound.BlockingOperationError;

/**
 * BlockHound for every reactive test that serves requests. BlockHound installs once per JVM, with
 * the callback given the first time, so all such tests share this one installation and its record.
 */
public final class BlockHoundGuard {
    // Every blocking call BlockHound sees, wherever it happens: a failure on a server thread would
    // otherwise only show up as a broken response.
    // Holds the BlockingMethod itself: the callback runs on the offending thread, where anything
    // more (string building, logging) could block in turn and recurse into BlockHound.
    private static final List<BlockingMethod> DETECTED = new CopyOnWriteArrayList<>();

    // Where each detection happened, formatted only when a test fails.
    private static final List<StackTraceElement[]> STACKS = new CopyOnWriteArrayList<>();

    private BlockHoundGuard() {
    }

    public static synchronized void install() {
        // install(...) rather than builder().install(): only the former loads the Reactor and Netty
        // integrations that mark parallel and event-loop threads as non-blocking. Installing is
        // once per JVM; later calls are no-ops.
        BlockHound.install(builder -> builder
                // Netty 4.2's adaptive allocator takes a briefly held StampedLock when it grows its
                // magazines; Netty's own BlockHound rules do not list it yet (they do for the
                // older PoolArena locks). A known false positive, allowed exactly there.
                .allowBlockingCallsInside("io.netty.buffer.AdaptivePoolingAllocator$Magazine", "free")
                .allowBlockingCallsInside("io.netty.buffer.AdaptivePoolingAllocator$MagazineGroup", "free")
                // The MongoDB driver's async connection checkout, when no pooled connection is free,
                // hands the request to the pool's own worker thread (which does the waiting) by
                // putting it on a queue under a briefly held StampedLock. The event loop never waits
                // for a connection, only, under contention, for that enqueue. Allowed exactly there.
                .allowBlockingCallsInside("com.mongodb.internal.connection.DefaultConnectionPool$AsyncWorkManager",
                        "enqueue")
                // r2dbc-postgresql's SCRAM login draws the client nonce from SecureRandom on the event
                // loop, which reads /dev/urandom (a FileInputStream): once per new connection, and
                // /dev/urandom never waits once the kernel is seeded. Allowed exactly there.
                .allowBlockingCallsInside("com.ongres.scram.common.ScramFunctions", "nonce")
                .blockingMethodCallback(method -> {
                    DETECTED.add(method);
                    STACKS.add(Thread.currentThread().getStackTrace());
                    throw new BlockingOperationError(method);
                }));
    }

    public static List<BlockingMethod> detected() {
        return DETECTED;
    }

    public static void forget() {
        DETECTED.clear();
        STACKS.clear();
    }

    /** Each detection's stack, for a failure message. */
    public static String report() {
        StringBuilder report = new StringBuilder();
        for (StackTraceElement[] stack : STACKS) {
            report.append("blocking call at:");
            for (StackTraceElement frame : stack) {
                report.append("\n    ").append(frame);
            }
            report.append('\n');
        }
        return report.toString();
    }
}
