package dev.rbench.runner.phase.verify;

import dev.rbench.results.ServiceFacts;
import dev.rbench.runner.app.AppSizes;
import dev.rbench.runner.failure.ServiceException;
import dev.rbench.runner.phase.session.ProcessServiceSession;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.service.ActuatorMetrics;
import dev.rbench.runner.service.ServiceProcess;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A user's app has no {@code /info} to ask: one real request to the scenario's path must answer as
 * {@code expect} says (status, and text it contains), or the variant is reported, not measured. A
 * Spring Boot app with Actuator is also asked its Tomcat threads and HikariCP pool, which the model
 * takes where the variant does not give them.
 */
public record AppVerifier(ProcessServiceSession session, Scenario scenario, AppSizes sizes) implements Verifier {

    private static final Duration ACTUATOR_TIMEOUT = Duration.ofSeconds(5);

    @Override
    public ServiceFacts verify() throws InterruptedException {
        ServiceProcess app = session.process();
        String path = scenario.requestPath();
        String problem;
        try {
            HttpResponse<String> r = app.get(path);
            problem = scenario.expect().problem(r.statusCode(), r.body());
        } catch (IOException e) {
            problem = "did not answer: " + e;
        }
        if (problem != null) {
            throw new ServiceException("verification failed: GET " + path + " " + problem + "; see " + app.log());
        }
        Map<String, Object> reported = new LinkedHashMap<>();
        reported.put("url", app.uri("").toString());
        reported.put("expect", Map.of("status", scenario.expect().status(), "contains", scenario.expect().contains()));
        if (app.actuator().isPresent()) {
            reported.put("actuator", actuator(app));
        }
        return new ServiceFacts(app.pid(), app.port(), reported, null, Map.of());
    }

    /** What the app's Actuator says of its sizes; an Actuator that does not answer fails the variant, with what to check. */
    private Map<String, Object> actuator(ServiceProcess app) throws InterruptedException {
        ActuatorMetrics metrics = new ActuatorMetrics(app.actuator().get(), ACTUATOR_TIMEOUT);
        if (metrics.value("jvm.threads.live").isEmpty()) {
            throw new ServiceException("actuator: true, but " + app.actuator().get() + "/metrics/jvm.threads.live did not answer;"
                    + " is spring-boot-starter-actuator on the app's classpath? see " + app.log());
        }
        AppSizes.Reported found = metrics.sizes();
        sizes.learnt(found);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("url", app.actuator().get().toString());
        m.put("tomcatThreadsMax", found.threads().isPresent() ? found.threads().getAsInt() : null);
        m.put("hikariConnectionsMax", found.pool().isPresent() ? found.pool().getAsInt() : null);
        return m;
    }
}
