package dev.rbench.report;

import dev.rbench.results.InFlightMemory;
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
            + "its idle live heap to the most a collection during the step left, of the heap's size where the GC log gave it "
            + "(the figure to size a heap by; - without a collection during the step), and its resident memory (RSS) from the step's start to its peak (little where "
            + "the heap's pages were touched before, and never given back between steps).";

    private MemoryPerRequest() {
    }

    static Optional<TableSection> section(Results results) {
        return results.anyStep(s -> s.memory() != null)
                ? Optional.of(TableSection.of("memory", "Memory per request in flight", INTRO, build(results), 2))
                : Optional.empty();
    }

    static TextTable build(Results results) {
        return results.stepTable(List.of("in flight", "RSS MB before → peak", "RSS KB per request",
                "heap after GC MB idle → peak", "live heap KB per request"), (stack, step) -> {
                    InFlightMemory m = step.memory();
                    return m == null ? null : List.of(Long.toString(m.inFlightMax()),
                            Fmt.fixed(m.rssMbStart(), 0) + " → " + Fmt.fixed(m.rssMbMax(), 0),
                            Fmt.fixed(m.rssKbPerRequest(), 1),
                            m.heapAfterMbBefore() == null || m.heapAfterMbMax() == null ? "-"
                                    : m.heapAfterMbBefore() + " → " + m.heapAfterMbMax()
                                            + (step.gc() == null || step.gc().heapMb() == null ? "" : " of " + step.gc().heapMb()),
                            Fmt.fixed(m.liveHeapKbPerRequest(), 1, "-"));
                });
    }
}
