package dev.rbench.report;

import dev.rbench.results.InFlightMemory;
import dev.rbench.results.StepRecord;
import java.util.List;
import java.util.Optional;

/**
 * What each request in flight cost each stack in memory ({@code steps[].memory}): the figure users
 * ask about most when they size containers for thousands of concurrent requests, as the runner
 * recorded it — RSS and live heap growth over the step, divided by the requests in flight.
 */
final class MemoryPerRequest {

    static final String INTRO = "What each request in flight cost the service: its resident memory (RSS) and its heap "
            + "in use after a collection, from just before the step to their highest point, divided by the most requests "
            + "in flight at once. Recorded where at least " + InFlightMemory.MIN_IN_FLIGHT + " requests were in flight. "
            + "RSS a JVM has grown to is not given back between steps, so a step after a larger one shows less; the heap "
            + "figure needs a collection while the requests were in flight (- without one).";

    private MemoryPerRequest() {
    }

    static boolean present(Results results) {
        return results.anyStep(s -> s.memory() != null);
    }

    static TextTable build(Results results) {
        TextTable table = new TextTable(List.of("stack", results.axis().label(), "in flight", "RSS MB before → peak",
                "RSS KB per request", "heap after GC MB before → peak", "live heap KB per request"));
        for (String stack : results.stacks()) {
            for (double value : results.stepValues()) {
                Optional<InFlightMemory> found = results.step(stack, value).map(StepRecord::memory);
                if (found.isEmpty()) {
                    continue;
                }
                InFlightMemory m = found.get();
                table.row(List.of(stack, results.axis().text(value), Long.toString(m.inFlightMax()),
                        Fmt.fixed(m.rssMbStart(), 0) + " → " + Fmt.fixed(m.rssMbMax(), 0),
                        Fmt.fixed(m.rssKbPerRequest(), 1),
                        m.heapAfterMbBefore() == null || m.heapAfterMbMax() == null ? "-"
                                : m.heapAfterMbBefore() + " → " + m.heapAfterMbMax(),
                        Fmt.fixed(m.liveHeapKbPerRequest(), 1, "-")));
            }
        }
        return table;
    }
}
