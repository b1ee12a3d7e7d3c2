package dev.rbench.service.reactive.mongo;

import dev.rbench.service.common.mongo.BodyLimit;
import dev.rbench.service.common.mongo.BoundedBody;
import org.springframework.core.MethodParameter;
import org.springframework.web.reactive.BindingContext;
import org.springframework.web.reactive.result.method.HandlerMethodArgumentResolver;
import org.springframework.web.server.ServerWebExchange;
import reactor.core.publisher.Mono;

/**
 * A {@link BoundedBody} for virtual-netty's blocking-style handlers, gathered as the reactive handlers gather theirs
 * ({@link RequestBodies}: the same limit, 413 and 408) on the event loop, without blocking, before WebFlux hands the
 * handler to its virtual thread.
 */
record BoundedBodyResolver(BodyLimit limit) implements HandlerMethodArgumentResolver {

    @Override
    public boolean supportsParameter(MethodParameter parameter) {
        return parameter.getParameterType() == BoundedBody.class;
    }

    @Override
    public Mono<Object> resolveArgument(MethodParameter parameter, BindingContext bindingContext, ServerWebExchange exchange) {
        return Mono.defer(() -> RequestBodies.read(exchange.getRequest(), limit)).map(BoundedBody::new);
    }
}
