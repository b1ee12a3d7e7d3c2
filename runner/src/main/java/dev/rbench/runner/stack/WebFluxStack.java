package dev.rbench.runner.stack;

import dev.rbench.model.StackKind;
import dev.rbench.protocol.ServiceInfo;
import dev.rbench.protocol.ServiceProperty;
import dev.rbench.runner.backend.PostgresDriver;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Spring WebFlux on Netty: a few event loops, never blocked, serve every request. */
public final class WebFluxStack implements StackDefinition {

    @Override
    public String name() {
        return "reactive";
    }

    @Override
    public StackKind modelKind() {
        return StackKind.REACTIVE;
    }

    @Override
    public String serviceModule() {
        return "reactive";
    }

    /** The service's default; {@code reactive:jdbc} is the JDBC variant ({@link StackVariant}). */
    @Override
    public Optional<PostgresDriver> postgresDriver() {
        return Optional.of(PostgresDriver.R2DBC);
    }

    @Override
    public List<String> serviceArgs(StackSettings s) {
        return s.eventLoops() > 0 ? List.of(ServiceProperty.arg(ServiceProperty.EVENT_LOOPS, s.eventLoops())) : List.of();
    }

    @Override
    public Map<String, Object> config(StackSettings s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("server", "netty");
        m.put("framework", "spring-webflux");
        m.put("threads", "event-loop");
        m.put("serverThreads", null);
        m.put("eventLoops", s.eventLoops() > 0 ? s.eventLoops() : null);
        return m;
    }

    @Override
    public List<String> verify(ServiceInfo info, StackSettings s) {
        List<String> problems = new ArrayList<>();
        if (!"reactive".equals(info.stack())) {
            problems.add("service reports stack '" + info.stack() + "', expected 'reactive'");
        }
        if (s.eventLoops() > 0 && !Integer.valueOf(s.eventLoops()).equals(info.eventLoops())) {
            problems.add("Netty runs " + info.eventLoops() + " event loops, expected " + s.eventLoops());
        }
        return problems;
    }
}
