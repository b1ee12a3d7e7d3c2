package dev.rbench.service.common.errors;

import java.io.Serial;
import org.springframework.http.HttpStatus;

/** A Mongo route's answer other than success, with the reason sent as {@code {"error": reason}}. */
public class ApiException extends RuntimeException {

    @Serial
    private static final long serialVersionUID = 1L;

    public static final String NO_DATABASE = "no database configured: start with --rbench.mongo.uri";
    public static final String NO_CASSANDRA = "no database configured: start with --rbench.cassandra.contact-point";

    private final HttpStatus status;

    public ApiException(HttpStatus status, String reason) {
        // No stack trace: bad input is expected traffic, not a bug worth the capture cost.
        super(reason, null, false, false);
        this.status = status;
    }

    public static ApiException badRequest(String reason) {
        return new ApiException(HttpStatus.BAD_REQUEST, reason);
    }

    public static ApiException notFound(String reason) {
        return new ApiException(HttpStatus.NOT_FOUND, reason);
    }

    public static ApiException noDatabase() {
        return new ApiException(HttpStatus.SERVICE_UNAVAILABLE, NO_DATABASE);
    }

    public static ApiException noCassandra() {
        return new ApiException(HttpStatus.SERVICE_UNAVAILABLE, NO_CASSANDRA);
    }

    public static ApiException noEntity(String id) {
        return notFound("no entity with id '" + id + "'");
    }

    public static ApiException noDocument(String id) {
        return notFound("no document with id '" + id + "'");
    }

    /** PUT /entities/many replaces all or nothing: the check comes before any write. */
    public static ApiException someMissing(long missing, int total) {
        return notFound(missing + " of " + total + " entities do not exist; nothing was replaced");
    }

    /** {@code /entities/query}'s name: required, any value; checked after the database, as on every stack. */
    public static String requireName(String name) {
        if (name == null) {
            throw badRequest("query parameter name is required");
        }
        return name;
    }

    public HttpStatus status() {
        return status;
    }
}
