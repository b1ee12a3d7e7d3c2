package dev.rbench.report;

import java.io.IOException;

/** results.json is missing, unreadable, not JSON, or of a schema version this report does not know. */
public class ResultsFileException extends IOException {

    public ResultsFileException(String message) {
        super(message);
    }

    public ResultsFileException(String message, Throwable cause) {
        super(message, cause);
    }
}
