package dev.rbench.results;

import com.fasterxml.jackson.annotation.JsonProperty;

/** What limited a step, as its bottleneck label names it ({@code steps[].bottleneck.resource}). */
public enum LimitingResource {
    /** The generator fell behind its schedule: the service was not asked for what the step planned. */
    @JsonProperty("generator") GENERATOR("generator"),
    /** The kernel dropped connection attempts at the service's full accept queue. */
    @JsonProperty("accept-queue") ACCEPT_QUEUE("accept queue"),
    /** Every connection of the service's pool in use, requests waiting for one. */
    @JsonProperty("pool") POOL("pool"),
    /** Every server thread busy, requests queued for one. */
    @JsonProperty("threads") THREADS("threads"),
    /** Virtual threads' waits pinned their carriers: the carriers, not the virtual threads, bounded concurrency. */
    @JsonProperty("pinning") PINNING("pinning"),
    /** The cores the service runs on were busy. */
    @JsonProperty("cpu") CPU("CPU"),
    /** The service JVM was paused for garbage collection a large share of the step. */
    @JsonProperty("gc") GC("GC"),
    /**
     * The service was still warming up: a steady load's throughput rose a fifth or more from the step's first seconds
     * to its last (the JIT compiling its path under load); a longer warm-up measures it warm.
     */
    @JsonProperty("warm-up") WARM_UP("warm-up"),
    /** Nothing limited the step: it met its model (requests waited on t as modelled), or the model's error is unexplained. */
    @JsonProperty("none") NONE("none");

    private final String label;

    LimitingResource(String label) {
        this.label = label;
    }

    /**
     * Whether the model has no station for this resource (pinned carriers, collector pauses, a JIT still compiling), so
     * that it limited a step only where the step fell short of the model: one that met its model was not held back by
     * it, and the resource is then only seen beside the step.
     */
    public boolean outsideModel() {
        return this == PINNING || this == GC || this == WARM_UP;
    }

    /** As the report prints it: "accept queue", "CPU". */
    public String label() {
        return label;
    }
}
