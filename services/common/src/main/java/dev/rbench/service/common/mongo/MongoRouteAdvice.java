package dev.rbench.service.common.mongo;

import com.mongodb.MongoException;
import dev.rbench.service.common.errors.ApiException;
import dev.rbench.service.common.errors.ReasonResponse;
import org.springframework.dao.DataAccessException;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

/**
 * Every failure of a Mongo route becomes {@code {"error": reason}} with its status. Honoured by
 * Spring MVC and WebFlux alike, for thrown exceptions and for error signals of a returned Mono/Flux.
 */
@RestControllerAdvice
public class MongoRouteAdvice {

    @ExceptionHandler(ApiException.class)
    public ResponseEntity<ReasonResponse> api(ApiException e) {
        return reply(e);
    }

    @ExceptionHandler({MongoException.class, DataAccessException.class})
    public ResponseEntity<ReasonResponse> database(RuntimeException e) {
        return reply(DatabaseFailures.classify(e));
    }

    private static ResponseEntity<ReasonResponse> reply(ApiException e) {
        return ResponseEntity.status(e.status())
                .contentType(MediaType.APPLICATION_JSON)
                .body(new ReasonResponse(e.getMessage()));
    }
}
