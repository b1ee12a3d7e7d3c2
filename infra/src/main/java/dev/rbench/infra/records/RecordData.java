package dev.rbench.infra.records;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Study 004's stored records, the same in every store so that the stores (and JDBC vs R2DBC) can be
 * compared body for body: per size a table / collection {@code records_<label>} holding ids
 * 1..{@link #COUNT}, each payload exactly {@code bytes} characters drawn uniformly at random from
 * [A-Za-z0-9] — deterministic per (size, id), so every run and every store holds identical bytes.
 * The size labels and table names are the services' {@code RecordSize} contract.
 */
public final class RecordData {

    /** Records per size; the route's count is 1..COUNT. */
    public static final int COUNT = 1000;

    /** Label → payload bytes, in the order the study listed them. */
    public static final Map<String, Integer> SIZES = sizes();

    private static final char[] ALPHABET =
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".toCharArray();

    private RecordData() {
    }

    private static Map<String, Integer> sizes() {
        Map<String, Integer> m = new LinkedHashMap<>();
        m.put("1kb", 1024);
        m.put("10kb", 10 * 1024);
        m.put("100kb", 100 * 1024);
        return java.util.Collections.unmodifiableMap(m);
    }

    public static String table(String label) {
        if (!SIZES.containsKey(label)) {
            throw new IllegalArgumentException("unknown record size '" + label + "'; known: " + SIZES.keySet());
        }
        return "records_" + label;
    }

    /** The payload of record {@code id} (1-based) of a size of {@code bytes} characters. */
    public static String payload(int bytes, int id) {
        SplittableRandom random = new SplittableRandom(bytes * 1_000_003L + id);
        char[] chars = new char[bytes];
        for (int i = 0; i < bytes; i++) {
            chars[i] = ALPHABET[random.nextInt(ALPHABET.length)];
        }
        return new String(chars);
    }
}
