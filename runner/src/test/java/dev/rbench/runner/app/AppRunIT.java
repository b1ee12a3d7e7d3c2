package dev.rbench.runner.app;

import static dev.rbench.runner.app.AppRuns.assertNoChildren;
import static dev.rbench.runner.app.AppRuns.cmdline;
import static dev.rbench.runner.app.AppRuns.command;
import static dev.rbench.runner.app.AppRuns.run;
import static dev.rbench.runner.app.AppRuns.scenario;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.rbench.results.RunResults;
import dev.rbench.results.StackRun;
import dev.rbench.results.StepRecord;
import dev.rbench.runner.BenchmarkRunner;
import dev.rbench.runner.phase.plan.RunListener;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.service.RbenchHome;
import dev.rbench.runner.stack.AppStack;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A user's app through {@code app:} and {@code variants:}, end to end: {@link WaitingApp} started as an external process
 * per variant, measured and modelled, on our databases. How it is started, stopped and fails: {@link AppLifecycleIT}.
 */
class AppRunIT {


    /**
     * How far a step's mean may stand from the model here: far enough apart that the shape is checked (4 waves against
     * one is +150 %), loose enough for a test that shares two cores with other modules' tests (11 % seen). How close the
     * model comes on a quiet machine is a benchmark's figure (docs/results.md), not a test's.
     */
    private static final double MODEL_SHAPE = 0.25;

    @TempDir
    Path dir;

    @Test
    void platformVariantQueuesInWavesVirtualStaysFlatAndTheModelFollows() throws Exception {
        Scenario s = scenario("""
                name: app-waves
                app: {command: %s, ready: /ready}
                variants:
                  platform: {args: ["platform:10", "500", "0"], kind: blocking, threads: 10}
                  virtual: {args: [virtual, "500", "0"], kind: virtual}
                  unknown: {args: [virtual, "500", "0"]}
                path: /work
                expect: {status: 200, contains: done}
                workload: {burst: {users: [10, 40], ramp: 0s}}
                warmupUsers: 5
                warmupDuration: 1s
                warmupUntilQuiet: 0
                pauseBetweenSteps: 200ms
                """.formatted(command()));
        assertEquals(List.of("platform", "virtual", "unknown"), s.stacks());
        RunResults results = new BenchmarkRunner(new RbenchHome(dir), new RunListener() { }).run(s, dir.resolve("run"));

        StackRun platform = run(results, "platform");
        StackRun virtual = run(results, "virtual");
        assertNull(platform.failure(), platform.failure());
        StepRecord platform40 = platform.steps().get(1);
        StepRecord virtual40 = virtual.steps().get(1);
        // 40 users on 10 threads: 4 waves of 500 ms, a mean near 1,250 ms; on virtual threads one wave.
        assertTrue(platform40.latencyMs().mean() > 1000, "platform mean " + platform40.latencyMs().mean());
        assertTrue(virtual40.latencyMs().mean() < 700, "virtual mean " + virtual40.latencyMs().mean());
        for (StepRecord step : List.of(platform.steps().get(0), platform40, virtual.steps().get(0), virtual40)) {
            double error = step.latencyMs().mean() / step.model().meanLatencyMs() - 1;
            System.out.printf("waves: %d users, measured %.1f ms, model %.1f ms (%+.1f %%)%n", step.users(), step.latencyMs().mean(),
                    step.model().meanLatencyMs(), error * 100);
            assertTrue(Math.abs(error) < MODEL_SHAPE, step.users() + " users: measured " + step.latencyMs().mean()
                    + " ms, model " + step.model().meanLatencyMs() + " ms");
        }
        StackRun unknown = run(results, "unknown");
        assertNull(unknown.failure());
        assertNull(unknown.steps().get(1).model(), "a variant without kind is measured, not modelled");
        assertEquals(AppStack.NOT_MODELLED, unknown.config().get("model"));
        assertTrue(Files.exists(dir.resolve("run/logs/platform-gc.log")), "a java app gets a GC log");
        assertNoChildren();
    }

