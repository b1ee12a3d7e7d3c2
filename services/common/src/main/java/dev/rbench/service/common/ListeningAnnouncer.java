package dev.rbench.service.common;

import dev.rbench.protocol.PortFile;
import dev.rbench.service.common.property.ServiceProperties;
import java.io.PrintStream;
import java.nio.file.Path;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ApplicationListener;

/**
 * Tells the runner the service can take requests: writes {@code --rbench.port-file} and prints the
 * listening line. Done on ApplicationReadyEvent rather than when the socket is bound, so that when
 * the runner sees either signal the whole application (not just the socket) is up; the port is
 * read from the running server because {@code server.port=0} picks it only at bind time.
 */
public class ListeningAnnouncer implements ApplicationListener<ApplicationReadyEvent> {
    private final ServiceStack stack;
    private final PrintStream out;

    public ListeningAnnouncer(ServiceStack stack) {
        this(stack, System.out);
    }

    ListeningAnnouncer(ServiceStack stack, PrintStream out) {
        this.stack = stack;
        this.out = out;
    }

    public static String listeningLine(ServiceStack stack, int port) {
        return "rbench-service listening stack=" + stack.id() + " port=" + port;
    }

    @Override
    public void onApplicationEvent(ApplicationReadyEvent event) {
        if (!(event.getApplicationContext() instanceof WebServerApplicationContext web)) {
            return;
        }
        int port = web.getWebServer().getPort();
        String portFile = event.getApplicationContext().getEnvironment().getProperty(ServiceProperties.PORT_FILE);
        if (portFile != null && !portFile.isBlank()) {
            PortFile.write(Path.of(portFile), port);
        }
        // Printed directly, not logged: logging is at WARN and the runner needs this line regardless.
        out.println(listeningLine(stack, port));
        out.flush();
    }
}
