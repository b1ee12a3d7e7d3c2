package dev.rbench.service.common;

import dev.rbench.service.common.errors.InvalidParameterException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.regex.Pattern;

/**
 * A fixed amount of CPU work per request, {@code /cpu/{rounds}}: SHA-256 chained {@code rounds}
 * times over a 1 KiB block. Fixed work, not fixed time, so that a CPU quota shows as fewer requests
 * a second (a busy loop "for 5 ms" would just take longer wall time under throttling). It allocates
 * almost nothing, so the collector does not blur what the quota does.
 */
public final class CpuWork {
    public static final String PARAMETER = "rounds";
    public static final int MAX_ROUNDS = 1_000_000;
    static final String MESSAGE = PARAMETER + " must be an integer between 1 and " + MAX_ROUNDS;
    private static final Pattern INTEGER = Pattern.compile("[0-9]{1,7}");
    private static final int BLOCK = 1024;

    private CpuWork() {
    }

    /** Validates {@code raw} (the shared 400 otherwise) and does the work; the answer is the final digest in hex. */
    public static String run(String raw) {
        if (raw == null || !INTEGER.matcher(raw).matches() || Integer.parseInt(raw) < 1 || Integer.parseInt(raw) > MAX_ROUNDS) {
            throw new InvalidParameterException(PARAMETER, raw, MESSAGE);
        }
        return HexFormat.of().formatHex(digest(Integer.parseInt(raw)));
    }

    /** The work itself: each round hashes the previous digest spread over a 1 KiB block. */
    static byte[] digest(int rounds) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            byte[] block = new byte[BLOCK];
            byte[] digest = new byte[32];
            for (int i = 0; i < rounds; i++) {
                for (int at = 0; at < BLOCK; at += digest.length) {
                    System.arraycopy(digest, 0, block, at, digest.length);
                }
                digest = sha.digest(block);
            }
            return digest;
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
