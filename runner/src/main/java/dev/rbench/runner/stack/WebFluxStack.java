package dev.rbench.runner.stack;

import dev.rbench.model.StackKind;
import dev.rbench.protocol.ServiceInfo;
import dev.rbench.protocol.ServiceInfo.HandlerThreadCounts;
import dev.rbench.protocol.ServiceProperty;
import dev.rbench.runner.backend.PostgresDriver;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Spring WebFlux on Netty. Reactive: a few event loops, never blocked, serve every request. Virtual-netty: the loops
 * carry the bytes and hand each request to a virtual thread, where a blocking-style handler waits (WebFlux's blocking
 * execution on Boot's virtual-thread executor); the same jar, started with {@code --rbench.threads=virtual}.
 */
public final class WebFluxStack implements StackDefinition {

    private final String name;
    private final boolean threadHandlers;

    WebFluxStack(String name, boolean threadHandlers) {
        this.name = name;
        this.threadHandlers = threadHandlers;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public StackKind modelKind() {
        return threadHandlers ? StackKind.VIRTUAL_NETTY : StackKind.REACTIVE;
    }

    @Override
    public String serviceModule() {
        return "reactive";
    }

    /**
     * Reactive: the service's default, {@code reactive:jdbc} is the JDBC variant ({@link StackVariant}). Virtual-netty
     * waits on JDBC on its virtual threads, as MVC does.
     */
    @Override
    public Optional<PostgresDriver> postgresDriver() {
        return Optional.of(threadHandlers ? PostgresDriver.JDBC : PostgresDriver.R2DBC);
    }

    @Override
    public List<String> serviceArgs(StackSettings s) {
        List<String> args = new ArrayList<>();
        if (threadHandlers) {
            args.add(ServiceProperty.arg(ServiceProperty.THREADS, threadKind()));
        }
        if (s.eventLoops() > 0) {
            args.add(ServiceProperty.arg(ServiceProperty.EVENT_LOOPS, s.eventLoops()));
        }
        return args;
    }

    @Override
    public Map<String, Object> config(StackSettings s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("server", "netty");
        m.put("framework", "spring-webflux");
        m.put("threads", threadKind());
        m.put("serverThreads", null);
        m.put("eventLoops", s.eventLoops() > 0 ? s.eventLoops() : null);
        return m;
    }

    @Override
    public List<String> verify(ServiceInfo info, StackSettings s) {
        List<String> problems = new ArrayList<>();
        if (!name.equals(info.stack())) {
            problems.add("service reports stack '" + info.stack() + "', expected '" + name + "'");
        }
        if (s.eventLoops() > 0 && !Integer.valueOf(s.eventLoops()).equals(info.eventLoops())) {
            problems.add("Netty runs " + info.eventLoops() + " event loops, expected " + s.eventLoops());
        }
        if (threadHandlers && !info.virtualThreads()) {
            problems.add("Spring Boot's virtual threads are off (spring.threads.virtual.enabled), so WebFlux has no blocking"
                    + " executor and the handlers run on the event loops");
        }
        return problems;
    }

    /** On virtual-netty, every probe request must have reached a handler that ran on a virtual thread, none on a loop. */
    @Override
    public List<String> verifyHandlerThreads(ServiceInfo before, ServiceInfo after) {
        if (!threadHandlers) {
            return List.of();
        }
        if (before.handlerThreads() == null || after.handlerThreads() == null) {
            return List.of("the service does not count its handlers' threads (handlerThreads in /info); rebuild it with ./rbench build");
        }
        HandlerThreadCounts probe = after.handlerThreads().since(before.handlerThreads());
        if (probe.platform() > 0) {
            return List.of(probe.platform() + " of " + (probe.platform() + probe.virtual()) + " probe requests ran their handler on"
                    + " a platform thread (an event loop), not a virtual thread");
        }
        if (probe.virtual() == 0) {
            return List.of("no probe request ran a blocking-style handler on a virtual thread: the route has no such handler on "
                    + name + " yet");
        }
        return List.of();
    }

    private String threadKind() {
        return threadHandlers ? "virtual" : "event-loop";
    }
}
