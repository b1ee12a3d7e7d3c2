package dev.rbench.report;

import java.io.IOException;
import java.io.Serial;

/** results.json is missing, unreadable, not JSON, or of a schema version this report does not know. */
public class ResultsFileException extends IOException {

    @Serial
    private static final long serialVersionUID = 1L;

    public ResultsFileException(String message) {
        super(message);
    }

    public ResultsFileException(String message, Throwable cause) {
        super(message, cause);
    }
}
