package dev.rbench.service.common.mongo;

import com.mongodb.ErrorCategory;
import com.mongodb.MongoBulkWriteException;
import com.mongodb.MongoException;
import com.mongodb.MongoExecutionTimeoutException;
import com.mongodb.MongoOperationTimeoutException;
import com.mongodb.MongoSocketException;
import com.mongodb.MongoSocketReadTimeoutException;
import com.mongodb.MongoTimeoutException;
import com.mongodb.MongoWriteException;
import dev.rbench.service.common.errors.ApiException;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.http.HttpStatus;

/**
 * Turns a database failure into the answer a client can act on, the same whether it came from the
 * driver itself or wrapped by Spring Data's exception translation: a duplicate id is 409, a
 * timeout (no server within the connect timeout, no pooled connection within the pool wait, no
 * reply within the read timeout) or an unreachable server is 503, anything else 500. The reason
 * names the failure's kind only: the driver's message may quote host names.
 */
public final class DatabaseFailures {

    private DatabaseFailures() {
    }

    public static ApiException classify(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof DuplicateKeyException || isDuplicateKey(t)) {
                return new ApiException(HttpStatus.CONFLICT, "an entity with that id already exists");
            }
            if (t instanceof MongoTimeoutException || t instanceof MongoSocketReadTimeoutException
                    || t instanceof MongoOperationTimeoutException || t instanceof MongoExecutionTimeoutException) {
                return new ApiException(HttpStatus.SERVICE_UNAVAILABLE, "database timed out: " + kind(t));
            }
            if (t instanceof MongoSocketException) {
                return new ApiException(HttpStatus.SERVICE_UNAVAILABLE, "database unreachable: " + kind(t));
            }
        }
        return new ApiException(HttpStatus.INTERNAL_SERVER_ERROR, "database error: " + kind(failure));
    }

    private static boolean isDuplicateKey(Throwable t) {
        if (t instanceof MongoWriteException write) {
            return write.getError().getCategory() == ErrorCategory.DUPLICATE_KEY;
        }
        if (t instanceof MongoBulkWriteException bulk) {
            return bulk.getWriteErrors().stream()
                    .anyMatch(e -> ErrorCategory.fromErrorCode(e.getCode()) == ErrorCategory.DUPLICATE_KEY);
        }
        return t instanceof MongoException mongo && ErrorCategory.fromErrorCode(mongo.getCode()) == ErrorCategory.DUPLICATE_KEY;
    }

    private static String kind(Throwable t) {
        return t.getClass().getSimpleName();
    }
}
