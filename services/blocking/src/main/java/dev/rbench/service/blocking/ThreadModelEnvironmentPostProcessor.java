package dev.rbench.service.blocking;

import dev.rbench.protocol.ServiceProperty;
import dev.rbench.service.common.AcceptBacklog;
import dev.rbench.service.common.BodyReadTimeout;
import dev.rbench.service.common.property.ServiceProperties;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;

/**
 * Turns the runner's arguments into the Spring Boot properties that implement them:
 * <ul>
 * <li>{@code rbench.threads=platform|virtual} (default platform) → {@code spring.threads.virtual.enabled}</li>
 * <li>{@code rbench.server-threads=T} (1..100000, default 200 as in the study) → {@code server.tomcat.threads.max}</li>
 * <li>{@code rbench.accept-backlog=N} (1..65535; absent = Tomcat's 100) → {@code server.tomcat.accept-count}</li>
 * <li>{@code rbench.max-connections=N} (1..1000000; absent = Tomcat's 8192) → {@code server.tomcat.max-connections}</li>
 * </ul>
 * The derived values go first in the environment, so this one switch decides even if the Boot
 * properties are also given. Invalid values fail startup before anything is created.
 */
public class ThreadModelEnvironmentPostProcessor implements EnvironmentPostProcessor {
    public static final String THREADS = ServiceProperty.THREADS;
    public static final String SERVER_THREADS = ServiceProperty.SERVER_THREADS;
    public static final String PLATFORM = "platform";
    public static final String VIRTUAL = "virtual";
    public static final int DEFAULT_SERVER_THREADS = 200;
    public static final int MAX_SERVER_THREADS = 100_000;
    public static final String MAX_CONNECTIONS = ServiceProperty.MAX_CONNECTIONS;
    static final int MAX_MAX_CONNECTIONS = 1_000_000;
    static final String SOURCE_NAME = "rbenchThreadModel";

    @Override
    public void postProcessEnvironment(ConfigurableEnvironment env, SpringApplication application) {
        String threads = ServiceProperties.oneOf(env, THREADS, PLATFORM, Set.of(PLATFORM, VIRTUAL));
        int serverThreads = ServiceProperties.intInRange(env, SERVER_THREADS,
                DEFAULT_SERVER_THREADS, 1, MAX_SERVER_THREADS);
        Integer backlog = AcceptBacklog.configured(env);
        Map<String, Object> derived = new HashMap<>(Map.of(
                "spring.threads.virtual.enabled", String.valueOf(VIRTUAL.equals(threads)),
                "server.tomcat.threads.max", String.valueOf(serverThreads)));
        if (backlog != null) {
            derived.put("server.tomcat.accept-count", String.valueOf(backlog));
        }
        // A stalled body ends its connection after this long; Tomcat's connection timeout bounds each read.
        derived.put("server.tomcat.connection-timeout", BodyReadTimeout.from(env).value().toMillis() + "ms");
        if (env.getProperty(MAX_CONNECTIONS) != null) {
            derived.put("server.tomcat.max-connections",
                    String.valueOf(ServiceProperties.intInRange(env, MAX_CONNECTIONS, 0, 1, MAX_MAX_CONNECTIONS)));
        }
        env.getPropertySources().addFirst(new MapPropertySource(SOURCE_NAME, derived));
    }
}
