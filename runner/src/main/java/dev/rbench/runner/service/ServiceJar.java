package dev.rbench.runner.service;

import java.nio.file.Path;
import java.util.List;

/**
 * What a built-in service's JVM is started from: {@code jar} for {@code -jar}, and the JDK ahead-of-time cache of its
 * classes ({@code aotCache}, JEP 483/514) when one was made for it, else null (the plain Spring Boot jar). The cache
 * holds the classes the service loads and links while it starts, read from its extracted jar, so the JVM maps them
 * instead of loading them: the start-up is about half the time and CPU. Nothing measured after the start changes: the
 * JIT compiles the same code from the run's own profile.
 */
public record ServiceJar(Path jar, Path aotCache) {

    public static ServiceJar plain(Path jar) {
        return new ServiceJar(jar, null);
    }

    public boolean fromAotCache() {
        return aotCache != null;
    }

    /** The options that point the JVM at the cache; none for a plain jar. */
    public List<String> jvmOptions() {
        return aotCache == null ? List.of() : List.of("-XX:AOTCache=" + aotCache);
    }
}
