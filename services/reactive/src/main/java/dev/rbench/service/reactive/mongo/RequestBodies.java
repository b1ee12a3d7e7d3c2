package dev.rbench.service.reactive.mongo;

import dev.rbench.service.common.BodyReadTimeout;
import dev.rbench.service.common.errors.ApiException;
import dev.rbench.service.common.mongo.BodyLimit;
import io.netty.handler.timeout.ReadTimeoutException;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferLimitException;
import org.springframework.core.io.buffer.DataBufferUtils;
import org.springframework.http.HttpStatus;
import org.springframework.http.server.reactive.ServerHttpRequest;
import reactor.core.publisher.Mono;

/**
 * Gathers a request body up to {@link BodyLimit} without blocking: a declared length over it is
 * refused before reading, and a chunked body fails as soon as its buffers pass the limit.
 */
final class RequestBodies {

    private RequestBodies() {
    }

    static Mono<byte[]> read(ServerHttpRequest request, BodyLimit limit) {
        limit.checkDeclared(request.getHeaders().getContentLength());
        return DataBufferUtils.join(request.getBody(), limit.maxBytes())
                .onErrorMap(DataBufferLimitException.class, e -> limit.tooLarge())
                .onErrorMap(RequestBodies::stalled, e -> new ApiException(HttpStatus.REQUEST_TIMEOUT,
                        "the request body stalled longer than " + BodyReadTimeout.PROPERTY + " allows"))
                .map(RequestBodies::bytes)
                .defaultIfEmpty(new byte[0]);
    }

    /** Reactor Netty's read timeout ({@link BodyReadTimeout}) ended the body: the client stopped sending it. */
    private static boolean stalled(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof ReadTimeoutException) {
                return true;
            }
        }
        return false;
    }

    private static byte[] bytes(DataBuffer buffer) {
        try {
            byte[] bytes = new byte[buffer.readableByteCount()];
            buffer.read(bytes);
            return bytes;
        } finally {
            DataBufferUtils.release(buffer);
        }
    }
}
