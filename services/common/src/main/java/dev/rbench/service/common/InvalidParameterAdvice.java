package dev.rbench.service.common;

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
}
