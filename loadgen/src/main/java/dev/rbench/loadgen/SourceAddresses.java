package dev.rbench.loadgen;

import java.net.InetAddress;
import java.net.UnknownHostException;

/**
 * Local source addresses for steps with more connections than one address has ephemeral ports. Linux gives each
 * (source address) about 28,000 ephemeral ports (32768-60999); all of 127.0.0.0/8 is loopback, so a loopback step
 * of more than {@link #MAX_PER_ADDRESS} connections binds them round-robin to 127.0.0.1, 127.0.0.2, ... so that
 * each address stays under the limit.
 */
final class SourceAddresses {

    static final int MAX_PER_ADDRESS = 28_000;
    private static final int LOOPBACK_BASE = 0x7F000001; // 127.0.0.1

    private SourceAddresses() {
    }

    /** How many source addresses a step of {@code totalConnections} uses (1 means: let the kernel choose). */
    static int addressesNeeded(long totalConnections) {
        return (int) Math.max(1, (totalConnections + MAX_PER_ADDRESS - 1) / MAX_PER_ADDRESS);
    }

    /**
     * The local address connection {@code index} (0-based) binds to, or null to leave it to the kernel (at most
     * {@link #MAX_PER_ADDRESS} connections, or a target that is not loopback).
     */
    static InetAddress forConnection(int index, long totalConnections, boolean loopbackTarget) {
        int n = addressesNeeded(totalConnections);
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
