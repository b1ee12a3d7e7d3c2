package dev.rbench.runner.scenario;

/** Which engine fires each step's load: our generator, or Apache JMeter in its own JVM (here or on its remote engines). */
public enum LoadEngine {
    RBENCH,
    JMETER
}
