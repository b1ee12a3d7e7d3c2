package dev.rbench.service.common.remote;

/**
 * The URLs of the downstream experiment (study 002), shared by the downstream service and by the
 * two stacks that call it, so caller and callee cannot disagree on a path.
 */
public final class RemoteRoutes {
    /** On the blocking, virtual and reactive services: calls the downstream's {@link #WORK}. */
    public static final String REMOTE = "/remote";
    /** On the downstream service: answers after {@code ms} milliseconds. */
    public static final String WORK = "/work";
    /** On the downstream service: how many {@link #WORK} requests it has answered. */
    public static final String STATS = "/stats";
    /** On the downstream service: {@code POST ?extraMs=N&errorRate=R} injects a fault, {@code DELETE} heals it. */
    public static final String FAULT = "/fault";

    private RemoteRoutes() {
    }

    /** The downstream path for a delay already validated by {@code DelayRule}. */
    public static String work(long ms) {
        return WORK + "?ms=" + ms;
    }
}
