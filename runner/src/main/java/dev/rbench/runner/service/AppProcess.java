package dev.rbench.runner.service;

import dev.rbench.infra.cgroup.Cgroups;
import dev.rbench.infra.cgroup.LimitedProcess;
import dev.rbench.infra.cgroup.ResourceLimits;
import dev.rbench.infra.process.ChildProcesses;
import dev.rbench.runner.app.AppSource;
import dev.rbench.runner.app.AppVariant;
import dev.rbench.runner.app.Placeholders;
import dev.rbench.runner.failure.ServiceException;
import java.io.File;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * A user's app as a {@link ServiceProcess}: one variant started from the scenario's command in a
 * process group of its own ({@code setsid}), on a free loopback port, and stopped as a group — the
 * app is not ours, so it cannot watch rbench itself: a small watchdog process, in its own session,
 * stops the group when rbench dies without running its shutdown hooks (SIGKILL). Or an app already
 * running, reached by URL and never stopped.
 */
public final class AppProcess {

    private static final String SETSID = "/usr/bin/setsid";

    private AppProcess() {
    }

    /** The settings one variant starts with. */
    public record Launch(String name, AppSource.Command app, AppVariant variant, int heapMb, Duration readyTimeout,
                         Map<String, String> backendEnv, ResourceLimits limits) {
    }

    /** Starts the variant and returns once {@code ready} answers 2xx, or throws {@link ServiceException} with its log. */
    public static ServiceProcess start(Launch launch, Path runDir) throws InterruptedException {
        Path log;
        try {
            Path logs = Files.createDirectories(runDir.resolve("logs"));
            // Appended to, as our services' logs are: a variant restarted after dying keeps the death's lines.
            log = logs.resolve(ServiceProcess.fileName(launch.name()) + ".log");
        } catch (IOException e) {
            throw new ServiceException("cannot start the app's " + launch.name() + " variant: " + e.getMessage());
        }
        int port = freePort();
        Map<String, String> values = Placeholders.values(port, launch.backendEnv());
        List<String> argv = new ArrayList<>();
        launch.app().argv().forEach(a -> argv.add(fill(launch, a, values)));
        launch.variant().args().forEach(a -> argv.add(fill(launch, a, values)));
        Path workdir = launch.app().workdir().toAbsolutePath();
        String program = resolve(argv.getFirst(), workdir).orElseThrow(() -> new ServiceException(
                "app " + launch.name() + ": command '" + argv.getFirst() + "' not found (" + (argv.getFirst().contains("/")
                        ? "no executable file " + workdir.resolve(argv.getFirst()) : "not on PATH") + "); see " + log));
        argv.set(0, program);
        JvmApp.adapt(argv, launch.heapMb(), log);
        List<String> cmd = new ArrayList<>(List.of(SETSID));
        cmd.addAll(argv);
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(workdir.toFile()).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        pb.environment().put("PORT", Integer.toString(port));
        launch.app().env().forEach((k, v) -> pb.environment().put(k, fill(launch, v, values)));
        int managementPort = launch.app().actuator() ? freePort() : 0;
        if (managementPort > 0) {
            // Spring Boot's own properties, as environment variables (they win over the app's application.properties):
            // Actuator on a port of its own, served by threads of its own, so a reading is not held up behind the
            // busy request threads it counts; Tomcat's MBeans on, without which Boot publishes no thread gauges.
            pb.environment().putAll(ActuatorMetrics.environment(managementPort));
        }
        Process process;
        LimitedProcess limited;
        long launched = System.nanoTime();
        try {
            // Under limits the variant joins a cgroup of its own before its command starts, as our services do.
            limited = launch.limits().limited() ? Cgroups.forThisRun().start(pb, launch.name(), launch.limits()) : null;
            process = limited != null ? limited.process() : ChildProcesses.start(pb);
        } catch (IOException e) {
            throw new ServiceException("app " + launch.name() + ": cannot start " + argv.getFirst() + ": " + e.getMessage()
                    + "; see " + log);
        }
        // setsid execs the command in the same process (the cgroup's shell execs it too): its pid is the group's id.
        long group = process.pid();
        Runnable removeCgroup = () -> {
            if (limited != null) {
                limited.stop(ChildProcesses.TERMINATE_GRACE);
            }
        };
        Process watchdog;
        try {
            watchdog = watchdog(group);
        } catch (ServiceException e) {
            ChildProcesses.stop(process, ChildProcesses.TERMINATE_GRACE);
            removeCgroup.run();
            throw e;
        }
        ServiceProcess service = new ServiceProcess(process, URI.create("http://127.0.0.1:" + port), group, log,
                JvmApp.isJava(argv) ? JvmApp.gcLog(log) : null, () -> {
                    stopGroup(process, group, watchdog);
                    removeCgroup.run();
                }, limited);
        if (managementPort > 0) {
            service.actuatorAt(URI.create("http://127.0.0.1:" + managementPort + "/actuator"));
        }
        try {
            String ready = launch.app().ready();
            if (launch.app().readyOnManagementPort()) {
                // Boot serves every /actuator path on the management port it was given, and none on the app's own.
                long deadline = System.nanoTime() + launch.readyTimeout().toNanos();
                service.awaitReady(URI.create("http://127.0.0.1:" + managementPort + ready),
                        ready + " on the management port " + managementPort, launch.readyTimeout(), "app " + launch.name());
                service.awaitListening(Duration.ofNanos(Math.max(0, deadline - System.nanoTime())), "app " + launch.name());
            } else {
                service.awaitReady(ready, launch.readyTimeout(), "app " + launch.name());
            }
            service.launched(new LaunchTimes(launched, System.nanoTime(), null));
            return service;
        } catch (ServiceException e) {
            service.close();
            // Alive but never answering on its port: most often it listens on another one.
            boolean refused = e.getMessage().contains("ConnectException");
            if (refused && launch.app().readyOnManagementPort()) {
                // Boot opens the management port only with Actuator on the classpath.
                throw new ServiceException(e.getMessage() + " (nothing answered on the management port " + managementPort
                        + ": is spring-boot-starter-actuator on the app's classpath? Without it leave actuator: true out)");
            }
            throw refused ? new ServiceException(e.getMessage() + " (nothing answered on port " + port
                    + ": does the app listen on {port} or $PORT?)") : e;
        } catch (RuntimeException | InterruptedException e) {
            service.close();
            throw e;
        }
    }

