package dev.rbench.loadgen;

import com.sun.management.UnixOperatingSystemMXBean;

import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;

/**
 * Fails a step early, with an actionable message, when the process cannot open enough sockets. Without this
 * check a large burst would surface as a flood of "Too many open files" connect errors that look like server
 * failures.
 */
public final class FileLimits {

    /** Returned by {@link #currentLimit()} where the platform does not report a limit (e.g. Windows). */
    static final long UNKNOWN = -1;

    private FileLimits() {
    }

    /**
     * @param needed file descriptors the step needs (one socket per simultaneous connection plus a margin)
     * @throws LoadGenException when the open-file limit is lower than {@code needed}
     */
    public static void ensureAtLeast(long needed) {
        ensureAtLeast(needed, currentLimit());
    }

    /** Testable core: {@code limit} is injected. A negative (unknown) limit is not checked. */
    static void ensureAtLeast(long needed, long limit) {
        if (limit >= 0 && limit < needed) {
            throw new LoadGenException("open-file limit too low: this process may open " + limit
                    + " files but the step needs at least " + needed
                    + " (one socket per simultaneous connection plus a margin). Raise it in the shell that"
                    + " starts the benchmark, e.g. `ulimit -n " + Math.max(needed, 65_536) + "` (raising it"
                    + " above the hard limit `ulimit -Hn` needs root, /etc/security/limits.conf or"
                    + " systemd LimitNOFILE)");
        }
    }

    /**
     * The process's open-file limit. This reads the current soft limit (RLIMIT_NOFILE). On Linux, HotSpot raises
     * its soft limit to the hard limit at startup (-XX:+MaxFDLimit, on by default), so the value reported here is
     * the effective limit, i.e. usually what {@code ulimit -Hn} showed in the launching shell.
     */
    static long currentLimit() {
        OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        if (os instanceof UnixOperatingSystemMXBean unix) {
            return unix.getMaxFileDescriptorCount();
        }
        return UNKNOWN;
    }
}
