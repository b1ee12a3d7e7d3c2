package dev.rbench.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * The runner's sizing advice for the run ({@code sizing}): for a target rate — the most any stack of the run served —
 * the fewest request threads T and pool connections N each stack needs to serve it, from the model's inputs of its
 * steps (the M/M/k bound of {@code rbench advise}), or why none can. A reader's first answer to "how many threads, how
 * many connections?"; {@code rbench advise --target … --verify} measures it.
 *
 * @param targetRps the rate the advice is for, requests a second
 * @param basis     where the target comes from, e.g. "the most any stack served in this run (reactive, 400 users)"
 */
public record Sizing(double targetRps, String basis, List<StackSizing> stacks) {

    public Sizing {
        stacks = stacks == null ? List.of() : List.copyOf(stacks);
    }

    /**
     * One stack's advice: T (null where threads are no limit) and N (null where there is no pool to size), how busy they
     * would be and the wait's p99 — or why the target cannot be met (e.g. CPU bound); and the heap ({@code heapMb}) that
     * holds the requests in flight at the target twice over, where the run measured what each keeps live.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record StackSizing(String stack, Integer threads, Integer pool, Double busyPercent, Double waitP99Ms, String reason,
                              String from, Long heapMb) {

        public StackSizing(String stack, Integer threads, Integer pool, Double busyPercent, Double waitP99Ms, String reason,
                           String from) {
            this(stack, threads, pool, busyPercent, waitP99Ms, reason, from, null);
        }
    }
}
