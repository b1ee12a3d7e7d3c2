package dev.rbench.service.common;

import java.util.concurrent.atomic.LongAdder;
import org.springframework.stereotype.Component;

/**
 * Requests inside the service now: each stack's filter counts a request in when it enters and out when its answer
 * is done, so the runner can see requests queue inside a service whose server threads are all busy.
 */
@Component
public class InFlightRequests {

    private final LongAdder inside = new LongAdder();

    public void entered() {
        inside.increment();
    }

    public void left() {
        inside.decrement();
    }

    public long now() {
        return inside.sum();
    }

    /** /activity itself is not a request of the load. */
    public static boolean counted(String path) {
        return !Routes.ACTIVITY.equals(path);
    }
}
