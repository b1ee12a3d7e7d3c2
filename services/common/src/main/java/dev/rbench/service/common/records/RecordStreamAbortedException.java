package dev.rbench.service.common.records;

import java.io.Serial;

/**
 * A record stream failed after its first bytes had left: the 200 and part of the body are on the
 * wire, so no error status can follow. Both stacks then close the connection without ending the
 * chunked body, and the client sees a broken response rather than a shorter one that looks valid.
 * <p>
 * The failure is kept as a suppressed exception, not as the cause: exception handlers match causes
 * too, and a handler that maps the database's failure to a 503 would write its JSON into the middle
 * of the stream and end it cleanly.
 */
public final class RecordStreamAbortedException extends RuntimeException {

    @Serial
    private static final long serialVersionUID = 1L;

    public RecordStreamAbortedException(Throwable failure) {
        super("record stream failed after the response was committed; connection closed: " + failure, null, true, false);
        addSuppressed(failure);
    }
}
