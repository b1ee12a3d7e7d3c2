package dev.rbench.runner.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.rbench.infra.cgroup.CgroupProbe;
import dev.rbench.infra.cgroup.ResourceLimits;
import dev.rbench.results.RunResults;
import dev.rbench.results.StackRun;
import dev.rbench.results.StepRecord;
import dev.rbench.runner.BenchmarkRunner;
import dev.rbench.runner.failure.ServiceException;
import dev.rbench.runner.phase.plan.RunListener;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.ScenarioYaml;
import dev.rbench.runner.service.AppProcess;
import dev.rbench.runner.service.RbenchHome;
import dev.rbench.runner.service.ServiceProcess;
import dev.rbench.runner.stack.AppStack;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A user's app through {@code app:} and {@code variants:}, end to end: {@link WaitingApp} started as
 * an external process per variant, measured, modelled and stopped; and each way an app can fail to
 * start or answer, reported in one line with its log, with no process left behind.
 */
class AppRunIT {

    /**
     * How far a step's mean may stand from the model here: far enough apart that the shape is checked (4 waves against
     * one is +150 %), loose enough for a test that shares two cores with other modules' tests (11 % seen). How close the
     * model comes on a quiet machine is a benchmark's figure (docs/results.md), not a test's.
     */
    private static final double MODEL_SHAPE = 0.25;

    private static final String CLASSES = Path.of(WaitingApp.class.getProtectionDomain().getCodeSource().getLocation().getPath())
            .toString();

    private static final String JAVA = Path.of(System.getProperty("java.home"), "bin", "java").toString();

    @TempDir
    Path dir;

    private static String command(String... extra) {
        List<String> argv = new java.util.ArrayList<>(List.of("java", "-cp", CLASSES, WaitingApp.class.getName(), "{port}"));
        argv.addAll(List.of(extra));
        return "[" + String.join(", ", argv.stream().map(a -> "\"" + a + "\"").toList()) + "]";
    }

    private static Scenario scenario(String yaml) {
        return ScenarioYaml.read(yaml, "app.yaml").build();
    }

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

    @Test
    void aRunningAppIsMeasuredWhereItRunsAndLeftRunning() throws Exception {
        int port;
        try (var socket = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            port = socket.getLocalPort();
        }
        Process app = new ProcessBuilder(JAVA, "-cp", CLASSES, WaitingApp.class.getName(), Integer.toString(port), "virtual", "100", "0")
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        try {
            Scenario s = scenario("""
                    name: app-running
                    app: {url: "http://127.0.0.1:%d", pid: %d}
                    variants: {there: {kind: virtual}}
                    path: /work
                    workload: {burst: {users: [5], ramp: 0s}}
                    warmupUsers: 0
                    readyTimeout: 10s
                    """.formatted(port, app.pid()));
            long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
            while (System.nanoTime() < deadline && !listening(port)) {
                Thread.sleep(100);
            }
            RunResults results = new BenchmarkRunner(new RbenchHome(dir), new RunListener() { }).run(s, dir.resolve("run"));
            StackRun there = run(results, "there");
            assertNull(there.failure(), there.failure());
            StepRecord step = there.steps().getFirst();
            assertEquals(5, step.ok());
            assertTrue(step.sut().threadsMax() > 0, "sampled by the pid given");
            assertTrue(app.isAlive(), "an app rbench did not start is not stopped");
        } finally {
            app.destroyForcibly().waitFor();
        }
        assertNoChildren();
    }

    private static boolean listening(int port) {
        try (var socket = new java.net.Socket(java.net.InetAddress.getLoopbackAddress(), port)) {
            return true;
        } catch (java.io.IOException e) {
            return false;
        }
    }

