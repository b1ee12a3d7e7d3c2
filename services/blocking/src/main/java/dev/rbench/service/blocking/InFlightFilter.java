package dev.rbench.service.blocking;

import dev.rbench.service.common.InFlightRequests;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/** Counts each request in while a worker (or virtual thread) handles it, for {@code /activity}'s inService. */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE)
public class InFlightFilter extends OncePerRequestFilter {

    private final InFlightRequests inFlight;

    public InFlightFilter(InFlightRequests inFlight) {
        this.inFlight = inFlight;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        if (!InFlightRequests.counted(request.getRequestURI())) {
            chain.doFilter(request, response);
            return;
        }
        inFlight.entered();
        try {
            chain.doFilter(request, response);
        } finally {
            inFlight.left();
        }
    }
}
