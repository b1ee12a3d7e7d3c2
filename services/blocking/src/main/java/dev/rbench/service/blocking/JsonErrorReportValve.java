package dev.rbench.service.blocking;

import dev.rbench.service.common.ServerRejectionJson;
import java.io.IOException;
import java.io.PrintWriter;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ErrorReportValve;

/**
 * Tomcat's own error answers as JSON, like every answer of ours: what Tomcat rejects before Spring
 * runs (a {@code %00} in the path: 400 "Invalid URI", an oversize header: 400) otherwise comes back
 * as Tomcat's HTML page or with no body at all. Answers our code already wrote are left alone, as
 * the valve it replaces does.
 */
public class JsonErrorReportValve extends ErrorReportValve {

    @Override
    protected void report(Request request, Response response, Throwable throwable) {
        int status = response.getStatus();
        if (status < 400 || response.getContentWritten() > 0 || !response.setErrorReported()) {
            return;
        }
        String reason = response.getMessage();
        if (reason == null || reason.isBlank()) {
            reason = throwable != null && throwable.getMessage() != null ? throwable.getMessage() : "rejected by the server";
        }
        try {
            response.setContentType("application/json");
            response.setCharacterEncoding("UTF-8");
            PrintWriter writer = response.getReporter();
            if (writer != null) {
                writer.write(ServerRejectionJson.of(reason, status));
                response.finishResponse();
            }
        } catch (IOException | IllegalStateException e) {
            // The connection is gone or the response committed meanwhile: nothing more to say.
        }
    }
}
