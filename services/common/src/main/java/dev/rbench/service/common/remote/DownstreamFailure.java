package dev.rbench.service.common.remote;

import dev.rbench.protocol.ServiceProperty;
import java.io.Serial;
import org.springframework.http.HttpStatus;

/**
 * Why {@code /remote} could not relay the downstream's answer, already decided as a status: the
 * runner counts 502 and 504 as errors of different kinds, so each stack must classify alike.
 */
public class DownstreamFailure extends RuntimeException {

    @Serial
    private static final long serialVersionUID = 1L;

    public static final String NOT_CONFIGURED = "no downstream configured: start with --" + ServiceProperty.DOWNSTREAM_URL;

    private final HttpStatus status;

    private DownstreamFailure(HttpStatus status, String message, Throwable cause) {
        // No stack trace: under overload these are expected outcomes, counted, not debugged.
        super(message, cause, false, false);
        this.status = status;
    }

    public static DownstreamFailure notConfigured() {
        return new DownstreamFailure(HttpStatus.SERVICE_UNAVAILABLE, NOT_CONFIGURED, null);
    }

    /** The downstream answered, but not with a 2xx. */
    public static DownstreamFailure badStatus(int downstreamStatus) {
        return new DownstreamFailure(HttpStatus.BAD_GATEWAY,
                "downstream answered " + downstreamStatus, null);
    }

    /** No answer: connection refused or reset, or a malformed response. */
    public static DownstreamFailure unreachable(Throwable cause) {
        return new DownstreamFailure(HttpStatus.BAD_GATEWAY,
                "downstream unreachable: " + describe(cause), cause);
    }

    /** No connection, pooled connection or response within the configured timeout. */
    public static DownstreamFailure timedOut(int timeoutMs, Throwable cause) {
        return new DownstreamFailure(HttpStatus.GATEWAY_TIMEOUT,
                "downstream did not answer within " + timeoutMs + " ms (" + describe(cause) + ")", cause);
    }

    public HttpStatus status() {
        return status;
    }

    /** The innermost cause names what actually went wrong; the wrappers only repeat the URL. */
    private static String describe(Throwable failure) {
        Throwable root = failure;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = root.getMessage();
        return message == null ? root.getClass().getSimpleName() : root.getClass().getSimpleName() + ": " + message;
    }
}
