package dev.rbench.results;

/** Failed requests by kind: no connection, no answer in time, an HTTP status of 400 or more, anything else. */
public record ErrorCounts(long connect, long timeout, long http, long other) {

    public static final ErrorCounts NONE = new ErrorCounts(0, 0, 0, 0);

    public long total() {
        return connect + timeout + http + other;
    }

    public ErrorCounts plus(ErrorCounts o) {
        return new ErrorCounts(connect + o.connect, timeout + o.timeout, http + o.http, other + o.other);
    }

    /** "connect 2, http 10": the kinds that happened, in this order; empty without any. */
    public String kinds() {
        java.util.List<String> parts = new java.util.ArrayList<>();
        String[] names = {"connect", "timeout", "http", "other"};
        long[] counts = {connect, timeout, http, other};
        for (int i = 0; i < names.length; i++) {
            if (counts[i] > 0) {
                parts.add(names[i] + " " + counts[i]);
            }
        }
        return String.join(", ", parts);
    }
}
