package dev.rbench.grep;

/**
 * Whether bytes are what GNU grep, through glibc's UTF-8 decoder, accepts as text: no overlong forms, no
 * surrogates, but (unlike RFC 3629) the old five- and six-byte forms up to U+7FFFFFFF. A line that fails is
 * binary output and grep suppresses it.
 */
final class Utf8 {

    private Utf8() {
    }

    /** True when {@code a[from, to)} decodes without error. */
    static boolean valid(byte[] a, int from, int to) {
        return validPrefix(a, from, to) == to;
    }

    /**
     * How far {@code a[from, to)} decodes: {@code to} when all of it does, the start of an incomplete sequence
     * that the range cuts off at its end (at most five bytes before {@code to}), or -1 on an error.
     */
    static int validPrefix(byte[] a, int from, int to) {
        int i = from;
        while (i < to) {
            int b = a[i] & 0xFF;
            if (b < 0x80) {
                i++;
                continue;
            }
            int length;
            int min; // the smallest allowed second byte, ruling out overlong forms
            int max = 0xBF;
            if (b >= 0xC2 && b <= 0xDF) {
                length = 2;
                min = 0x80;
            } else if (b >= 0xE0 && b <= 0xEF) {
                length = 3;
                min = b == 0xE0 ? 0xA0 : 0x80;
                max = b == 0xED ? 0x9F : 0xBF; // no surrogates
            } else if (b >= 0xF0 && b <= 0xF7) {
                length = 4;
                min = b == 0xF0 ? 0x90 : 0x80;
            } else if (b >= 0xF8 && b <= 0xFB) {
                length = 5;
                min = b == 0xF8 ? 0x88 : 0x80;
            } else if (b == 0xFC || b == 0xFD) {
                length = 6;
                min = b == 0xFC ? 0x84 : 0x80;
            } else {
                return -1;
            }
            for (int k = 1; k < length; k++) {
                if (i + k >= to) {
                    return i;
                }
                int c = a[i + k] & 0xFF;
                if (k == 1 ? c < min || c > max : c < 0x80 || c > 0xBF) {
                    return -1;
                }
            }
            i += length;
        }
        return to;
    }
}
