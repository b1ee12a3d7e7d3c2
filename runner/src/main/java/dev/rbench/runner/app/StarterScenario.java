package dev.rbench.runner.app;

/**
 * {@code rbench init}'s starter scenario for a user's Spring Boot jar: the same app on platform
 * threads (Tomcat's default 200) and on virtual threads, one route, a ramp of closed-loop users —
 * commented, so a user who knows nothing of reactive-bench can read and change it, and valid as
 * written.
 */
public final class StarterScenario {

    private StarterScenario() {
    }

    /** The YAML text for {@code jar} and the route {@code path}; {@code name} names the run's folder. */
    public static String yaml(String name, String jar, String path) {
        return """
                # A starter scenario for your own service: run it with  ./rbench run %1$s.yaml  (or --quick first).
                # Each variant below is the same jar started with other arguments; every variant is a stack in
                # results.json, the report and `rbench compare`, with the model's prediction beside each step.
                name: %1$s
                description: platform threads vs virtual threads
                app:
                  # argv, no shell; {port} is a free loopback port rbench picks for each variant (also in $PORT)
                  command: [java, -jar, %2$s, "--server.port={port}", --server.address=127.0.0.1]
                  workdir: .
                  ready: %3$s                     # polled until it answers 2xx, for at most readyTimeout
                  # actuator: true                # with spring-boot-starter-actuator: Tomcat's threads, HikariCP's pool and the
                  #                               # requests inside, read every step; T and N for the model if not given below
                  # env: {SPRING_DATASOURCE_URL: "{postgres.jdbcUrl}", SPRING_DATASOURCE_USERNAME: "{postgres.user}",
                  #       SPRING_DATASOURCE_PASSWORD: "{postgres.password}"}   # with backend: {postgres: {latency: 20ms}}
                # kind, threads and pool are what the model needs; leave them out and the variant is measured, not modelled.
                variants:
                  platform: {args: [--spring.threads.virtual.enabled=false], kind: blocking, threads: 200}
                  virtual: {args: [--spring.threads.virtual.enabled=true], kind: virtual}
                  # tomcat-50: {args: [--spring.threads.virtual.enabled=false, --server.tomcat.threads.max=50], kind: blocking, threads: 50}
                path: %3$s
                expect: {status: 200}             # and e.g. contains: "\\"id\\":42"
                # backend: {postgres: {latency: 20ms}}   # our embedded PostgreSQL, 20 ms away; give pool: N in each variant
                workload:
                  closed: {users: [1, 10, 50, 100, 200, 400], duration: 10s}
                serviceHeapMb: 1024               # -Xmx of each variant (a GC log goes to logs/)
                readyTimeout: 60s
                """.formatted(name, quoted(jar), quoted(path));
    }

    /** A YAML double-quoted scalar: a path with spaces, '#' or ':' stays one value. */
    static String quoted(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}
