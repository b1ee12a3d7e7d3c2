package dev.rbench.runner.phase.verify;

import dev.rbench.protocol.ServiceInfo;
import dev.rbench.results.ServiceFacts;
import dev.rbench.runner.backend.BackendSession;
import dev.rbench.runner.calibration.BackendChecks;
import dev.rbench.runner.failure.ServiceException;
import dev.rbench.runner.phase.session.ProcessServiceSession;
import dev.rbench.runner.scenario.RouteStep;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.service.ServiceProcess;
import dev.rbench.runner.stack.StackDefinition;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * Checks from the inside that the service runs as configured and that the route does its work — on
 * a database route, by the database's own count of reads.
 */
public record ServiceVerifier(ProcessServiceSession session, StackDefinition stack, Scenario scenario, BackendSession backend)
        implements Verifier {

    @Override
    public ServiceFacts verify() throws InterruptedException {
        ServiceProcess service = session.process();
        try {
            ServiceInfo info = service.info();
            List<String> problems = new ArrayList<>(stack.verify(info, scenario));
            problems.addAll(stack.verifyPostgres(info, scenario));
            if (info.acceptBacklog() != scenario.listenBacklog()) {
                problems.add("the server listens with a backlog of " + info.acceptBacklog() + ", expected " + scenario.listenBacklog());
            }
            problems.addAll(limitProblems(info));
            HttpResponse<String> probe = service.get(scenario.requestPath());
            if (probe.statusCode() != 200) {
                problems.add("GET " + scenario.requestPath() + " answered " + probe.statusCode() + ": " + probe.body());
            }
            problems.addAll(stack.verifyHandlerThreads(info, service.info()));
            if (!problems.isEmpty()) {
                throw new ServiceException("verification failed: " + String.join("; ", problems));
            }
            Map<String, Object> reported = new LinkedHashMap<>();
            ServiceProcess.asJson(info).properties().forEach(e -> reported.put(e.getKey(), jsonValue(e.getValue())));
            int calls = scenario.path().contains("{calls}") ? Collections.max(scenario.backend().calls()) : 1;
            String path = scenario.requestPath(calls, scenario.backend().parallelFor(stack.modelKind()));
            List<String> paths = scenario.routeSteps().stream().filter(r -> !r.isCrud()).map(RouteStep::path).toList();
            return new ServiceFacts(service.pid(), service.port(), reported,
                    BackendChecks.verifyReads(backend, service, path, calls).orElse(null),
                    BackendChecks.verifyRoutes(backend, service, paths));
        } catch (IOException e) {
            throw new ServiceException("cannot verify the service: " + e);
        }
    }

    /**
     * Under limits, the JVM must have seen them from its start (it joined its cgroup before it
     * executed): its memory is the limit, its processors the quota rounded up (at most the cores it may run on).
     */
    List<String> limitProblems(ServiceInfo info) {
        var limits = scenario.limits();
        if (!limits.limited()) {
            return List.of();
        }
        if (info.jvm() == null) {
            return List.of("the service does not report its JVM's ergonomics (jvm in /info); rebuild it with ./rbench build");
        }
        List<String> problems = new ArrayList<>();
        if (limits.memoryMb() > 0 && info.jvm().memoryMb() != limits.memoryMb()) {
            problems.add("the JVM sees " + info.jvm().memoryMb() + " MB of memory, not its " + limits.memoryMb() + " MB limit");
        }
        boolean processorsSet = ServiceProcess.setsProcessors(scenario.serviceJvmOptions());
        int expected = ServiceProcess.processorsUnderQuota(limits.cpus(), scenario);
        if (limits.cpus() > 0 && !processorsSet && info.jvm().availableProcessors() != expected) {
            problems.add("the JVM sees " + info.jvm().availableProcessors() + " processors, not the " + expected
                    + " its quota of " + limits.cpus() + " CPU gives");
        }
        return problems;
    }

    private static Object jsonValue(JsonNode node) {
        if (node.isObject()) {
            Map<String, Object> m = new LinkedHashMap<>();
            node.properties().forEach(e -> m.put(e.getKey(), jsonValue(e.getValue())));
            return m;
        }
        if (node.isNumber()) {
            return node.numberValue();
        }
        if (node.isBoolean()) {
            return node.booleanValue();
        }
        return node.isNull() ? null : node.asString();
    }
}
