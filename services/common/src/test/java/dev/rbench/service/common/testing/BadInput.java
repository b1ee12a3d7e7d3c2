package dev.rbench.service.common.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Malformed path segments for fuzzing the routes (issue 20's bad input), generated from a seed so a
 * failure can be replayed: wrong types, negative, huge and fractional numbers, percent-encoded NULs
 * and bad escapes, invalid UTF-8, path traversal, long runs. None is a valid long delay, so no
 * request waits on purpose; lengths stay under Netty's 4,096-byte request line (longer ones: RouteContract's own test).
 */
public final class BadInput {

    private static final String[] FIXED = {"-1", "-0", "1.5", "1e3", "0x10", "60001", "99999999999999999999",
            "9223372036854775808", "-9223372036854775809", "%00", "%zz", "%", "%C3%28", "%FF%FE", "%E2%82",
            "..%2F..%2Fetc%2Fpasswd", "%2e%2e", "..", ".", "%20", "+", "abc", "NaN", "Infinity", "null", "true",
            "%7B%7D", "%5B%5D", "%22%27", "%3Cscript%3E", "%0D%0ASet-Cookie:x", "%C3%A9", "%F0%9F%98%80", "1%00",
            "0%2C1", "1;2", "1,2", "%2B1", "%E2%80%AE1"};
    private static final String ALPHABET = "0123456789-+.eE%xX/;,:@!$&'()*ZzAaé";

    private BadInput() {
    }

    /** The fixed cases, then {@code random} generated ones from {@code seed}. */
    public static List<String> segments(long seed, int random) {
        List<String> all = new ArrayList<>(List.of(FIXED));
        SplittableRandom r = new SplittableRandom(seed);
        while (all.size() < FIXED.length + random) {
            int length = r.nextInt(1, r.nextInt(10) == 0 ? 1_500 : 24);
            StringBuilder s = new StringBuilder();
            for (int i = 0; i < length; i++) {
                char c = ALPHABET.charAt(r.nextInt(ALPHABET.length()));
                if (c == 'é') {
                    s.append("%C3%A9");
                } else if (c == '%') {
                    s.append('%').append(Integer.toHexString(r.nextInt(256)).toUpperCase());
                } else {
                    s.append(c);
                }
            }
            String candidate = s.toString();
            if (!candidate.matches("\\d{1,5}") || Long.parseLong(candidate) > 50) {
                all.add(candidate);   // a small valid delay or count would be fine too, but not a long one
            }
        }
        return all;
    }
}
