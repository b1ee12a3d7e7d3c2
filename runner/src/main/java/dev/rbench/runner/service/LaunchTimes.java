package dev.rbench.runner.service;

import java.time.Duration;

/**
 * When rbench launched a service's process and when the process first answered its readiness route, both by
 * {@link System#nanoTime()}: the start of everything its start-up figures count from; and whether the JVM started from
 * an AOT cache of the service's classes ({@link ServiceJar}), which halves a Spring Boot start; null where rbench does
 * not know (a user's app, started from its own command).
 */
public record LaunchTimes(long launchedNanos, long readyNanos, Boolean fromAotCache) {

    public LaunchTimes {
        if (readyNanos < launchedNanos) {
            throw new IllegalArgumentException("ready (" + readyNanos + ") before launched (" + launchedNanos + ")");
        }
    }

    public Duration toReady() {
        return Duration.ofNanos(readyNanos - launchedNanos);
    }
}
