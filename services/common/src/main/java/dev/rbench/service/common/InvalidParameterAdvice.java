package dev.rbench.service.common;

import dev.rbench.service.common.errors.ErrorResponse;
import dev.rbench.service.common.errors.InvalidParameterException;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

/**
 * Maps {@link InvalidParameterException} to the 400 JSON contract. These annotations live in
 * spring-web and are honoured by both Spring MVC and WebFlux, so one class serves both stacks.
 */
@RestControllerAdvice
public class InvalidParameterAdvice {

    @ExceptionHandler(InvalidParameterException.class)
    public ResponseEntity<ErrorResponse> invalidParameter(InvalidParameterException e) {
        // Explicit content type: the error is JSON even if the client only accepts text/plain.
        return ResponseEntity.status(HttpStatus.BAD_REQUEST)
                .contentType(MediaType.APPLICATION_JSON)
                .body(ErrorResponse.of(e));
    }

    /**
     * A path with a broken percent escape that the server let through (Tomcat accepts {@code %E&z}
     * inside a longer segment) fails when Spring decodes the path variable — a bad request, not the
     * 500 it would otherwise become (found by the route fuzz test).
     */
    @ExceptionHandler(IllegalArgumentException.class)
    public ResponseEntity<ErrorResponse> badlyEncodedPath(IllegalArgumentException e) {
        boolean encoding = e.getMessage() != null && e.getMessage().startsWith("Invalid encoded sequence");
        return ResponseEntity.status(encoding ? HttpStatus.BAD_REQUEST : HttpStatus.INTERNAL_SERVER_ERROR)
                .contentType(MediaType.APPLICATION_JSON)
                .body(new ErrorResponse(encoding ? "the path is not validly percent-encoded" : String.valueOf(e.getMessage()),
                        encoding ? "path" : null, null));
    }
}
