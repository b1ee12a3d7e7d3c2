package dev.rbench.service.common.records;

import dev.rbench.service.common.errors.InvalidParameterException;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * Study 004's record sizes. Each size is its own table / collection, {@code records_1kb} and so on,
 * seeded beforehand with {@link RecordQuery#MAX_COUNT} records whose payload is exactly
 * {@link #bytes()} random ASCII characters (see infra's {@code RecordData}, which writes them).
 */
public enum RecordSize {
    KB1(1),
    KB10(10),
    KB100(100);

    private final int kilobytes;

    RecordSize(int kilobytes) {
        this.kilobytes = kilobytes;
    }

    /** As written in the route: {@code 1kb}, {@code 10kb}, {@code 100kb}. */
    public String label() {
        return kilobytes + "kb";
    }

    public int bytes() {
        return kilobytes * 1024;
    }

    /** The table (PostgreSQL) or collection (MongoDB) holding this size's records. */
    public String table() {
        return "records_" + label();
    }

    public static RecordSize parse(String value) {
        for (RecordSize size : values()) {
            if (size.label().equalsIgnoreCase(value)) {
                return size;
            }
        }
        throw new InvalidParameterException("size", value, "size must be one of "
                + Arrays.stream(values()).map(RecordSize::label).collect(Collectors.joining(", ")));
    }
}
