package dev.rbench.service.reactive.mongo;

import dev.rbench.service.common.mongo.BodyLimit;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferLimitException;
import org.springframework.core.io.buffer.DataBufferUtils;
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
                .map(RequestBodies::bytes)
                .defaultIfEmpty(new byte[0]);
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
