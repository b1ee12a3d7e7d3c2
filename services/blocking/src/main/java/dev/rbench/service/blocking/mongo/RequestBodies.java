package dev.rbench.service.blocking.mongo;

import dev.rbench.service.common.mongo.BodyLimit;
import jakarta.servlet.http.HttpServletRequest;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * Reads a request body up to {@link BodyLimit}: a declared length over it is refused before
 * reading, and a chunked body is cut off at one byte past it, so no body larger than the limit is
 * ever held in memory.
 */
final class RequestBodies {

    private RequestBodies() {
    }

    static byte[] read(HttpServletRequest request, BodyLimit limit) {
        limit.checkDeclared(request.getContentLengthLong());
        try (InputStream in = request.getInputStream()) {
            byte[] body = in.readNBytes(limit.maxBytes() + 1);
            if (body.length > limit.maxBytes()) {
                throw limit.tooLarge();
            }
            return body;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the request body", e);
        }
    }
}
