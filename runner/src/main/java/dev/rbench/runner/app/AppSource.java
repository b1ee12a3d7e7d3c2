package dev.rbench.runner.app;

import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

/**
 * Where a user's app comes from: a command rbench starts for each variant, or a service already running.
 * {@code actuator}: the app is a Spring Boot app with Actuator, whose metrics rbench reads during each step.
 */
public sealed interface AppSource {

    boolean actuator();

    /** Started by rbench in its own process group, on a free loopback port, stopped afterwards. */
    record Command(List<String> argv, Path workdir, String ready, Map<String, String> env, boolean actuator) implements AppSource {

        /**
         * Whether {@code ready} is asked on the app's management port: with {@code actuator} rbench moves Actuator to a
         * port of its own, and Spring Boot then answers every {@code /actuator} path there and none on the app's port.
         */
        public boolean readyOnManagementPort() {
            return actuator && (ready.equals("/actuator") || ready.startsWith("/actuator/") || ready.startsWith("/actuator?"));
        }
    }

    /**
     * Already running at {@code url}: never started or stopped; sampled from /proc only when its pid is given,
     * its Actuator read at {@code url}/actuator.
     */
    record Running(URI url, OptionalLong pid, boolean actuator) implements AppSource {
    }
}
