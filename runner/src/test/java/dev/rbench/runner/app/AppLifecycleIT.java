package dev.rbench.runner.app;

import static dev.rbench.runner.app.AppRuns.CLASSES;
import static dev.rbench.runner.app.AppRuns.JAVA;
import static dev.rbench.runner.app.AppRuns.assertNoChildren;
import static dev.rbench.runner.app.AppRuns.command;
import static dev.rbench.runner.app.AppRuns.run;
import static dev.rbench.runner.app.AppRuns.scenario;
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
import dev.rbench.runner.service.AppProcess;
import dev.rbench.runner.service.RbenchHome;
import dev.rbench.runner.service.ServiceProcess;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A user's app started, limited, stopped and failing: each way an app can fail to start or answer is reported in one
 * line with its log, an app rbench did not start is left running, and no process is left behind.
 */
class AppLifecycleIT {

    @TempDir
    Path dir;

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
                    model: false
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
                model: false
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

    /** Ready on the management port is not yet reachable on the app's own: the start waits for that port too. */
    @Test
    void anAppWhosePortOpensAfterItsManagementPortIsReachableOnceStarted() throws Exception {
        try (ServiceProcess app = AppProcess.start(new AppProcess.Launch("late",
                new AppSource.Command(argv("virtual", "10", "0", "late"), Path.of(""), "/actuator/health", Map.of(), true),
                AppVariant.DEFAULT, 128, Duration.ofSeconds(20), Map.of(), ResourceLimits.NONE), dir)) {
            assertEquals(200, app.get("/ready").statusCode());
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
}