    /** Limits reach a user's app as they reach our services: its own cgroup from before it starts, removed at the end. */
    @Test
    void anAppUnderAQuarterCoreIsThrottledAndItsCgroupRemoved() throws Exception {
        CgroupProbe.Result probe = CgroupProbe.probe();
        assumeTrue(probe instanceof CgroupProbe.Found, () -> "skipped: no writable cgroup here (" + probe + ")");
        Scenario s = scenario("""
                name: app-limited
                app: {command: %s, ready: /ready}
                variants:
                  virtual: {args: [virtual, "0", "20"], kind: virtual}
                path: /work
                limits: {cpus: 0.25}
                workload: {closed: {users: [4], duration: 4s}}
                warmupUsers: 2
                warmupDuration: 2s
                warmupUntilQuiet: 0
                warmupBurstMax: 0
                """.formatted(command()));
        RunResults results = new BenchmarkRunner(new RbenchHome(dir), new RunListener() { }).run(s, dir.resolve("run"));

        StackRun virtual = run(results, "virtual");
        assertNull(virtual.failure(), virtual.failure());
        StepRecord step = virtual.steps().getFirst();
        assertNotNull(step.limits(), "the step records its cgroup's counters");
        assertEquals(0.25, step.limits().cpus());
        assertTrue(step.limits().throttledPeriods() > 0, "throttled periods " + step.limits().throttledPeriods());
        // Four users spinning want four cores' worth; the quota holds the app's whole tree to a quarter of one.
        assertTrue(step.sut().cpuPercentMean() <= 25 * 1.3, "the app used " + step.sut().cpuPercentMean() + " % of a core");
        assertTrue(step.sut().cpuPercentMean() >= 10, "and was CPU-bound: " + step.sut().cpuPercentMean() + " % of a core");
        String prefix = "rbench-" + ProcessHandle.current().pid() + "-";
        for (Path base : ((CgroupProbe.Found) probe).driver().bases()) {
            try (var children = Files.list(base)) {
                assertTrue(children.noneMatch(p -> p.getFileName().toString().startsWith(prefix)), "a cgroup left in " + base);
            }
        }
        assertNoChildren();
    }

    @Test
    void anAppThatAnswers500IsReportedNotMeasured() throws Exception {
        Scenario s = scenario("""
                name: app-500
                app: {command: %s, ready: /ready}
                variants: {broken: {args: [virtual, "10", "0", error]}}
                path: /work
                workload: {burst: {users: [5], ramp: 0s}}
                warmupUsers: 0
                """.formatted(command()));
        RunResults results = new BenchmarkRunner(new RbenchHome(dir), new RunListener() { }).run(s, dir.resolve("run"));
        StackRun broken = run(results, "broken");
        assertNotNull(broken.failure());
        assertTrue(broken.failure().contains("GET /work answered 500 (expected 200)") && broken.failure().contains("broken.log"),
                broken.failure());
        assertTrue(broken.steps().stream().allMatch(StepRecord::failed));
        assertNoChildren();
    }

    @Test
    void aCommandThatDoesNotExistIsOneLineWithTheLog() {
        assertStartFails(List.of("no-such-app-xyz", "{port}"), "x", "command 'no-such-app-xyz' not found", "x.log");
    }

    @Test
    void anAppThatExitsWhileStartingShowsItsLastLines() {
        assertStartFails(argv("virtual", "10", "0", "exit"), "dies", "exited with code 3 while starting", "dies.log",
                "connection refused");
    }

    @Test
    void anAppThatNeverBecomesReadyIsStoppedAtTheDeadline() {
        assertStartFails(argv("virtual", "10", "0", "never"), "slow", "not ready within 3 s", "status 503", "slow.log");
    }

    @Test
    void anAppThatListensOnAnotherPortIsToldSo() {
        List<String> elsewhere = new java.util.ArrayList<>(argv("virtual", "10", "0"));
        elsewhere.set(elsewhere.indexOf("{port}"), "0");
        assertStartFails(elsewhere, "other", "does the app listen on {port} or $PORT?", "other.log");
    }

    /** With actuator: true an /actuator ready path is asked on the management port, which an app without Actuator never opens. */
    @Test
    void anActuatorReadyPathIsAskedOnTheManagementPort() {
        ServiceException e = assertThrows(ServiceException.class, () -> AppProcess.start(new AppProcess.Launch("plain",
                new AppSource.Command(argv("virtual", "10", "0"), Path.of(""), "/actuator/health", Map.of(), true),
                AppVariant.DEFAULT, 128, Duration.ofSeconds(3), Map.of(), ResourceLimits.NONE), dir));
        for (String part : List.of("GET /actuator/health on the management port", "ConnectException", "spring-boot-starter-actuator",
                "plain.log")) {
            assertTrue(e.getMessage().contains(part), e.getMessage());
        }
        assertNoChildren();
    }

