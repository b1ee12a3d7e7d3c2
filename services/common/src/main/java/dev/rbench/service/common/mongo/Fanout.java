package dev.rbench.service.common.mongo;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.rbench.service.common.errors.ApiException;
import java.util.regex.Pattern;

/**
 * {@code GET /documents/{id}/fanout?calls=x[&parallel=…]}: the study's "x independent database
 * calls" per request, and its answer, which carries the summed payload length rather than the
 * documents so that x large documents do not turn the experiment into one about JSON.
 */
@JsonPropertyOrder({"calls", "parallel", "bytes"})
public record Fanout(int calls, boolean parallel, long bytes) {
    public static final int MAX_CALLS = 100;
    public static final String CALLS_RULE = "calls must be an integer between 1 and " + MAX_CALLS;
    public static final String PARALLEL_RULE = "parallel must be true or false";
    public static final String NEEDS_VIRTUAL_THREADS =
            "parallel fan-out needs virtual threads: start the service with --rbench.threads=virtual";
    private static final Pattern DIGITS = Pattern.compile("[0-9]{1,3}");

    public static int calls(String raw) {
        if (raw == null || !DIGITS.matcher(raw).matches()) {
            throw ApiException.badRequest(CALLS_RULE);
        }
        int calls = Integer.parseInt(raw);
        if (calls < 1 || calls > MAX_CALLS) {
            throw ApiException.badRequest(CALLS_RULE);
        }
        return calls;
    }

    /** The parallel flag, or the stack's own default when it is not given. */
    public static boolean parallel(String raw, boolean stackDefault) {
        if (raw == null) {
            return stackDefault;
        }
        return switch (raw) {
            case "true" -> true;
            case "false" -> false;
            default -> throw ApiException.badRequest(PARALLEL_RULE);
        };
    }
}
