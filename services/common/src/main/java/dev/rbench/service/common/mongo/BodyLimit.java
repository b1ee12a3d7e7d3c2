package dev.rbench.service.common.mongo;

import dev.rbench.protocol.ServiceProperty;
import dev.rbench.service.common.errors.ApiException;
import dev.rbench.service.common.property.ServiceProperties;
import org.springframework.core.env.PropertyResolver;
import org.springframework.http.HttpStatus;

/** {@code --rbench.max-body-bytes}: the largest request body a route reads (default 16 MiB, MongoDB's document limit). */
public record BodyLimit(int maxBytes) {
    public static final String PROPERTY = ServiceProperty.MAX_BODY_BYTES;
    public static final int DEFAULT = 16 * 1024 * 1024;

    public static BodyLimit from(PropertyResolver env) {
        return new BodyLimit(ServiceProperties.intInRange(env, PROPERTY, DEFAULT, 1, 1 << 30));
    }

    public ApiException tooLarge() {
        return new ApiException(HttpStatus.CONTENT_TOO_LARGE,
                "request body is larger than " + maxBytes + " bytes (" + PROPERTY + ")");
    }

    /** Rejects a declared length over the limit before anything is read; -1 means not declared. */
    public void checkDeclared(long contentLength) {
        if (contentLength > maxBytes) {
            throw tooLarge();
        }
    }
}
