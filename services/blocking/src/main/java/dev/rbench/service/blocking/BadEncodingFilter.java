package dev.rbench.service.blocking;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * A path Tomcat let through whose percent escapes Spring cannot decode (a path parameter such as
 * {@code ;x%E&z}: Spring parses it before any handler, where no advice reaches) is a bad request: 400
 * with the JSON of every other bad input, instead of the 500 it became (found by the route fuzz test).
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE)
public class BadEncodingFilter extends OncePerRequestFilter {

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        try {
            chain.doFilter(request, response);
        } catch (ServletException | IllegalArgumentException e) {
            if (!badEncoding(e) || response.isCommitted()) {
                throw e;
            }
            response.resetBuffer();
            response.setStatus(HttpServletResponse.SC_BAD_REQUEST);
            response.setContentType("application/json");
            response.getWriter().write("{\"error\":\"the path is not validly percent-encoded\",\"parameter\":\"path\"}");
        }
    }

    private static boolean badEncoding(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof IllegalArgumentException && t.getMessage() != null
                    && t.getMessage().startsWith("Invalid encoded sequence")) {
                return true;
            }
        }
        return false;
    }
}
