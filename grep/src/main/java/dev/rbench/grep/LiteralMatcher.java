package dev.rbench.grep;

/**
 * A literal found by scanning for two of its bytes at once, eight positions per step (the "packed pair" of
 * memchr-style searchers, in SWAR): the two rarest bytes of the literal by a typical-text ranking, each at its
 * own offset, and only where both agree is the whole literal compared. Optionally folds ASCII case.
 */
final class LiteralMatcher extends LiteralSearch {

    private static final long ONES = Bytes.ONES;
    /** Common bytes of text and code first; a byte not listed is rarer than all of these. */
    private static final String COMMON = " \netaoinsrhldcu(;)=fmp,.gwyb_\"v/k:-{}*0>12TSEACIRNx<[]P#D3LM9j45qz876OFBHUGWVYKXJQZ";

    private final int first; // the offsets of the two rarest bytes
    private final int second;
    private final long firstBytes;
    private final long secondBytes;
    private final long firstCase; // 0x20 in every byte when that byte is a letter and case is folded
    private final long secondCase;

    LiteralMatcher(byte[] literal, boolean ignoreCase) {
        super(literal, ignoreCase);
        int rarest = 0;
        int next = -1;
        for (int k = 1; k < pattern.length; k++) {
            if (rank(pattern[k]) > rank(pattern[rarest])) {
                next = rarest;
                rarest = k;
            } else if (pattern[k] != pattern[rarest] && (next < 0 || rank(pattern[k]) > rank(pattern[next]))) {
                next = k;
            }
        }
        first = Math.min(rarest, next < 0 ? rarest : next);
        second = Math.max(rarest, next < 0 ? rarest : next);
        firstBytes = pattern.length == 0 ? 0 : (pattern[first] & 0xFF) * ONES;
        secondBytes = pattern.length == 0 ? 0 : (pattern[second] & 0xFF) * ONES;
        firstCase = pattern.length > 0 && ignoreCase && isLower(pattern[first]) ? 0x20 * ONES : 0;
        secondCase = pattern.length > 0 && ignoreCase && isLower(pattern[second]) ? 0x20 * ONES : 0;
    }

    private static int rank(byte b) {
        int common = COMMON.indexOf(b & 0xFF);
        return common < 0 ? COMMON.length() : common;
    }

    private static boolean isLower(byte b) {
        return b >= 'a' && b <= 'z';
    }

    @Override
    public int find(byte[] a, int from, int to, boolean nulEnds) {
        int m = pattern.length;
        if (m == 0) {
            return from < to ? from : -1;
        }
        int p = from;
        for (; p + second + 8 <= to; p += 8) {
            long one = Bytes.longAt(a, p + first) | firstCase;
            long two = Bytes.longAt(a, p + second) | secondCase;
            long both = Bytes.zeroBytes(one ^ firstBytes) & Bytes.zeroBytes(two ^ secondBytes);
            while (both != 0) {
                int at = p + (Long.numberOfTrailingZeros(both) >>> 3);
                if (at + m <= to && matchesAt(a, at)) {
                    return at;
                }
                both &= both - 1;
            }
        }
        for (; p + m <= to; p++) {
            if (matchesAt(a, p)) {
                return p;
            }
        }
        return -1;
    }
}
