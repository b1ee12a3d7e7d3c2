package dev.rbench.service.common.remote;

import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

/**
 * Maps {@link DownstreamFailure} to its status with a JSON reason, on Spring MVC and WebFlux alike
 * (both honour these spring-web annotations). Each stack imports it with its remote route.
 */
@RestControllerAdvice
public class DownstreamFailureAdvice {

    @ExceptionHandler(DownstreamFailure.class)
    public ResponseEntity<DownstreamError> downstreamFailure(DownstreamFailure e) {
        return ResponseEntity.status(e.status())
                .contentType(MediaType.APPLICATION_JSON)
                .body(new DownstreamError(e.getMessage()));
    }
}
