package dev.rbench.service.common.cassandra;

import com.datastax.oss.driver.api.core.AllNodesFailedException;
import com.datastax.oss.driver.api.core.DriverTimeoutException;
import com.datastax.oss.driver.api.core.NoNodeAvailableException;
import com.datastax.oss.driver.api.core.connection.ConnectionInitException;
import com.datastax.oss.driver.api.core.servererrors.OverloadedException;
import com.datastax.oss.driver.api.core.servererrors.QueryConsistencyException;
import com.datastax.oss.driver.api.core.servererrors.UnavailableException;
import dev.rbench.service.common.errors.ApiException;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeoutException;
import org.springframework.http.HttpStatus;

/**
 * A Cassandra failure as the answer a client can act on, on both stacks alike: no reply within the
 * timeout (the driver's, or the node's own read timeout) is 504 {@code "database timed out: <kind>"};
 * a node that cannot be reached, refuses or is overloaded is 503 {@code "database unreachable: <kind>"};
 * anything else 500. The reason names the failure's kind only: the driver's messages quote addresses.
 */
public final class CassandraFailures {

    private CassandraFailures() {
    }

    public static ApiException classify(Throwable failure) {
        Throwable t = unwrap(failure);
        if (t instanceof ApiException api) {
            return api;
        }
        if (t instanceof DriverTimeoutException || t instanceof TimeoutException || t instanceof QueryConsistencyException) {
            return new ApiException(HttpStatus.GATEWAY_TIMEOUT, "database timed out: " + kind(t));
        }
        if (t instanceof AllNodesFailedException all) {
            // Every node failed: say why the first did (a timeout of its init query, or a refused connection).
            boolean timedOut = all.getAllErrors().values().stream().flatMap(java.util.List::stream)
                    .anyMatch(CassandraFailures::isTimeout);
            return timedOut
                    ? new ApiException(HttpStatus.GATEWAY_TIMEOUT, "database timed out: " + kind(t))
                    : new ApiException(HttpStatus.SERVICE_UNAVAILABLE, "database unreachable: " + kind(t));
        }
        if (t instanceof NoNodeAvailableException || t instanceof ConnectionInitException
                || t instanceof UnavailableException || t instanceof OverloadedException
                || t instanceof java.net.ConnectException) {
            return new ApiException(HttpStatus.SERVICE_UNAVAILABLE, "database unreachable: " + kind(t));
        }
        return new ApiException(HttpStatus.INTERNAL_SERVER_ERROR, "database error: " + kind(t));
    }

    private static boolean isTimeout(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (c instanceof DriverTimeoutException || c instanceof TimeoutException
                    || c.getClass().getSimpleName().contains("Timeout")) {
                return true;
            }
        }
        return false;
    }

    private static Throwable unwrap(Throwable t) {
        while ((t instanceof CompletionException || t instanceof ExecutionException) && t.getCause() != null) {
            t = t.getCause();
        }
        return t;
    }

    private static String kind(Throwable t) {
        return t.getClass().getSimpleName();
    }
}
