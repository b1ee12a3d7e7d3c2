package dev.rbench.loadgen;

/**
 * Failed requests by kind. Errors are never recorded as latencies.
 *
 * @param connect connection refused, connect timeout, or otherwise could not connect
 * @param timeout no complete response within the request timeout, measured from the request's scheduled start
 * @param http    a complete response with status >= 400
 * @param other   anything else: reset, closed before the response, undecodable or oversized response, write failure
 */
public record ErrorCounts(long connect, long timeout, long http, long other) {

    public long total() {
        return connect + timeout + http + other;
    }
}
