package dev.rbench.service.blocking.mongo;

import dev.rbench.service.common.mongo.BodyLimit;
import dev.rbench.service.common.mongo.BoundedBody;
import jakarta.servlet.http.HttpServletRequest;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import org.springframework.core.MethodParameter;
import org.springframework.web.bind.support.WebDataBinderFactory;
import org.springframework.web.context.request.NativeWebRequest;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;
import org.springframework.web.method.support.ModelAndViewContainer;

/**
 * A {@link BoundedBody} read on the request's thread from the servlet stream, up to {@link BodyLimit}: a declared length
 * over it is refused before reading, and a chunked body is cut off at one byte past it, so no body larger than the
 * limit is ever held in memory.
 */
public record BoundedBodyResolver(BodyLimit limit) implements HandlerMethodArgumentResolver {

    @Override
    public boolean supportsParameter(MethodParameter parameter) {
        return parameter.getParameterType() == BoundedBody.class;
    }

    @Override
    public BoundedBody resolveArgument(MethodParameter parameter, ModelAndViewContainer mavContainer,
                                       NativeWebRequest webRequest, WebDataBinderFactory binderFactory) {
        HttpServletRequest request = webRequest.getNativeRequest(HttpServletRequest.class);
        limit.checkDeclared(request.getContentLengthLong());
        try (InputStream in = request.getInputStream()) {
            byte[] body = in.readNBytes(limit.maxBytes() + 1);
            if (body.length > limit.maxBytes()) {
                throw limit.tooLarge();
            }
            return new BoundedBody(body);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the request body", e);
        }
    }
}
