package dev.rbench.runner.service;

import dev.rbench.model.StackKind;
import dev.rbench.protocol.ServiceInfo;
import dev.rbench.runner.backend.BackendContext;
import dev.rbench.runner.stack.StackDefinition;
import dev.rbench.runner.stack.StackSettings;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The downstream service's JVM (the {@code downstream} backend), started like a service (fixed heap, port
 * file, parent watchdog); not a stack under test.
 */
public final class DownstreamService {

    private static final StackDefinition SERVICE = new StackDefinition() {
        @Override public String name() { return "downstream"; }
        @Override public StackKind modelKind() { return StackKind.REACTIVE; }
        @Override public String serviceModule() { return "downstream"; }
        @Override public List<String> serviceArgs(StackSettings s) { return List.of(); }
        @Override public Map<String, Object> config(StackSettings s) { return Map.of(); }
        @Override public List<String> verify(ServiceInfo info, StackSettings s) { return List.of(); }
    };

    private DownstreamService() {
    }

    /** What the scenario's backend needs to start for a run into {@code runDir}. */
    public static BackendContext backendContext(RbenchHome home, ServiceSettings scenario, Path runDir) {
        return new BackendContext(runDir, scenario.readyTimeout(), () -> ServiceProcess.start(home, SERVICE, scenario, runDir));
    }
}
