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

/**
 * Spring MVC on Tomcat: a thread per request. On platform threads the pool of T threads limits
 * concurrency (the study's blocking stack); on virtual threads every request gets its own.
 */
public final class MvcStack implements StackDefinition {

    private final String name;
    private final boolean virtualThreads;

    MvcStack(String name, boolean virtualThreads) {
        this.name = name;
        this.virtualThreads = virtualThreads;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public StackKind modelKind() {
        return virtualThreads ? StackKind.VIRTUAL : StackKind.BLOCKING;
    }

    @Override
    public String serviceModule() {
        return "blocking";
    }

    /** MVC has no other: the request thread waits on JDBC. */
    @Override
    public Optional<PostgresDriver> postgresDriver() {
        return Optional.of(PostgresDriver.JDBC);
    }

    @Override
    public List<String> serviceArgs(StackSettings s) {
        List<String> args = new ArrayList<>(List.of(ServiceProperty.arg(ServiceProperty.THREADS, threadKind()),
                ServiceProperty.arg(ServiceProperty.SERVER_THREADS, s.serverThreads())));
        if (s.serverMaxConnections() > 0) {
            args.add(ServiceProperty.arg(ServiceProperty.MAX_CONNECTIONS, s.serverMaxConnections()));
        }
        return args;
    }

    @Override
    public Map<String, Object> config(StackSettings s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("server", "tomcat");
        m.put("framework", "spring-mvc");
        m.put("threads", threadKind());
        // Tomcat's pool size is still set on virtual threads, but no longer bounds concurrency there.
        m.put("serverThreads", virtualThreads ? null : s.serverThreads());
        if (s.serverMaxConnections() > 0) {
            m.put("maxConnections", s.serverMaxConnections());
        }
        return m;
    }

    @Override
    public List<String> verify(ServiceInfo info, StackSettings s) {
        List<String> problems = new ArrayList<>();
        if (!name.equals(info.stack())) {
            problems.add("service reports stack '" + info.stack() + "', expected '" + name + "'");
        }
        if (info.handlerThreadVirtual() != virtualThreads) {
            problems.add("requests are handled on " + (virtualThreads ? "platform" : "virtual")
                    + " threads (" + info.handlerThread() + "), expected " + threadKind());
        }
        if (!virtualThreads && !Integer.valueOf(s.serverThreads()).equals(info.serverThreads())) {
            problems.add("Tomcat runs " + info.serverThreads() + " threads, expected " + s.serverThreads());
        }
        if (s.serverMaxConnections() > 0 && !Integer.valueOf(s.serverMaxConnections()).equals(info.maxConnections())) {
            problems.add("Tomcat holds at most " + info.maxConnections() + " connections, expected " + s.serverMaxConnections());
        }
        return problems;
    }

    private String threadKind() {
        return virtualThreads ? "virtual" : "platform";
    }
}
