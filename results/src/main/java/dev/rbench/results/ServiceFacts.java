package dev.rbench.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Map;

/**
 * The service as it ran: its process and port, what it reported about itself in {@code /info}
 * (stack, threads, event loops, heap, drivers…: the service's own words, kept as it said them), and
 * what verification saw the backend do for its requests — for the scenario's route
 * ({@code verifiedReads}) and for each GET route it lists ({@code verifiedRoutes}, by path).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ServiceFacts(long pid, int port, Map<String, Object> info, VerifiedReads verifiedReads,
                           Map<String, VerifiedReads> verifiedRoutes) {

    public ServiceFacts {
        info = DisplayTree.of(info);
        verifiedRoutes = verifiedRoutes == null || verifiedRoutes.isEmpty() ? null
                : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(verifiedRoutes));
    }

    /**
     * Verification by the backend's own counter: {@code requests} requests of x calls made
     * {@code databaseReads} reads; {@code readsPerRequest} when a request costs more than x reads
     * (pages of a scan, records of a records route), {@code readsPerCall} when one call costs more than one.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record VerifiedReads(int requests, int callsPerRequest, Long readsPerRequest, Long readsPerCall, long databaseReads) {
    }
}
