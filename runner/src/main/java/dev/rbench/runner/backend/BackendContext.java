package dev.rbench.runner.backend;

import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.service.RbenchHome;
import java.nio.file.Path;

/** What a backend needs to start: the project (jars), the scenario (deadlines, heap) and the run folder (logs). */
public record BackendContext(RbenchHome home, Scenario scenario, Path runDir) {
}
