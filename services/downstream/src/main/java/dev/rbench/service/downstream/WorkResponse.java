package dev.rbench.service.downstream;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Body of {@code /work}: the study's "list of records" from a simulated backend. Deterministic for
 * a given {@code ms}, so a service that relays it can be checked byte for byte.
 */
@JsonPropertyOrder({"ms", "records"})
public record WorkResponse(long ms, List<Record> records) {
    public static final int RECORDS = 10;
    private static final List<Record> FIXED = IntStream.rangeClosed(1, RECORDS)
            .mapToObj(id -> new Record(id, "record-" + id))
            .toList();

    public static WorkResponse of(long ms) {
        return new WorkResponse(ms, FIXED);
    }

    @JsonPropertyOrder({"id", "name"})
    public record Record(int id, String name) {
    }
}
