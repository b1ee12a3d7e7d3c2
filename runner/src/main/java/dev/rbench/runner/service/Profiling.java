package dev.rbench.runner.service;

import dev.rbench.infra.jvm.StepProfiler;
import java.util.Optional;

/** What {@code --profile} samples in each service JVM during the profiled steps, or nothing. */
public enum Profiling {
    NONE(null),
    CPU(StepProfiler.Event.CPU),
    WALL(StepProfiler.Event.WALL),
    ALLOC(StepProfiler.Event.ALLOC),
    LOCK(StepProfiler.Event.LOCK);

    private final StepProfiler.Event event;

    Profiling(StepProfiler.Event event) {
        this.event = event;
    }

    /** async-profiler's event; empty for NONE. */
    public Optional<StepProfiler.Event> event() {
        return Optional.ofNullable(event);
    }
}
