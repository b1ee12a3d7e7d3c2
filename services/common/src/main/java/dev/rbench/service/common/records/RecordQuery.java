package dev.rbench.service.common.records;

import dev.rbench.service.common.errors.InvalidParameterException;

/**
 * What {@code GET /records} asks for: the first {@code count} records (ids 1..count, in id order) of
 * one size, read from the store the route names; {@code viaFunction} reads them through the
 * PL/pgSQL set-returning function (PostgreSQL only) instead of a plain SELECT.
 */
public record RecordQuery(RecordSize size, int count, boolean viaFunction) {

    /** Records seeded per size; a request may ask for 1..MAX_COUNT of them. */
    public static final int MAX_COUNT = 1000;

    public RecordQuery {
        if (count < 1 || count > MAX_COUNT) {
            throw new InvalidParameterException("count", Integer.toString(count),
                    "count must be between 1 and " + MAX_COUNT);
        }
    }

    /** From the route's query parameters; every bad value becomes a 400 naming the parameter. */
    public static RecordQuery parse(String size, String count, String via) {
        int n;
        try {
            n = Integer.parseInt(count);
        } catch (NumberFormatException e) {
            throw new InvalidParameterException("count", count, "count must be a whole number between 1 and " + MAX_COUNT);
        }
        boolean function = false;
        if (via != null && !via.isEmpty()) {
            if (!"function".equals(via)) {
                throw new InvalidParameterException("via", via, "via must be 'function' or left out");
            }
            function = true;
        }
        return new RecordQuery(RecordSize.parse(size), n, function);
    }
}
