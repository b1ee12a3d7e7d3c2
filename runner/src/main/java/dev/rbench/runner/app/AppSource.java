package dev.rbench.runner.app;

import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

/** Where a user's app comes from: a command rbench starts for each variant, or a service already running. */
public sealed interface AppSource {

    /** Started by rbench in its own process group, on a free loopback port, stopped afterwards. */
    record Command(List<String> argv, Path workdir, String ready, Map<String, String> env) implements AppSource {
    }

    /** Already running at {@code url}: never started or stopped; sampled from /proc only when its pid is given. */
    record Running(URI url, OptionalLong pid) implements AppSource {
    }
}
