package dev.rbench.loadgen;

import io.netty.buffer.ByteBuf;
import java.util.Arrays;

/**
 * Reads the head of an HTTP/1.1 response in the one shape our services and most servers answer a keep-alive
 * request with: {@code HTTP/1.1 NNN reason CRLF}, header lines {@code name: value CRLF}, an empty line, and a body
 * of exactly {@code Content-Length} bytes. Everything else is left to Netty's {@code HttpResponseDecoder}: {@link
 * #parse} answers {@link #FALLBACK} for any head it does not fully understand (HTTP/1.0, chunked or close-delimited
 * bodies, 1xx/204/304, bare LF line ends, folded or malformed lines, duplicate or odd Content-Length, oversized heads,
 * bodies above {@link Connector#MAX_RESPONSE_BYTES}), so the decoder's own rules still decide those cases, including
 * which are failures. One instance per connection; no allocation per response.
 */
final class ResponseHead {

    /** {@link #parse} result: the bytes so far are the start of a head that may still fit the fast shape. */
    static final int NEED_MORE = 0;
    /** {@link #parse} result: not the fast shape; hand the bytes from the response's start to Netty's decoder. */
    static final int FALLBACK = -1;
    /** Bytes copied before a head is parsed; every head our services answer fits. */
    private static final int FIRST_COPY = 256;
    /** {@code lineEnd} result: the bytes end before the line does. */
    private static final int LINE_GOES_ON = -2;
    /** Netty's default limits (initial line 4,096 plus headers 8,192): a longer head is the decoder's to reject. */
    static final int MAX_HEAD_BYTES = 4096 + 8192;

    private static final byte CR = '\r';
    private static final byte LF = '\n';
    private static final byte[] VERSION = {'H', 'T', 'T', 'P', '/', '1', '.', '1', ' '};
    private static final byte[] CONTENT_LENGTH = lower("content-length");
    private static final byte[] CONNECTION = lower("connection");
    private static final byte[] TRANSFER_ENCODING = lower("transfer-encoding");
    private static final byte[] CLOSE = lower("close");

    /** Of the last head parsed successfully. */
    int status;
    boolean keepAlive;
    long contentLength;

    /**
     * The head's first bytes, copied out of the read buffer in one go: parsing a plain array is several times cheaper
     * than a bounds-checked {@code ByteBuf.getByte} per byte (the parser was the largest piece of the generator's own
     * per-request work). 256 bytes hold every head our services answer; a longer one grows it, up to one byte more
     * than a head may have.
     */
    private byte[] window = new byte[FIRST_COPY];

    /**
     * Parses the head starting at {@code buf}'s reader index without moving it. Returns the head's length in bytes
     * (the body starts there) when it is complete and of the fast shape, {@link #NEED_MORE} or {@link #FALLBACK}.
     */
    int parse(ByteBuf buf) {
        int readable = buf.readableBytes();
        // Always the first 256 bytes first, however wide the window once grew: a large body behind a short head is
        // not copied.
        int size = Math.min(readable, FIRST_COPY);
        buf.getBytes(buf.readerIndex(), window, 0, size);
        int result = parse(window, size);
        while (result == NEED_MORE && size < readable) { // the head goes on past the bytes copied: copy more
            int more = Math.min(readable, Math.min(size * 4, MAX_HEAD_BYTES + 1));
            if (more > window.length) {
                window = Arrays.copyOf(window, more);
            }
            buf.getBytes(buf.readerIndex() + size, window, size, more - size);
            size = more;
            result = parse(window, size);
        }
        return result;
    }

