package dev.rbench.report;

import dev.rbench.results.StackRun;
import java.util.List;

/**
 * Connection attempts the kernel dropped because a listening socket's accept queue was full
 * ({@code steps[].listenQueue}). Each such client's TCP retries its SYN after a second (then two
 * more), so the request starts late by whole seconds that no server-side timer sees and that the
 * model, which assumes every arrival is admitted, does not predict.
 */
final class ListenQueue {

    static final String INTRO = "Connection attempts the kernel dropped at a full accept queue while a step ran "
            + "(machine-wide counters). Each one's client retried a second or more later: its request started that "
            + "much late, which the model does not predict.";

    private ListenQueue() {
    }

    /** True when results.json carries the counters at all (older files do not). */
    static boolean present(Results results) {
        return results.anyStep(s -> s.listenQueue() != null);
    }

    /** One sentence per step with drops: stack, step, how many, and the backlog the stack listened with. */
    static List<String> droppedSteps(Results results) {
        return results.stepLines((stack, step) -> {
            long overflows = step.listenQueue() == null ? 0 : step.listenQueue().overflows();
            if (overflows <= 0) {
                return null;
            }
            Integer backlog = results.run(stack).map(StackRun::acceptBacklog).orElse(null);
            return overflows + " dropped" + (backlog == null ? "" : " (the service's accept queue: " + backlog + ")");
        });
    }

    static final String NONE = "No connection attempt was dropped: every step's arrivals fitted the accept queue.";
}
