package dev.rbench.service.downstream;

import dev.rbench.protocol.PortFile;
import dev.rbench.service.common.property.ServiceProperties;
import java.io.PrintStream;
import java.nio.file.Path;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ApplicationListener;

/**
 * Writes {@code --rbench.port-file} and prints one listening line once the application is ready,
 * as the services under test do. Not common's ListeningAnnouncer: that one names a stack, and
 * the downstream is not a stack under test.
 */
public class DownstreamAnnouncer implements ApplicationListener<ApplicationReadyEvent> {
    private final PrintStream out;

    public DownstreamAnnouncer(PrintStream out) {
        this.out = out;
    }

    public static String listeningLine(int port) {
        return "rbench-downstream listening port=" + port;
    }

    @Override
    public void onApplicationEvent(ApplicationReadyEvent event) {
        if (!(event.getApplicationContext() instanceof WebServerApplicationContext web)) {
            return;
        }
        int port = web.getWebServer().getPort();
        String portFile = web.getEnvironment().getProperty(ServiceProperties.PORT_FILE);
        if (portFile != null && !portFile.isBlank()) {
            PortFile.write(Path.of(portFile), port);
        }
        out.println(listeningLine(port));
        out.flush();
    }
}
