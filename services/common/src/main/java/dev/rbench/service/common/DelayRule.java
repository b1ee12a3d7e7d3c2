package dev.rbench.service.common;

import dev.rbench.service.common.errors.InvalidParameterException;
import java.util.regex.Pattern;

/**
 * The one definition of what {@code /delay/{ms}} accepts, shared by both stacks so a 400 means the
 * same thing whichever service the runner is measuring.
 */
public final class DelayRule {
    public static final String PARAMETER = "ms";
    public static final long MIN_MS = 0;
    public static final long MAX_MS = 60_000;
    public static final String MESSAGE =
            PARAMETER + " must be an integer between " + MIN_MS + " and " + MAX_MS;

    /*
     * ASCII digits only: Long.parseLong alone would also accept "+5" and non-ASCII digits such as
     * "٥", which are not what a load generator means by an integer.
     */
    private static final Pattern INTEGER = Pattern.compile("-?[0-9]+");

    private DelayRule() {
    }

    /**
     * @return the delay in milliseconds
     * @throws InvalidParameterException if {@code raw} is not an integer in [{@value #MIN_MS}, {@value #MAX_MS}]
     */
    public static long parseMillis(String raw) {
        if (raw == null || !INTEGER.matcher(raw).matches()) {
            throw invalid(raw);
        }
        long ms;
        try {
            ms = Long.parseLong(raw);
        } catch (NumberFormatException overflow) {
            // Matched the integer pattern, so the only failure left is "too many digits": out of range.
            throw invalid(raw);
        }
        if (ms < MIN_MS || ms > MAX_MS) {
            throw invalid(raw);
        }
        return ms;
    }

    /**
     * A test hook, off unless set: the JVM option {@code -Drbench.test.slowdown=1.2} makes the service
     * wait 1.2 times what it is asked (the answer still says the delay asked for), so a run can stand
     * for a build that got 20 % slower and {@code rbench compare}'s regression gate be checked against
     * a known regression. Read once; a value below 1 or not a number is ignored.
     */
    static final double SLOWDOWN = slowdown(System.getProperty("rbench.test.slowdown"));

    /** How long to wait for a request of {@code ms}: {@code ms}, unless the slowdown hook is set. */
    public static long waitMillis(long ms) {
        return Math.round(ms * SLOWDOWN);
    }

    static double slowdown(String value) {
        try {
            double factor = value == null ? 1 : Double.parseDouble(value);
            return factor >= 1 && Double.isFinite(factor) ? factor : 1;
        } catch (NumberFormatException e) {
            return 1;
        }
    }

    /** The 200 body, identical on both stacks so the runner can check it byte for byte. */
    public static String responseBody(long ms) {
        return "delayed " + ms + " ms";
    }

    private static InvalidParameterException invalid(String raw) {
        return new InvalidParameterException(PARAMETER, raw, MESSAGE);
    }
}
