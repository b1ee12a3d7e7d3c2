package dev.rbench.loadgen;

import java.net.InetAddress;
import java.net.UnknownHostException;

/**
 * Local source addresses for steps with many connections to a loopback target. Linux gives each source address
 * about 28,000 ephemeral ports (32768-60999), and {@code connect()} picks from the even half of them first: past
 * ~14,000 connections from one address each connect scans the exhausted half before it finds an odd port.
 * Measured here (a Python client holding 19,000 connections to a local listener): 20 µs per connect up to 14,000,
 * then 730 µs — at 19,000 users over 2 s the generator spent seconds in the kernel and fell a second behind its
 * schedule. All of 127.0.0.0/8 is loopback, so a step of more connections than one address should carry binds
 * them round-robin to 127.0.0.1, 127.0.0.2, ...
 *
 * <p>How many one address carries depends on the transport. With epoll the connection is bound with
 * {@code IP_BIND_ADDRESS_NO_PORT} (see {@link Connector}): the address is fixed at bind, the port chosen by
 * {@code connect()} as without a bind (TIME_WAIT ports reused as usual), so addresses are spread from
 * {@link #PER_ADDRESS_NO_PORT} connections on — flat 22 µs per connect at 19,000 measured the same way. NIO cannot
 * set that option, and a plain bind to port 0 picks the port at bind time, where TIME_WAIT ports left by earlier
 * steps cannot be reused (measured: a 19,000-user step bound that way fell further behind than unbound); there
 * the kernel chooses up to {@link #PER_ADDRESS_BIND} connections.
 */
final class SourceAddresses {

    /** Under the ~14,000 even ports connect() prefers, with room for the TIME_WAIT sockets of a previous step. */
    static final int PER_ADDRESS_NO_PORT = 10_000;
    /** The whole ephemeral range of one address. */
    static final int PER_ADDRESS_BIND = 28_000;
    private static final int LOOPBACK_BASE = 0x7F000001; // 127.0.0.1

    private SourceAddresses() {
    }

    /** Connections one source address carries on {@code transport} before the next address is used. */
    static int perAddress(Transport transport) {
        return transport == Transport.EPOLL ? PER_ADDRESS_NO_PORT : PER_ADDRESS_BIND;
    }

    /** How many source addresses a step of {@code totalConnections} uses (1 means: let the kernel choose). */
    static int addressesNeeded(long totalConnections, int perAddress) {
        return (int) Math.max(1, (totalConnections + perAddress - 1) / perAddress);
    }

    /**
     * The local address connection {@code index} (0-based) binds to, or null to leave it to the kernel (at most
     * {@code perAddress} connections, or a target that is not loopback).
     */
    static InetAddress forConnection(int index, long totalConnections, boolean loopbackTarget, int perAddress) {
        int n = addressesNeeded(totalConnections, perAddress);
        if (n == 1 || !loopbackTarget) {
            return null;
        }
        int ip = LOOPBACK_BASE + Math.floorMod(index, n);
        try {
            return InetAddress.getByAddress(new byte[]{(byte) (ip >>> 24), (byte) (ip >>> 16), (byte) (ip >>> 8),
                    (byte) ip});
        } catch (UnknownHostException e) {
            throw new IllegalStateException(e); // cannot happen for a 4-byte address
        }
    }
}
