package dev.rbench.runner.backend;

/**
 * How a stack makes a request's x calls: {@code STACK}, each stack's natural way (MVC in sequence,
 * WebFlux in parallel); {@code PARALLEL}, virtual threads fork as well. There is no "all
 * sequential": WebFlux's natural way is parallel, and the model takes it as such.
 */
public enum Fanout {
    STACK, PARALLEL
}
