package dev.rbench.service.common.records;

import java.nio.charset.StandardCharsets;

import tools.jackson.core.io.JsonStringEncoder;

/**
 * The bytes of one {@code GET /records} response, record by record, identical on every stack:
 * each record is {@code {"id":<id>,"payload":"<payload, JSON-escaped>"}} with no spaces; a JSON
 * array puts {@code [} before the first record, {@code ,} before every other and {@code ]} at the
 * end ({@code []} if there was none); NDJSON puts {@code \n} after each record and nothing else.
 * <p>
 * Nothing is written before the first record: until then the response is not committed, and a
 * failure of the store can still become an error status.
 */
public final class RecordBody {
    private static final byte[] ID = "{\"id\":".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] PAYLOAD = ",\"payload\":\"".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] CLOSE = "\"}".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] NOTHING = new byte[0];

    private final RecordFormat format;
    private boolean started;

    RecordBody(RecordFormat format) {
        this.format = format;
    }

    /** The next record with its framing, in one array (one write, one buffer). */
    public byte[] next(RecordRow row) {
        byte[] id = Integer.toString(row.id()).getBytes(StandardCharsets.US_ASCII);
        byte[] payload = JsonStringEncoder.getInstance().quoteAsUTF8(row.payload());
        boolean json = format == RecordFormat.JSON;
        int length = 1 + ID.length + id.length + PAYLOAD.length + payload.length + CLOSE.length;
        byte[] out = new byte[length];
        int at = 0;
        if (json) {
            out[at++] = (byte) (started ? ',' : '[');
        }
        at = put(out, at, ID);
        at = put(out, at, id);
        at = put(out, at, PAYLOAD);
        at = put(out, at, payload);
        at = put(out, at, CLOSE);
        if (!json) {
            out[at] = '\n';
        }
        started = true;
        return out;
    }

    /** What follows the last record: {@code ]} (or {@code []}) for a JSON array, nothing for NDJSON. */
    public byte[] end() {
        if (format == RecordFormat.NDJSON) {
            return NOTHING;
        }
        return (started ? "]" : "[]").getBytes(StandardCharsets.US_ASCII);
    }

    private static int put(byte[] out, int at, byte[] part) {
        System.arraycopy(part, 0, out, at, part.length);
        return at + part.length;
    }
}