    /** {@link #parse(ByteBuf)} on the first {@code end} bytes of the response, copied to {@code a}. */
    private int parse(byte[] a, int end) {
        // The status line: "HTTP/1.1 " then three digits then a space (reason phrase) or the line's end.
        for (int i = 0; i < VERSION.length && i < end; i++) {
            if (a[i] != VERSION[i]) {
                return FALLBACK;
            }
        }
        if (end < VERSION.length + 4) {
            return NEED_MORE;
        }
        int code = 0;
        for (int i = VERSION.length; i < VERSION.length + 3; i++) {
            int digit = a[i] - '0';
            if (digit < 0 || digit > 9) {
                return FALLBACK;
            }
            code = code * 10 + digit;
        }
        byte afterCode = a[VERSION.length + 3];
        if ((afterCode != ' ' && afterCode != CR) || code < 200 || code == 204 || code == 304) {
            return FALLBACK; // 1xx, 204 and 304 have no body whatever their headers say: the decoder knows the rules
        }
        int lineEnd = lineEnd(a, VERSION.length + 3, end);
        if (lineEnd < 0) {
            return incomplete(lineEnd, end);
        }
        long length = -1;
        boolean close = false;
        int line = lineEnd + 2;
        while (true) {
            if (line + 2 > end) {
                return end > MAX_HEAD_BYTES ? FALLBACK : NEED_MORE;
            }
            if (a[line] == CR) { // the empty line ends the head
                if (a[line + 1] != LF) {
                    return FALLBACK;
                }
                int headLength = line + 2;
                if (length < 0 || length > Connector.MAX_RESPONSE_BYTES || headLength > MAX_HEAD_BYTES) {
                    return FALLBACK; // no Content-Length: chunked or delimited by the close; too long: the decoder's error
                }
                status = code;
                keepAlive = !close;
                contentLength = length;
                return headLength;
            }
            lineEnd = lineEnd(a, line, end);
            if (lineEnd < 0) {
                return incomplete(lineEnd, end);
            }
            int colon = indexOf(a, line, lineEnd, (byte) ':');
            if (colon <= line || !isToken(a, line, colon)) {
                return FALLBACK; // no name, a folded continuation line, or a name with spaces or controls
            }
            int valueStart = skipSpaces(a, colon + 1, lineEnd);
            int valueEnd = lineEnd;
            while (valueEnd > valueStart && isSpace(a[valueEnd - 1])) {
                valueEnd--;
            }
            if (nameIs(a, line, colon, CONTENT_LENGTH)) {
                if (length >= 0) {
                    return FALLBACK; // repeated: the decoder decides whether the values agree
                }
                length = digits(a, valueStart, valueEnd);
                if (length < 0) {
                    return FALLBACK;
                }
            } else if (nameIs(a, line, colon, TRANSFER_ENCODING)) {
                return FALLBACK;
            } else if (nameIs(a, line, colon, CONNECTION)) {
                close |= hasCloseToken(a, valueStart, valueEnd);
            }
            line = lineEnd + 2;
        }
    }

    /** Index of {@code b} in [from, to), or -1. */
    private static int indexOf(byte[] a, int from, int to, byte b) {
        for (int i = from; i < to; i++) {
            if (a[i] == b) {
                return i;
            }
        }
        return -1;
    }

    /**
     * What a line that did not end means: more bytes may complete it ({@link #NEED_MORE}), unless the head is already
     * longer than a head may be or the line is malformed ({@link #FALLBACK}).
     */
    private static int incomplete(int lineEnd, int end) {
        return lineEnd == FALLBACK || end > MAX_HEAD_BYTES ? FALLBACK : NEED_MORE;
    }

    /**
     * Index of the CR of the CRLF ending the line that contains {@code from}, {@link #LINE_GOES_ON} if the bytes end
     * first, {@link #FALLBACK} for a bare LF or a CR not followed by LF (the decoder accepts or rejects those). (Not
     * {@link #NEED_MORE}: that is 0, a valid index.)
     */
    private static int lineEnd(byte[] a, int from, int end) {
        int lf = indexOf(a, from, end, LF);
        int cr = indexOf(a, from, lf < 0 ? end : lf, CR);
        if (lf < 0) {
            return cr >= 0 && cr < end - 1 ? FALLBACK : LINE_GOES_ON;
        }
        return cr == lf - 1 ? cr : FALLBACK;
    }

    private static boolean isToken(byte[] a, int from, int to) {
        for (int i = from; i < to; i++) {
            if (a[i] <= ' ' || a[i] >= 127) {
                return false;
            }
        }
        return true;
    }

    private static boolean isSpace(byte b) {
        return b == ' ' || b == '\t';
    }

    private static int skipSpaces(byte[] a, int from, int to) {
        while (from < to && isSpace(a[from])) {
            from++;
        }
        return from;
    }

    /** Case-insensitive comparison of the header name in [from, to) with a lower-case ASCII name. */
    private static boolean nameIs(byte[] a, int from, int to, byte[] lowerName) {
        if (to - from != lowerName.length) {
            return false;
        }
        for (int i = 0; i < lowerName.length; i++) {
            byte b = a[from + i];
            if ((b >= 'A' && b <= 'Z' ? b + ('a' - 'A') : b) != lowerName[i]) {
                return false;
            }
        }
        return true;
    }

    /** The non-negative decimal number in [from, to), or -1 when it is empty, not all digits or too long. */
    private static long digits(byte[] a, int from, int to) {
        if (to <= from || to - from > 18) {
            return -1;
        }
        long value = 0;
        for (int i = from; i < to; i++) {
            int digit = a[i] - '0';
            if (digit < 0 || digit > 9) {
                return -1;
            }
            value = value * 10 + digit;
        }
        return value;
    }

    /** Whether the comma-separated Connection value in [from, to) has the token "close" (any case). */
    private static boolean hasCloseToken(byte[] a, int from, int to) {
        int tokenStart = from;
        for (int i = from; i <= to; i++) {
            if (i == to || a[i] == ',') {
                int s = skipSpaces(a, tokenStart, i);
                int e = i;
                while (e > s && isSpace(a[e - 1])) {
                    e--;
                }
                if (nameIs(a, s, e, CLOSE)) {
                    return true;
                }
                tokenStart = i + 1;
            }
        }
        return false;
    }

    private static byte[] lower(String s) {
        return s.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    }
}
