package dev.rbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.results.LimitingResource;
import dev.rbench.results.QueryCounts;
import dev.rbench.results.RunResults;
import dev.rbench.results.ServiceSecond;
import dev.rbench.results.StackRun;
import dev.rbench.results.StepRecord;
import dev.rbench.results.TimelineSecond;
import dev.rbench.runner.BenchmarkRunner;
import dev.rbench.runner.phase.plan.RunListener;
import dev.rbench.runner.scenario.ScenarioYaml;
import dev.rbench.runner.service.RbenchHome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A user's own Spring Boot service (services/sample-app: Spring MVC, Actuator, HikariCP) on our embedded
 * PostgreSQL 10 ms away, with {@code actuator: true} and neither T nor N in the scenario: the app reports
 * Tomcat's threads and Hikari's pool itself, the model takes them, every second of every step records its
 * busy threads and pool, and the pool-bound step is labelled pool from the app's own count. Its route is the app's
 * deliberate N+1 (a customer's orders, then each order's lines one query at a time), which the runner names from
 * pg_stat_statements' counts; AppExampleIT checks the one-query route.
 */
class SampleAppIT {

    @Test
    void anActuatorAppReportsItsThreadsAndPoolAndTheModelAndLabelsUseThem(@TempDir Path dir) throws Exception {
        Path root = RbenchHome.locate().dir();
        Path jar = root.resolve("services/sample-app/target/rbench-sample-app.jar");
        Path seed = root.resolve("services/sample-app/scenario/orders.sql");
        assertThat(jar).exists();
        String yaml = """
                name: sample-app-it
                app:
                  command: [java, -jar, "%s", "--server.port={port}"]
                  ready: /api/orders/1
                  actuator: true
                  seed: "%s"
                  env: {SPRING_DATASOURCE_URL: "{postgres.jdbcUrl}", SPRING_DATASOURCE_USERNAME: "{postgres.user}",
                        SPRING_DATASOURCE_PASSWORD: "{postgres.password}", SPRING_DATASOURCE_HIKARI_MAXIMUM_POOL_SIZE: "4"}
                variants:
                  platform: {args: [--spring.threads.virtual.enabled=false, --server.tomcat.threads.max=8], kind: blocking}
                  virtual: {args: [--spring.threads.virtual.enabled=true], kind: virtual}
                backend: {postgres: {latency: 10ms}}
                path: /api/customers/7/orders
                expect: {status: 200, contains: "price_cents"}
                workload: {closed: {users: [16], duration: 5s}}
                warmupUsers: 4
                warmupDuration: 1s
                warmupUntilQuiet: 0
                serviceHeapMb: 256
                """.formatted(jar, seed);
        RunResults results = new BenchmarkRunner(RbenchHome.locate(), RunListener.SILENT)
                .run(ScenarioYaml.read(yaml, "sample-app.yaml").build(), dir.resolve("run"));

        StackRun platform = run(results, "platform");
        StackRun virtual = run(results, "virtual");
        assertThat(platform.failure()).isNull();
        assertThat(virtual.failure()).isNull();
        // What the app said of itself, and what the model was given from it.
        assertThat(platform.service().info().get("actuator")).isInstanceOfSatisfying(Map.class, a -> assertThat(a)
                .containsEntry("tomcatThreadsMax", 8).containsEntry("hikariConnectionsMax", 4));
        assertThat(platform.config()).containsEntry("serverThreads", 8).containsEntry("pool", 4)
                .containsEntry("fromActuator", List.of("serverThreads", "pool"));
        assertThat(virtual.config()).containsEntry("pool", 4).containsEntry("fromActuator", List.of("pool"));
        for (StackRun r : List.of(platform, virtual)) {
            for (StepRecord step : r.steps()) {
                assertThat(step.model()).as(r.stack() + " " + step.workload()).isNotNull();
                assertThat(step.model().inputs().pool()).isEqualTo(4);
            }
        }
        assertThat(platform.steps().getFirst().model().inputs().threads()).isEqualTo(8);

        // 16 users on a pool of 4: the app counted 4 in use and requests waiting; on platform
        // (Actuator is read once a second, and a reading between a connection's return and its next borrow counts
        // 3: over a 2 s step's two readings that failed 1 run in 5, hence 5 s.)
        // threads 8 of 8 Tomcat threads busy, on virtual threads no Tomcat pool to count.
        StepRecord platform16 = platform.steps().getFirst();
        StepRecord virtual16 = virtual.steps().getFirst();
        for (StepRecord step : List.of(platform16, virtual16)) {
            List<ServiceSecond> seconds = seconds(step);
            assertThat(seconds).isNotEmpty();
            assertThat(seconds).allSatisfy(s -> assertThat(s.poolMax()).isEqualTo(4L));
            assertThat(seconds.stream().mapToLong(ServiceSecond::poolInUseMax).max().orElse(0)).isEqualTo(4);
            assertThat(seconds.stream().mapToLong(ServiceSecond::poolWaitingMax).max().orElse(0)).isPositive();
            assertThat(step.bottleneck().resource()).isEqualTo(LimitingResource.POOL);
            assertThat(step.bottleneck().evidence()).startsWith("4/4 in use").endsWith("as the service counted");
        }
        assertThat(seconds(platform16)).allSatisfy(s -> assertThat(s.threadsMax()).isEqualTo(8));
        assertThat(seconds(platform16).stream().mapToInt(ServiceSecond::threadsBusyMax).max().orElse(0)).isEqualTo(8);
        assertThat(seconds(virtual16)).allSatisfy(s -> assertThat(s.threadsBusyMax()).isNull());
        // The requests in the app as Boot counted them: at most the 16 users (the readings themselves not counted).
        assertThat(seconds(virtual16).stream().mapToLong(ServiceSecond::inServiceMax).max().orElse(0)).isBetween(12L, 16L);

        // Its queries, by pg_stat_statements: the customer's 20 orders, then 20 queries of lines, one per order row.
        for (StepRecord step : List.of(platform16, virtual16)) {
            QueryCounts queries = step.database().queries();
            assertThat(queries.counter()).isEqualTo("pg_stat_statements");
            assertThat(queries.queriesPerRequest()).isBetween(20.0, 22.0);
            assertThat(queries.statements().getFirst().statement()).startsWith("select line, product, price_cents from order_lines");
            assertThat(queries.nPlusOne()).startsWith("`select line, product, price_cents from order_lines where order_id = $1")
                    .contains("once per row of `select id, item, quantity from orders where customer_id = $1");
        }

        // Nothing of the app is left running: the variants were this JVM's children.
        assertThat(ProcessHandle.current().descendants().filter(p -> p.info().commandLine().orElse("").contains("rbench-sample-app.jar")))
                .isEmpty();
        assertThat(Files.readString(dir.resolve("run/summary.md"))).contains("as the service counted")
                .contains("N+1 — `select line, product, price_cents");
    }

    private static List<ServiceSecond> seconds(StepRecord step) {
        return step.timeline().stream().map(TimelineSecond::service).filter(Objects::nonNull).toList();
    }

    private static StackRun run(RunResults results, String stack) {
        return results.runs().stream().filter(r -> r.stack().equals(stack)).findFirst().orElseThrow();
    }
}
