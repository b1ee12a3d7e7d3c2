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

    static final String INTRO = "What each request in flight cost the service, divided over the most requests in flight "
            + "at once (where at least " + InFlightMemory.MIN_IN_FLIGHT + " were): its heap in use after a collection, from "
            + "its idle live heap to the most a collection during the step left (the figure to size a heap by; - without a "
            + "collection during the step), and its resident memory (RSS) from the step's start to its peak (little where "
            + "the heap's pages were touched before, and never given back between steps).";

    private MemoryPerRequest() {
    }

    static boolean present(Results results) {
        return results.anyStep(s -> s.memory() != null);
    }

    static TextTable build(Results results) {
        TextTable table = new TextTable(List.of("stack", results.axis().label(), "in flight", "RSS MB before → peak",
                "RSS KB per request", "heap after GC MB idle → peak", "live heap KB per request"));
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
