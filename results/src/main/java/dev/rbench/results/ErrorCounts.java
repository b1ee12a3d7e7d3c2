package dev.rbench.results;

/** Failed requests by kind: no connection, no answer in time, an HTTP status of 400 or more, anything else. */
public record ErrorCounts(long connect, long timeout, long http, long other) {

    public static final ErrorCounts NONE = new ErrorCounts(0, 0, 0, 0);

    public long total() {
        return connect + timeout + http + other;
    }
}
