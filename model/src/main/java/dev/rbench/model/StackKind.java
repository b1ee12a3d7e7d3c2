package dev.rbench.model;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * How each stack spends its resources while it waits, which is all the model needs to know of it.
 * <ul>
 *   <li>blocking — a thread per request from a pool of T; calls in sequence, the thread held throughout;</li>
 *   <li>virtual — a thread per request with no pool limit; calls in sequence unless the handler forks them;</li>
 *   <li>reactive — no thread held while waiting; calls in parallel;</li>
 *   <li>virtual-netty — event loops carry the bytes and hand each request to a virtual thread of its own: no thread
 *       ceiling, calls in sequence unless the handler forks them, as virtual. The loops' work and the handlers' share
 *       the same cores, which the CPU station (every kind's) holds.</li>
 * </ul>
 * Code outside asks these questions; it never compares kinds.
 */
public enum StackKind {
    BLOCKING, VIRTUAL, REACTIVE, VIRTUAL_NETTY;

    /** The name in results and on the command line: {@code blocking}, {@code virtual}, {@code reactive}, {@code virtual-netty}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public static Optional<StackKind> byId(String id) {
        return Arrays.stream(values()).filter(k -> k.id().equals(id)).findFirst();
    }

    /** Whether a pool of T threads bounds how many requests are handled at once. */
    public boolean threadLimited() {
        return this == BLOCKING;
    }

    /** Whether the handlers run on virtual threads, so their waits can pin a carrier. */
    public boolean virtualThreadHandlers() {
        return this == VIRTUAL || this == VIRTUAL_NETTY;
    }

    /** Whether the handlers run on the event loops themselves (no thread per request at all). */
    public boolean eventLoopHandlers() {
        return this == REACTIVE;
    }

    /** Whether a request's several backend calls overlap: always on reactive, on virtual threads when the handler forks. */
    public boolean callsInParallel(boolean parallelRequested) {
        return eventLoopHandlers() || (virtualThreadHandlers() && parallelRequested);
    }
}
