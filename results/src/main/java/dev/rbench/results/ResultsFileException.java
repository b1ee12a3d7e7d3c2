package dev.rbench.results;

import java.io.IOException;
import java.io.Serial;

/** results.json is missing, unreadable, not JSON, not of the schema, or of a schema version this rbench does not know. */
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
