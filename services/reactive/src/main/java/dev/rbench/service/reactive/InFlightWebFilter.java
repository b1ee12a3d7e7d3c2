package dev.rbench.service.reactive;

import dev.rbench.service.common.InFlightRequests;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;
import org.springframework.web.server.ServerWebExchange;
import org.springframework.web.server.WebFilter;
import org.springframework.web.server.WebFilterChain;
import reactor.core.publisher.Mono;

/** Counts each request in from its arrival until its answer completes (or is cancelled), for {@code /activity}'s inService. */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE)
public class InFlightWebFilter implements WebFilter {

    private final InFlightRequests inFlight;

    public InFlightWebFilter(InFlightRequests inFlight) {
        this.inFlight = inFlight;
    }

    @Override
    public Mono<Void> filter(ServerWebExchange exchange, WebFilterChain chain) {
        if (!InFlightRequests.counted(exchange.getRequest().getPath().value())) {
            return chain.filter(exchange);
        }
        return Mono.defer(() -> {
            inFlight.entered();
            return chain.filter(exchange).doFinally(signal -> inFlight.left());
        });
    }
}
