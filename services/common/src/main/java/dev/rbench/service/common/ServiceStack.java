package dev.rbench.service.common;

/**
 * The four systems under test. {@link #id()} is the name the runner sees in the listening line,
 * {@code /ready} and {@code /info}, so it is part of the process contract.
 */
public enum ServiceStack {
    /** Spring MVC on Tomcat's platform-thread worker pool. */
    BLOCKING("blocking"),
    /** Spring MVC on Tomcat with one virtual thread per request. */
    VIRTUAL("virtual"),
    /** Spring WebFlux on Reactor Netty event loops. */
    REACTIVE("reactive"),
    /**
     * Spring WebFlux on Reactor Netty whose handlers are written in the blocking style (plain values,
     * blocking calls) and run on virtual threads through WebFlux's blocking execution.
     */
    VIRTUAL_NETTY("virtual-netty");

    private final String id;

    ServiceStack(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** The MVC service is one jar for two stacks; which one it is depends only on the thread model. */
    public static ServiceStack mvc(boolean virtualThreads) {
        return virtualThreads ? VIRTUAL : BLOCKING;
    }

    /** The WebFlux service is one jar for two stacks too; which one depends on the handlers it was started with. */
    public static ServiceStack webflux(boolean threadHandlers) {
        return threadHandlers ? VIRTUAL_NETTY : REACTIVE;
    }
}
