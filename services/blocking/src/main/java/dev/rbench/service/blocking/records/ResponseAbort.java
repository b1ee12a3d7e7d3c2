package dev.rbench.service.blocking.records;

import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import java.io.IOException;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ValveBase;
import org.apache.coyote.ActionCode;
import org.springframework.boot.tomcat.TomcatContextCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Closes a committed response's connection without ending its body, for a handler that failed
 * part-way through a streamed answer. The Servlet API has no such call, and the ways around it
 * both end badly: an exception thrown out of the handler makes Tomcat include Spring Boot's
 * {@code /error} page into the committed body (a JSON object after the records) before it closes,
 * and Tomcat's own ClientAbortException makes Spring finish the response normally, so the client
 * gets a shorter body that looks complete. Instead the handler marks the request with
 * {@link #request} and returns; this valve, once the servlet is done, sends what is buffered and
 * then asks Tomcat to close the connection at once (CLOSE_NOW, what Tomcat's ErrorReportValve does
 * after an error on a committed response), so no last chunk is ever written.
 */
@Configuration(proxyBeanMethods = false)
public class ResponseAbort {
    private static final String ATTRIBUTE = ResponseAbort.class.getName();

    /** Marks the request: its connection is closed, without the body's end, once the handler returns. */
    public static void request(HttpServletRequest request, Throwable failure) {
        request.setAttribute(ATTRIBUTE, failure);
    }

    @Bean
    TomcatContextCustomizer abortingValve() {
        return context -> context.getPipeline().addValve(new AbortingValve());
    }

    static final class AbortingValve extends ValveBase {
        AbortingValve() {
            super(true);
        }

        @Override
        public void invoke(Request request, Response response) throws IOException, ServletException {
            getNext().invoke(request, response);
            if (request.getAttribute(ATTRIBUTE) instanceof Throwable failure) {
                try {
                    response.flushBuffer();
                } catch (IOException clientGone) {
                    // closing anyway
                }
                response.getCoyoteResponse().action(ActionCode.CLOSE_NOW, failure);
            }
        }
    }
}
