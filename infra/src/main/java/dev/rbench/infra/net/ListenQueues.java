package dev.rbench.infra.net;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The kernel's TCP listen queues, as Linux reports them. When a listening socket's accept queue is
 * full the kernel drops the incoming SYN (ListenOverflows, ListenDrops in /proc/net/netstat); the
 * client's TCP retries it after its initial retransmission timeout, 1 s on Linux, then 2 s later.
 * So a request that meets a full queue starts a second late — a delay no server-side timer sees.
 * The counters are the machine's (its network namespace), not one socket's: while a step runs
 * the service's socket is the one taking a burst, but another program's drops would count too.
 */
public final class ListenQueues {
    /** Netty's own fallback when the kernel's value cannot be read. */
    static final int FALLBACK_SOMAXCONN = 4096;
    private static final Path SOMAXCONN = Path.of("/proc/sys/net/core/somaxconn");
    private static final Path NETSTAT = Path.of("/proc/net/netstat");

    private ListenQueues() {
    }

    /**
     * net.core.somaxconn now: the kernel caps every listen backlog at this. Read each time (a cheap
     * /proc read), since a run may raise it for its duration ({@link KernelAcceptQueue}).
     */
    public static int somaxconn() {
        return readSomaxconn();
    }

    private static int readSomaxconn() {
        try {
            // Not Files.readString: on /proc/sys it returns only the first byte (the file reports size 0).
            List<String> lines = Files.readAllLines(SOMAXCONN);
            return lines.isEmpty() ? FALLBACK_SOMAXCONN : Integer.parseInt(lines.getFirst().trim());
        } catch (IOException | RuntimeException e) {
            return FALLBACK_SOMAXCONN;
        }
    }

    /** The counters now; empty where /proc/net/netstat is absent or unreadable (not Linux). */
    public static Optional<Counters> read() {
        try {
            return parse(Files.readAllLines(NETSTAT));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** /proc/net/netstat holds pairs of lines: "TcpExt: Name1 Name2 …" then "TcpExt: 1 2 …". */
    static Optional<Counters> parse(List<String> lines) {
        for (int i = 0; i + 1 < lines.size(); i++) {
            String[] names = lines.get(i).trim().split("\\s+");
            String[] values = lines.get(i + 1).trim().split("\\s+");
            if (!names[0].equals("TcpExt:") || !values[0].equals("TcpExt:") || names.length != values.length) {
                continue;
            }
            long overflows = -1;
            long drops = -1;
            for (int k = 1; k < names.length; k++) {
                if (names[k].equals("ListenOverflows")) {
                    overflows = Long.parseLong(values[k]);
                } else if (names[k].equals("ListenDrops")) {
                    drops = Long.parseLong(values[k]);
                }
            }
            if (overflows >= 0 && drops >= 0) {
                return Optional.of(new Counters(overflows, drops));
            }
        }
        return Optional.empty();
    }

    /**
     * @param overflows SYNs (or handshake ends) that found an accept queue full
     * @param drops     connection attempts dropped at a listening socket, overflows included
     */
    public record Counters(long overflows, long drops) {
        /** What happened between {@code before} and this reading. */
        public Counters since(Counters before) {
            return new Counters(overflows - before.overflows, drops - before.drops);
        }
    }
}
