package dev.rbench.model;

/**
 * How each stack spends its resources while it waits, which is all the model needs to know of it.
 * <ul>
 *   <li>blocking — a thread per request from a pool of T; calls in sequence, the thread held throughout;</li>
 *   <li>virtual — a thread per request with no pool limit; calls in sequence unless the handler forks them;</li>
 *   <li>reactive — no thread held while waiting; calls in parallel.</li>
 * </ul>
 */
public enum StackKind {
    BLOCKING, VIRTUAL, REACTIVE;

    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    boolean threadLimited() {
        return this == BLOCKING;
    }

    boolean callsInParallel(boolean parallelRequested) {
        return this == REACTIVE || (this == VIRTUAL && parallelRequested);
    }
}
