package dev.rbench.runner.phase;

import dev.rbench.results.ServiceFacts;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.service.ServiceException;
import dev.rbench.runner.service.ServiceProcess;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A user's app has no {@code /info} to ask: one real request to the scenario's path must answer as
 * {@code expect} says (status, and text it contains), or the variant is reported, not measured.
 */
record AppVerifier(ProcessServiceSession session, Scenario scenario) implements Verifier {

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
        return new ServiceFacts(app.pid(), app.port(), reported, null, Map.of());
    }
}
