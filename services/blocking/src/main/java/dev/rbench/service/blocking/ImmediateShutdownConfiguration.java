package dev.rbench.service.blocking;

import org.apache.catalina.core.StandardContext;
import org.apache.catalina.core.StandardHost;
import org.springframework.boot.tomcat.TomcatContextCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Makes SIGTERM end the service promptly even with requests in flight ({@code server.shutdown=immediate}
 * already stops accepting them). On platform threads Tomcat interrupts its workers on stop, but on
 * virtual threads the sleeping handlers keep running and Tomcat would wait its default 2 s unload
 * delay for them to leave the DispatcherServlet. The runner abandons those requests anyway.
 */
@Configuration(proxyBeanMethods = false)
public class ImmediateShutdownConfiguration {

    @Bean
    TomcatContextCustomizer noServletUnloadWait() {
        return context -> {
            if (context instanceof StandardContext standard) {
                standard.setUnloadDelay(0);
            }
        };
    }

    /** Tomcat's own error answers (before Spring runs) in JSON: see {@link JsonErrorReportValve}. */
    @Bean
    TomcatContextCustomizer jsonErrorsFromTomcat() {
        return context -> {
            if (context.getParent() instanceof StandardHost host) {
                host.setErrorReportValveClass(JsonErrorReportValve.class.getName());
            }
        };
    }
}