    @Test
    void aStartedAppIsStoppedWithItsWholeGroup() throws Exception {
        // A shell that starts a child of its own: stopping the variant must stop both.
        ServiceProcess app = start(List.of("sh", "-c", "sleep 300 & exec " + JAVA + " -cp " + CLASSES + " " + WaitingApp.class.getName()
                + " $PORT virtual 10 0"), "/ready", "group");
        long group = app.pid();
        assertEquals(200, app.get("/work").statusCode());
        app.close();
        assertNoChildren();
        assertTrue(ProcessHandle.allProcesses().noneMatch(p -> isInGroup(p.pid(), group)), "the group's sleep is gone");
    }

    @Test
    void aKilledRbenchLeavesNoAppBehind() throws Exception {
        // rbench SIGKILLed runs no shutdown hook: the watchdog, in a session of its own, stops the app's group.
        Process rbench = new ProcessBuilder(JAVA, "-cp", System.getProperty("java.class.path"), LaunchAndWait.class.getName(),
                dir.toString(), CLASSES).redirectErrorStream(true).start();
        long group;
        try (var out = new java.io.BufferedReader(new java.io.InputStreamReader(rbench.getInputStream()))) {
            String line = out.readLine();
            while (line != null && !line.startsWith("group ")) {
                line = out.readLine();
            }
            assertNotNull(line, "the launcher printed no group");
            group = Long.parseLong(line.substring("group ".length()));
            assertTrue(ProcessHandle.of(group).isPresent(), "the app runs");
            rbench.destroyForcibly().waitFor();
        }
        long deadline = System.nanoTime() + Duration.ofSeconds(15).toNanos();
        while (ProcessHandle.allProcesses().anyMatch(p -> isInGroup(p.pid(), group)) && System.nanoTime() < deadline) {
            Thread.sleep(200);
        }
        assertTrue(ProcessHandle.allProcesses().noneMatch(p -> isInGroup(p.pid(), group)), "the app's group is gone");
    }

    private static String cmdline(long pid) {
        try {
            return Files.readString(Path.of("/proc/" + pid + "/cmdline"));
        } catch (java.io.IOException e) {
            return "";
        }
    }

    private static boolean isInGroup(long pid, long group) {
        try {
            String stat = Files.readString(Path.of("/proc/" + pid + "/stat"));
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return Long.parseLong(fields[2]) == group;
        } catch (Exception e) {
            return false;
        }
    }

    private static List<String> argv(String... args) {
        List<String> argv = new java.util.ArrayList<>(List.of("java", "-cp", CLASSES, WaitingApp.class.getName(), "{port}"));
        argv.addAll(List.of(args));
        return argv;
    }

    private ServiceProcess start(List<String> argv, String ready, String name) throws InterruptedException {
        return AppProcess.start(new AppProcess.Launch(name, new AppSource.Command(argv, Path.of(""), ready, Map.of(), false),
                AppVariant.DEFAULT, 128, Duration.ofSeconds(3), Map.of(), ResourceLimits.NONE), dir);
    }

    /** Starting the app fails with one message that says each of {@code parts}, and nothing of it is left running. */
    private void assertStartFails(List<String> argv, String name, String... parts) {
        ServiceException e = assertThrows(ServiceException.class, () -> start(argv, "/ready", name));
        for (String part : parts) {
            assertTrue(e.getMessage().contains(part), e.getMessage());
        }
        assertNoChildren();
    }

    private static StackRun run(RunResults results, String stack) {
        return results.runs().stream().filter(r -> r.stack().equals(stack)).findFirst().orElseThrow();
    }

    /** Nothing this JVM started is still running: the apps, their children and their watchdogs. */
    private static void assertNoChildren() {
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        while (ProcessHandle.current().descendants().findAny().isPresent() && System.nanoTime() < deadline) {
            Thread.onSpinWait();
        }
        assertEquals(List.of(), ProcessHandle.current().descendants().map(p -> p.pid() + " " + p.info().commandLine().orElse(""))
                .toList());
    }
}
