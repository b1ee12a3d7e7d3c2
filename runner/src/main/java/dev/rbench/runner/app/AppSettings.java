package dev.rbench.runner.app;

import dev.rbench.runner.settings.Problems;
import dev.rbench.runner.settings.Setting;
import dev.rbench.runner.settings.Validated;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

/**
 * The scenario's {@code app:} block: a user's own service, either a command rbench starts for each
 * variant ({@code command}, {@code workdir}, {@code ready}, {@code env}) or one already running
 * ({@code url}, {@code pid}). Absent (both empty) = the built-in stacks. {@link #source()} is the
 * typed form the runner uses.
 */
public record AppSettings(
        @Setting(value = "[]", doc = "the app's command as argv, no shell, e.g. [java, -jar, app.jar, --server.port={port}];"
                + " {port} is a free loopback port (also in $PORT)") List<String> command,
        @Setting(value = "", doc = "the directory the command runs in; empty = the current one") String workdir,
        @Setting(value = "/", doc = "the path polled until it answers 2xx (within readyTimeout), e.g. /actuator/health; with"
                + " actuator: true a path under /actuator is asked on the management port rbench opens") String ready,
        @Setting(value = "{}", doc = "environment variables for the app, e.g. {DB_URL: \"{postgres.jdbcUrl}\"}; the only place"
                + " for {postgres.password} and {mongo.uri}") Map<String, String> env,
        @Setting(value = "", doc = "the base URL of an app already running, e.g. http://127.0.0.1:8080 (not started or stopped)")
        String url,
        @Setting(value = "0", doc = "the pid of the app at url, for CPU/memory/thread sampling; 0 = not sampled", min = 0) long pid,
        @Setting(value = "", doc = "the app's data, loaded once before the first variant starts: a .sql file run on the"
                + " embedded PostgreSQL, e.g. schema.sql, or a .json file of MongoDB collections, e.g. orders.json; empty = none")
        String seed,
        @Setting(value = "false", doc = "true for a Spring Boot app with Actuator: rbench opens its metrics on a management port"
                + " of their own and reads Tomcat's threads, HikariCP's pool and the requests in flight a few times a second;"
                + " T and N for the model where a variant does not give them") boolean actuator)
        implements Validated {

    public AppSettings {
        command = List.copyOf(command);
    }

    /** Whether the scenario names an app at all. */
    public boolean present() {
        return !command.isEmpty() || !url.isBlank();
    }

    /** The app as the runner starts or reaches it; only when {@link #present()}. */
    public AppSource source() {
        if (!url.isBlank()) {
            return new AppSource.Running(URI.create(url.replaceAll("/+$", "")), pid == 0 ? OptionalLong.empty() : OptionalLong.of(pid),
                    actuator);
        }
        return new AppSource.Command(command, workdir.isBlank() ? Path.of("") : Path.of(workdir), ready, env, actuator);
    }

    @Override
    public void validate(Problems p) {
        p.check(command.isEmpty() || url.isBlank(), "url", "give command (rbench starts the app) or url (it runs already), not both");
        p.check(url.isBlank() || url.matches("http://[^/\\s?#]+/?"), "url", "'" + url + "' must be http://host:port");
        p.check(pid == 0 || !url.isBlank(), "pid", "pid is for an app given by url; a started app is sampled by its own pid");
        p.check(workdir.isBlank() || !command.isEmpty(), "workdir", "workdir is for an app given by command");
        p.check(env.isEmpty() || !command.isEmpty(), "env", "env is for an app given by command");
        p.check(ready.startsWith("/"), "ready", "'" + ready + "' must start with '/'");
        p.check(seed.isBlank() || java.nio.file.Files.isRegularFile(Path.of(seed)), "seed", "no file " + Path.of(seed).toAbsolutePath());
        for (String arg : command) {
            Placeholders.problem(arg, false).ifPresent(problem -> p.add("command", problem));
        }
        env.forEach((name, value) -> {
            p.check(name.matches("[A-Za-z_][A-Za-z0-9_]*"), "env." + name, "'" + name + "' is not an environment variable's name");
            Placeholders.problem(value, true).ifPresent(problem -> p.add("env." + name, problem));
        });
    }
}
