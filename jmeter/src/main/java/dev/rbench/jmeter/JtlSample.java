package dev.rbench.jmeter;

/**
 * One row of a JTL: a request as JMeter saw it, its start in epoch milliseconds (converted when the file was
 * stamped at the end), how long it took from the send ({@code elapsedMs}), and how it ended.
 *
 * @param host the engine that sent it (JMeter's Hostname column), "" when the file does not say
 */
public record JtlSample(long startMs, long elapsedMs, String label, String code, boolean success, String message, long bytes,
                        String thread, String host) {

    private static final java.util.regex.Pattern REMOTE_THREAD = java.util.regex.Pattern.compile("^(\\S+:\\d+)-");

    /**
     * The engine that sent it: a remote engine names its threads "host:port-group 1-1", a local run's threads
     * have no such prefix and the sample is the Hostname column's ("" when absent).
     */
    public String engine() {
        var m = REMOTE_THREAD.matcher(thread);
        return m.find() ? m.group(1) : host;
    }

    public long endMs() {
        return startMs + elapsedMs;
    }
}