    @Test
    void theAppGetsOurDatabaseThroughPlaceholdersAndWaitsOnItsPool() throws Exception {
        Path seed = Files.writeString(dir.resolve("seed.sql"), "CREATE TABLE app_orders (id int);\nINSERT INTO app_orders VALUES (1), (2);\n");
        // The JDBC driver is on the tests' class path: the app reads the embedded PostgreSQL through the proxy.
        Scenario s = scenario("""
                name: app-db
                app:
                  command: ["java", "-cp", "%s", "%s", "{port}", "platform:20", "200", "0"]
                  ready: /ready
                  env: {DB_URL: "{postgres.jdbcUrl}", DB_USER: "{postgres.user}", DB_PASSWORD: "{postgres.password}", DB_POOL: "5",
                        DB_COUNT_TABLE: app_orders}
                  seed: "%s"
                variants:
                  pooled: {kind: blocking, threads: 20, pool: 5}
                backend: {postgres: {latency: 2ms}}
                path: /work
                expect: {contains: "\\"waited\\":\\"db, 2 rows\\""}
                workload: {burst: {users: [20], ramp: 0s}}
                warmupUsers: 2
                warmupDuration: 1s
                warmupUntilQuiet: 0
                """.formatted(System.getProperty("java.class.path"), WaitingApp.class.getName(), seed));
        // While the app runs, what reached it: the password in its environment, and its command line.
        Map<String, String> seen = new java.util.concurrent.ConcurrentHashMap<>();
        RunListener spy = new RunListener() {
            @Override
            public void phaseFinished(String stack, dev.rbench.runner.phase.plan.LoadRole load, StepRecord record) {
                ProcessHandle.current().descendants().filter(p -> cmdline(p.pid()).contains(WaitingApp.class.getName()))
                        .forEach(p -> {
                            try {
                                String environ = Files.readString(Path.of("/proc/" + p.pid() + "/environ"));
                                java.util.Arrays.stream(environ.split("\0")).filter(e -> e.startsWith("DB_PASSWORD="))
                                        .forEach(e -> seen.put("password", e.substring("DB_PASSWORD=".length())));
                                seen.put("cmdline", Files.readString(Path.of("/proc/" + p.pid() + "/cmdline")));
                            } catch (java.io.IOException e) {
                                throw new java.io.UncheckedIOException(e);
                            }
                        });
            }
        };
        RunResults results = new BenchmarkRunner(new RbenchHome(dir), spy).run(s, dir.resolve("run"));
        StackRun pooled = run(results, "pooled");
        assertNull(pooled.failure(), pooled.failure());
        StepRecord step = pooled.steps().getFirst();
        // 20 users on a pool of 5: 4 waves of ~200 ms, a mean near 500 ms, as the model says from N.
        assertTrue(step.latencyMs().mean() > 400, "mean " + step.latencyMs().mean());
        double error = step.latencyMs().mean() / step.model().meanLatencyMs() - 1;
        System.out.printf("pool: 20 users, measured %.1f ms, model %.1f ms (%+.1f %%)%n", step.latencyMs().mean(),
                step.model().meanLatencyMs(), error * 100);
        assertTrue(Math.abs(error) < MODEL_SHAPE, "measured " + step.latencyMs().mean() + " ms, model " + step.model().meanLatencyMs());
        // Its two statements a request (the wait, the count), once each, as pg_stat_statements counted them.
        dev.rbench.results.QueryCounts queries = step.database().queries();
        assertEquals(2.0, queries.queriesPerRequest(), queries.toString());
        assertEquals(List.of("SELECT count(*) FROM app_orders", "SELECT pg_sleep($1)"),
                queries.statements().stream().map(dev.rbench.results.QueryCounts.StatementCalls::statement).toList());
        assertTrue(queries.statements().stream().allMatch(q -> q.callsPerRequest() == 1.0), queries.toString());
        String password = seen.get("password");
        assertTrue(password != null && password.length() >= 8, "the app got the password in its environment: " + seen.keySet());
        assertTrue(!seen.get("cmdline").contains(password), "never on its command line");
        for (String file : List.of("results.json", "summary.md", "report.html")) {
            assertTrue(!Files.readString(dir.resolve("run").resolve(file)).contains(password), "not in " + file);
        }
        assertNoChildren();
    }

    @Test
    void aJsonSeedIsInsertedIntoOurMongoDbForTheApp() throws Exception {
        Path seed = Files.writeString(dir.resolve("orders.json"), """
                {"database": "shop", "collections": {"orders": [{"_id": 1, "item": "tea"}, {"_id": 2, "item": "cups"},
                 {"_id": {"$numberLong": "3"}, "placed": {"$date": "2026-11-26T00:00:00Z"}}]}}
                """);
        Scenario s = scenario("""
                name: app-mongo
                app:
                  command: ["java", "-cp", "%s", "%s", "{port}", "virtual", "20", "0"]
                  ready: /ready
                  env: {MONGO_URI: "{mongo.uri}", MONGO_COUNT: shop.orders}
                  seed: "%s"
                variants:
                  virtual: {kind: virtual}
                backend: {mongo: {latency: 1ms}}
                path: /work
                expect: {contains: "mongo, 3 documents"}
                workload: {burst: {users: [2], ramp: 0s}}
                warmupUsers: 0
                """.formatted(System.getProperty("java.class.path"), WaitingApp.class.getName(), seed));
        RunResults results = new BenchmarkRunner(new RbenchHome(dir), RunListener.SILENT).run(s, dir.resolve("run"));
        StackRun virtual = run(results, "virtual");
        assertNull(virtual.failure(), virtual.failure());
        assertEquals(2, virtual.steps().getFirst().ok());
        // Its countDocuments, an aggregate, by the server's own opcounters: one query a request.
        dev.rbench.results.QueryCounts queries = virtual.steps().getFirst().database().queries();
        assertEquals("serverStatus opcounters of mongo-java-server", queries.counter());
        assertEquals(1.0, queries.queriesPerRequest(), queries.toString());
        assertEquals("query (find, aggregate)", queries.statements().getFirst().statement());
        assertNoChildren();
        // A .json seed without MongoDB, or a .sql one without PostgreSQL, is refused when the file is loaded.
        String wrong = assertThrows(dev.rbench.runner.scenario.ScenarioException.class,
                () -> scenario("name: x\napp: {command: [java], seed: \"" + seed + "\"}\nbackend: {postgres: {}}\n")).getMessage();
        assertTrue(wrong.contains("a .json seed is inserted into our embedded MongoDB"), wrong);
    }
}