    /** A placeholder the run cannot fill (checked at load time, so a database that did not start) fails the variant. */
    private static String fill(Launch launch, String text, Map<String, String> values) {
        try {
            return Placeholders.fill(text, values);
        } catch (IllegalArgumentException e) {
            throw new ServiceException("app " + launch.name() + ": " + e.getMessage());
        }
    }

    /** An app already running at {@code url}: reached, never started or stopped. */
    public static ServiceProcess attach(AppSource.Running app, Path runDir) {
        ServiceProcess service = new ServiceProcess(null, app.url(), app.pid().orElse(0), runDir.resolve("logs"), null, () -> {
        });
        if (app.actuator()) {
            service.actuatorAt(URI.create(app.url() + "/actuator"));
        }
        return service;
    }

    /**
     * A shell in its own session that waits while rbench and the app's group both live, then stops
     * the group: TERM, and KILL five seconds later. On a normal stop the group is gone first and it
     * simply exits.
     */
    private static Process watchdog(long group) {
        long rbench = ProcessHandle.current().pid();
        String script = "while kill -0 " + rbench + " 2>/dev/null && kill -0 -" + group + " 2>/dev/null; do sleep 1; done;"
                + " kill -TERM -" + group + " 2>/dev/null && sleep 5 && kill -KILL -" + group + " 2>/dev/null; exit 0";
        try {
            return new ProcessBuilder(SETSID, "sh", "-c", script).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
        } catch (IOException e) {
            throw new ServiceException("cannot start the app's watchdog: " + e.getMessage());
        }
    }

    /** SIGTERM to the whole group, SIGKILL to what is left after the grace period; the watchdog ends with it. */
    private static void stopGroup(Process process, long group, Process watchdog) {
        signal("TERM", group);
        ChildProcesses.stop(process, ChildProcesses.TERMINATE_GRACE);
        signal("KILL", group);
        watchdog.destroy();
        try {
            watchdog.waitFor(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        watchdog.destroyForcibly();
    }

    private static void signal(String signal, long group) {
        try {
            new ProcessBuilder("kill", "-s", signal, "--", "-" + group).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor(2, TimeUnit.SECONDS);
        } catch (IOException e) {
            // No kill binary: the process tree is still stopped through ProcessHandle.
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The program as an absolute path: a name is looked up on PATH, a path taken relative to the workdir. */
    static Optional<String> resolve(String program, Path workdir) {
        if (program.contains("/")) {
            Path p = workdir.resolve(program);
            return Files.isRegularFile(p) && Files.isExecutable(p) ? Optional.of(p.toString()) : Optional.empty();
        }
        if (program.equals("java")) {
            // The JDK rbench runs on, as our own services get, unless the user names another by path.
            return Optional.of(ServiceProcess.javaBinary());
        }
        String path = System.getenv().getOrDefault("PATH", "/usr/bin:/bin");
        for (String dir : path.split(File.pathSeparator)) {
            Path p = Path.of(dir.isEmpty() ? "." : dir, program);
            if (Files.isRegularFile(p) && Files.isExecutable(p)) {
                return Optional.of(p.toString());
            }
        }
        return Optional.empty();
    }

    private static int freePort() {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        } catch (IOException e) {
            throw new ServiceException("no free loopback port: " + e.getMessage());
        }
    }
}
