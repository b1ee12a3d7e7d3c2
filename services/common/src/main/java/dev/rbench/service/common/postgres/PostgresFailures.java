package dev.rbench.service.common.postgres;

import dev.rbench.service.common.errors.ApiException;
import io.r2dbc.spi.R2dbcException;
import io.r2dbc.spi.R2dbcNonTransientResourceException;
import io.r2dbc.spi.R2dbcTimeoutException;
import io.r2dbc.spi.R2dbcTransientResourceException;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.sql.SQLTransientConnectionException;
import java.util.concurrent.TimeoutException;
import org.springframework.http.HttpStatus;

/**
 * A PostgreSQL failure, from JDBC (pgjdbc, HikariCP) or R2DBC (r2dbc-postgresql, r2dbc-pool), as the
 * answer a client can act on — the same rule as the Mongo routes: a timeout (no pooled connection
 * within the wait, no connection within the connect timeout, the server's statement_timeout, no
 * first row in time) is 503 {@code "database timed out: <kind>"}, an unreachable server or a broken
 * connection 503 {@code "database unreachable: <kind>"}, anything else 500. The reason names the
 * failure's kind only (a driver's message may quote host names).
 */
public final class PostgresFailures {

    /** SQLSTATE of a statement cancelled by statement_timeout (or a cancel request). */
    static final String QUERY_CANCELED = "57014";

    private PostgresFailures() {
    }

    public static ApiException classify(Throwable failure) {
        if (failure instanceof ApiException api) {
            return api;
        }
        for (Throwable t = failure; t != null; t = t.getCause()) {
            // Refused outright, even when the pool reports it as its own acquire timeout.
            if (t instanceof ConnectException) {
                return new ApiException(HttpStatus.SERVICE_UNAVAILABLE, "database unreachable: " + kind(t));
            }
        }
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (isTimeout(t)) {
                return new ApiException(HttpStatus.SERVICE_UNAVAILABLE, "database timed out: " + kind(t));
            }
        }
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (isUnreachable(t)) {
                return new ApiException(HttpStatus.SERVICE_UNAVAILABLE, "database unreachable: " + kind(t));
            }
        }
        return new ApiException(HttpStatus.INTERNAL_SERVER_ERROR, "database error: " + kind(failure));
    }

    private static boolean isTimeout(Throwable t) {
        return t instanceof SQLTimeoutException || t instanceof R2dbcTimeoutException
                || t instanceof TimeoutException || t instanceof SocketTimeoutException
                // HikariCP: "Connection is not available, request timed out after N ms".
                || t instanceof SQLTransientConnectionException
                || QUERY_CANCELED.equals(sqlState(t))
                || t.getClass().getSimpleName().contains("Timeout");
    }

    private static boolean isUnreachable(Throwable t) {
        String state = sqlState(t);
        return t instanceof ConnectException || t instanceof R2dbcNonTransientResourceException
                || t instanceof R2dbcTransientResourceException || t instanceof java.nio.channels.ClosedChannelException
                || (state != null && state.startsWith("08"));
    }

    private static String sqlState(Throwable t) {
        if (t instanceof SQLException sql) {
            return sql.getSQLState();
        }
        if (t instanceof R2dbcException r2dbc) {
            return r2dbc.getSqlState();
        }
        return null;
    }

    private static String kind(Throwable t) {
        return t.getClass().getSimpleName();
    }
}
