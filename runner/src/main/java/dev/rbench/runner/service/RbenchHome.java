package dev.rbench.runner.service;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The project folder the tool runs from: where the service jars and scenario presets are. The
 * launcher passes it as {@code -Drbench.home}; otherwise it is searched upwards from the working folder.
 */
public record RbenchHome(Path dir) {

    public static RbenchHome locate() {
        String prop = System.getProperty("rbench.home");
        if (prop != null && !prop.isBlank()) {
            return new RbenchHome(Path.of(prop).toAbsolutePath().normalize());
        }
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isRegularFile(p.resolve("rbench")) && Files.isDirectory(p.resolve("services"))) {
                return new RbenchHome(p);
            }
        }
        throw new IllegalStateException("cannot find the reactive-bench folder; run ./rbench from it or set -Drbench.home");
    }

    /** The runnable jar of a service module, e.g. {@code services/blocking/target/rbench-service-blocking-exec.jar}. */
    public Path serviceJar(String module) {
        return dir.resolve("services").resolve(module).resolve("target").resolve("rbench-service-" + module + "-exec.jar");
    }

    public Path scenariosDir() {
        return dir.resolve("scenarios");
    }
}
