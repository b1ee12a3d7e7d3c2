package dev.rbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.infra.cgroup.CgroupProbe;
import dev.rbench.runner.service.RbenchHome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Runs the packaged rbench CLI as a user would, interrupts it mid-step (Ctrl-C is SIGINT; a plain
 * kill is SIGTERM) and checks that no service JVM outlives it, that the steps measured so far are
 * on disk with the rest recorded as not run ("interrupted"), and that the report was rendered.
 */
class NoOrphansIT {

    @ParameterizedTest
    @ValueSource(strings = {"INT", "TERM"})
    void interruptedRunLeavesNoServiceBehind(String signal, @TempDir Path out) throws Exception {
        interruptRun(signal, out, List.of());
    }

    /**
     * Under limits each service has a cgroup: the interrupted run removes them once the services are stopped. One
     * signal is enough here: both reach the same shutdown path, which the test above takes with each.
     */
    @Test
    void interruptedLimitedRunLeavesNoCgroupBehind(@TempDir Path out) throws Exception {
        String signal = "TERM";
        CgroupProbe.Result probe = CgroupProbe.probe();
        Assumptions.assumeTrue(probe instanceof CgroupProbe.Found, () -> "no writable cgroup here (" + probe + ")");
        long pid = interruptRun(signal, out, List.of("--cpus", "0.5", "--memory", "512"));
        String prefix = "rbench-" + pid + "-";
        for (Path base : ((CgroupProbe.Found) probe).driver().bases()) {
            try (var children = Files.list(base)) {
                assertThat(children.map(p -> p.getFileName().toString())).as(base.toString()).noneMatch(n -> n.startsWith(prefix));
            }
        }
        assertThat(Files.readString(out.resolve("results.json"))).contains("\"throttledPeriods\"");
    }

    /** Starts a run, interrupts it with {@code signal} in its second step, checks what it left; returns rbench's pid. */
    private static long interruptRun(String signal, Path out, List<String> extraArgs) throws Exception {
        // A shell that starts a job in the background makes it ignore SIGINT, and the JVM keeps that;
        // Ctrl-C cannot reach such a process at all, so there is nothing to test there.
        Assumptions.assumeFalse(signal.equals("INT") && sigintIgnored(), "SIGINT is ignored in this process tree");
        Path home = RbenchHome.locate().dir();
        Path jar = home.resolve("cli/target/rbench.jar");
        assertThat(jar).as("packaged CLI").exists();
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        // Its own temporary folder, where each service's temporary folder (Tomcat's base among them) is made.
        Path tmp = Files.createDirectories(out.resolve("tmp"));
        List<String> cmd = new java.util.ArrayList<>(List.of(java, "-Drbench.home=" + home, "-Djava.io.tmpdir=" + tmp,
                "-jar", jar.toString(), "run", "seed-delay", "--quick", "--stacks", "reactive,blocking", "--users", "1,20",
                "--delay", "3s", "--set", "warmupUsers=0", "--model", "false", "--out", out.toString()));
        cmd.addAll(extraArgs);
        Process rbench = new ProcessBuilder(cmd)
                .redirectErrorStream(true).redirectOutput(out.resolve("rbench.log").toFile()).start();
        try {
            List<ProcessHandle> services = awaitService(rbench, Duration.ofSeconds(60));
            assertThat(services).as("a service JVM was started").isNotEmpty();
            try (var made = Files.list(tmp)) {
                assertThat(made.map(p -> p.getFileName().toString())).anyMatch(n -> n.startsWith("rbench-service-"));
            }
            // The first step (1 user) is saved once it ends; then the second (20 users, 3 s) is in flight.
            awaitContent(out.resolve("results.json"), "\"wallSeconds\"", Duration.ofSeconds(60));
            Thread.sleep(1000);
            new ProcessBuilder("kill", "-" + signal, Long.toString(rbench.pid())).start().waitFor();
            assertThat(rbench.waitFor(30, TimeUnit.SECONDS)).as("rbench exits after SIG" + signal).isTrue();
            for (ProcessHandle service : services) {
                service.onExit().get(15, TimeUnit.SECONDS);
                assertThat(service.isAlive()).as("service " + service.pid()).isFalse();
            }
            // The interrupt reached the run: the rest recorded as not run, the report drawn once, on the way out.
            assertThat(Files.readString(out.resolve("results.json"))).contains("\"complete\" : false")
                    .contains("\"failure\" : \"interrupted\"");
            assertThat(out.resolve("report.html")).as("report rendered on the interrupt").exists();
            try (var left = Files.list(tmp)) {
                assertThat(left.map(p -> p.getFileName().toString())).as("the services' temporary folders")
                        .noneMatch(n -> n.startsWith("rbench-service-"));
            }
            return rbench.pid();
        } finally {
            rbench.descendants().forEach(ProcessHandle::destroyForcibly);
            rbench.destroyForcibly();
        }
    }

    /** With repeats every stack's service is alive at once: a kill must stop all of them. */
    @Test
    void interruptedRepeatedRunStopsEveryLiveService(@TempDir Path out) throws Exception {
        Path home = RbenchHome.locate().dir();
        Path jar = home.resolve("cli/target/rbench.jar");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process rbench = new ProcessBuilder(java, "-Drbench.home=" + home, "-jar", jar.toString(),
                "run", "seed-delay", "--quick", "--stacks", "reactive,blocking", "--users", "1,20", "--repeat", "3",
                "--delay", "3s", "--set", "warmupUsers=0", "--model", "false", "--out", out.toString())
                .redirectErrorStream(true).redirectOutput(out.resolve("rbench.log").toFile()).start();
        try {
            awaitContent(out.resolve("results.json"), "\"wallSeconds\"", Duration.ofSeconds(90));
            List<ProcessHandle> services = rbench.descendants()
                    .filter(p -> p.info().commandLine().orElse("").contains("rbench-service")).toList();
            assertThat(services).as("both stacks' services alive during the repeats").hasSize(2);
            new ProcessBuilder("kill", "-TERM", Long.toString(rbench.pid())).start().waitFor();
            assertThat(rbench.waitFor(30, TimeUnit.SECONDS)).as("rbench exits after SIGTERM").isTrue();
            for (ProcessHandle service : services) {
                service.onExit().get(15, TimeUnit.SECONDS);
                assertThat(service.isAlive()).as("service " + service.pid()).isFalse();
            }
            assertThat(Files.readString(out.resolve("results.json"))).contains("\"complete\" : false")
                    .contains("\"failure\" : \"interrupted\"").contains("\"repeats\"");
        } finally {
            rbench.descendants().forEach(ProcessHandle::destroyForcibly);
            rbench.destroyForcibly();
        }
    }

    private static List<ProcessHandle> awaitService(Process rbench, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline && rbench.isAlive()) {
            List<ProcessHandle> services = rbench.descendants()
                    .filter(p -> p.info().commandLine().orElse("").contains("rbench-service")).toList();
            if (!services.isEmpty()) {
                return services;
            }
            Thread.sleep(100);
        }
        return List.of();
    }

    /** Bit 2 (SIGINT) of the ignored-signals mask in /proc/self/status, which children inherit. */
    static boolean sigintIgnored() throws Exception {
        for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (line.startsWith("SigIgn:")) {
                return (Long.parseLong(line.substring(7).trim(), 16) & (1L << 1)) != 0;
            }
        }
        return false;
    }

    private static void awaitContent(Path file, String text, Duration timeout) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            if (Files.exists(file) && Files.readString(file).contains(text)) {
                return;
            }
            Thread.sleep(100);
        }
        throw new AssertionError(file + " never contained " + text);
    }
}
