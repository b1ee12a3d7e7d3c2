package dev.rbench.service.common.cassandra;

import com.datastax.oss.driver.api.core.DriverException;
import dev.rbench.service.common.errors.ReasonResponse;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

/** A driver failure that reaches Spring becomes {@code {"error": reason}} with its status, on MVC and WebFlux alike. */
@RestControllerAdvice
public class CassandraRouteAdvice {

    @ExceptionHandler(DriverException.class)
    public ResponseEntity<ReasonResponse> driver(DriverException e) {
        var api = CassandraFailures.classify(e);
        return ResponseEntity.status(api.status()).contentType(MediaType.APPLICATION_JSON)
                .body(new ReasonResponse(api.getMessage()));
    }
}
