package dev.rbench.runner.service;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.rbench.infra.cgroup.CgroupStats;
import dev.rbench.infra.cgroup.Cgroups;
import dev.rbench.infra.cgroup.LimitedProcess;
import dev.rbench.infra.cgroup.ResourceLimits;
import dev.rbench.infra.cpu.CpuPlacement;
import dev.rbench.infra.jvm.StepProfiler;
import dev.rbench.infra.process.ChildProcesses;
import dev.rbench.infra.process.Folders;
import dev.rbench.infra.process.LogTail;
import dev.rbench.infra.process.PortFileWait;
import dev.rbench.infra.process.ProcSnapshot;
import dev.rbench.protocol.ServiceInfo;
import dev.rbench.protocol.ServiceProperty;
import dev.rbench.results.Startup;
import dev.rbench.runner.backend.BackendSession;
import dev.rbench.runner.backend.DownstreamProcess;
import dev.rbench.runner.failure.ServiceException;
import dev.rbench.runner.stack.StackDefinition;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.function.Consumer;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * One service JVM under test: started with a fixed heap on a free loopback port (under the
 * scenario's limits, in a cgroup of its own it joins before the JVM starts), awaited until it
 * answers its readiness route (against a deadline), asked for its effective configuration, stopped
 * with SIGTERM and then SIGKILL. Its output goes to a log file in the run folder.
 */
public final class ServiceProcess implements DownstreamProcess {

    private static final Duration CONTROL_TIMEOUT = Duration.ofSeconds(5);
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final JsonMapper FACTS_JSON = JsonMapper.builder()
            .changeDefaultPropertyInclusion(include -> include.withValueInclusion(JsonInclude.Include.NON_NULL))
            .build();

    /** Null for an app that runs elsewhere ({@link AppProcess#attach}): nothing to stop. */
    private final Process process;
    private final URI base;
    private final long pid;
    private final Path log;
    private final Path gcLog;
    private final HttpClient http;
    private final Runnable stop;
    /** The process's cgroup under the scenario's limits; null without. */
    private final LimitedProcess limited;
    /** The side port /info named; 0 until /info is read. */
    private volatile int sidePort;
    private static final int NO_SIDE_PORT = -1;
    /** A user's Spring Boot app: where its Actuator answers (a management port of its own); null otherwise. */
    private URI actuator;
    /** When rbench launched the process and it became ready; null for an app it did not start. */
    private LaunchTimes launchTimes;

    /** @param gcLog the JVM's GC log; null when the process is not a JVM we started with one */
    ServiceProcess(Process process, URI base, long pid, Path log, Path gcLog, Runnable stop) {
        this(process, base, pid, log, gcLog, stop, null);
    }

    /** @param limited the process's cgroup under limits; null without */
    ServiceProcess(Process process, URI base, long pid, Path log, Path gcLog, Runnable stop, LimitedProcess limited) {
        this.limited = limited;
        this.process = process;
        this.base = base;
        this.pid = pid;
        this.log = log;
        this.gcLog = gcLog;
        this.http = HttpClient.newBuilder().connectTimeout(CONTROL_TIMEOUT).build();
        this.stop = stop;
    }

    /**
     * Starts a service that is not under test (the downstream a stack calls) and returns once it is
     * ready, or throws {@link ServiceException}; never under the scenario's limits, which are the services' under test.
     */
    public static ServiceProcess start(RbenchHome home, StackDefinition stack, ServiceSettings scenario, Path runDir)
            throws InterruptedException {
        return start(home, stack, scenario, runDir, BackendSession.NONE, ResourceLimits.NONE);
    }

    /**
     * A stack's service pointed at {@code database} (its properties on the command line, its URI in the
     * environment), in a cgroup of its own under {@code limits} unless they are {@link ResourceLimits#NONE}.
     */
    public static ServiceProcess start(RbenchHome home, StackDefinition stack, ServiceSettings scenario, Path runDir,
                                       BackendSession database, ResourceLimits limits) throws InterruptedException {
        try {
            Path logs = Files.createDirectories(runDir.resolve("logs"));
            String file = fileName(stack.name());
            Path log = logs.resolve(file + ".log");
            Path portFile = logs.resolve(file + ".port");
            Files.deleteIfExists(portFile);
            // Before the launch: a cache made now (once a build) is not the service's start-up.
            ServiceJar jar = serviceJar(home, stack, scenario, line -> appendLine(log, line));
            // GC log beside the service log: pauses are the first suspect when a step lags the model.
            Path gcLog = JvmApp.gcLog(log);
            // A folder of its own for the JVM's temporary files, removed when it stops: Tomcat's base folder
            // (tomcat.0.*) outlived every blocking service in java.io.tmpdir, hundreds a day here.
            Path tmp = Files.createTempDirectory("rbench-service-");
            List<String> jvm = new ArrayList<>(List.of(JvmApp.gcLogOption(gcLog), "-Djava.io.tmpdir=" + tmp));
            if (scenario.profile() != Profiling.NONE) {
                jvm.add(StepProfiler.JVM_OPTION);
            }
            // Under a CPU quota the JVM starts without it and is told the processors the quota gives, which its container
            // support would read from the quota; the quota is set again once it is ready. Spring Boot took 26 s to start
            // on a quarter of a core, 5 s without it: nothing of it is measured.
            boolean quotaLiftedForStart = limits.cpus() > 0;
            if (quotaLiftedForStart && !setsProcessors(scenario.serviceJvmOptions())) {
                jvm.add("-XX:ActiveProcessorCount=" + processorsUnderQuota(limits.cpus(), scenario));
            }
            final LimitedProcess limited;
            final Process process;
            final long launched;
            try {
                List<String> cmd = command(stack, jar, scenario, jvm, List.of(
                        "--server.port=0", "--server.address=127.0.0.1",
                        ServiceProperty.arg(ServiceProperty.PORT_FILE, portFile),
                        ServiceProperty.arg(ServiceProperty.PARENT_PID, ProcessHandle.current().pid())));
                cmd.addAll(database.serviceArgs(stack));
                ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true)
                        .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()));
                pb.environment().putAll(database.serviceEnv());
                launched = System.nanoTime();
                limited = limits.limited() ? Cgroups.forThisRun().start(pb, stack.name(), limits, quotaLiftedForStart) : null;
                process = limited != null ? limited.process() : ChildProcesses.start(pb);
            } catch (IOException | RuntimeException e) {
                Folders.deleteTree(tmp); // no process to stop: the folder goes now (a missing jar, a refused cgroup)
                throw e;
            }
            // Under limits the process is stopped with its cgroup, which is then removed.
            Runnable stopProcess = limited != null ? () -> limited.stop(ChildProcesses.TERMINATE_GRACE)
                    : () -> ChildProcesses.stop(process, ChildProcesses.TERMINATE_GRACE);
            Runnable stop = () -> {
                stopProcess.run();
                Folders.deleteTree(tmp);
            };
            try {
                int port = awaitPort(process, portFile, log, scenario.readyTimeout());
                ServiceProcess service = new ServiceProcess(process, URI.create("http://127.0.0.1:" + port), process.pid(), log,
                        gcLog, stop, limited);
                service.awaitReady("/ready", scenario.readyTimeout(), "service");
                service.launchTimes = new LaunchTimes(launched, System.nanoTime(), jar.fromAotCache());
                if (quotaLiftedForStart) {
                    service.cpuQuotaLifted(false);
                }
                return service;
            } catch (RuntimeException | InterruptedException | IOException e) {
                stop.run();
                throw e;
            }
        } catch (IOException e) {
            throw new ServiceException("cannot start the " + stack.name() + " service: " + e.getMessage());
        }
    }

    /**
     * The processors a JVM's container support sees under a quota of {@code cpus}: the quota rounded up, at most the
     * cores the service may run on.
     */
    public static int processorsUnderQuota(double cpus, ServiceSettings scenario) {
        return Math.min((int) Math.ceil(cpus), scenario.placement().serviceCores(CpuPlacement.machineCpus()));
    }

    /** Whether the user's JVM options set the processors themselves. */
    public static boolean setsProcessors(List<String> jvmOptions) {
        return jvmOptions.stream().anyMatch(o -> o.contains("ActiveProcessorCount"));
    }

    /**
     * What a stack's service starts from: its jar's AOT cache (made now if this build has none yet) when the scenario
     * asks for it and gives the service no JVM options of its own, which could make the JVM refuse the cache (another
     * collector, say); else the plain jar. What was done is said to {@code say}.
     */
    public static ServiceJar serviceJar(RbenchHome home, StackDefinition stack, ServiceSettings scenario, Consumer<String> say)
            throws InterruptedException {
        Path jar = home.serviceJar(stack.serviceModule());
        if (!Files.isRegularFile(jar)) {
            throw new ServiceException("service jar " + jar + " is missing; build it with ./rbench build");
        }
        return scenario.serviceAotCache() && scenario.serviceJvmOptions().isEmpty() ? ServiceAotCache.prepare(jar, say)
                : ServiceJar.plain(jar);
    }

    /**
     * The command line of a stack's service JVM: fixed heap, exit (not limp on) when out of memory,
     * then {@code jvmOptions}, the jar (with its AOT cache, if it has one), {@code appArgs} and the stack's own properties.
     */
    public static List<String> command(StackDefinition stack, ServiceJar jar, ServiceSettings scenario, List<String> jvmOptions,
                                       List<String> appArgs) {
        List<String> cmd = new ArrayList<>(scenario.placement().servicePrefix());
        cmd.add(javaBinary());
        if (scenario.serviceHeapMb() > 0) {
            cmd.addAll(List.of("-Xms" + scenario.serviceHeapMb() + "m", "-Xmx" + scenario.serviceHeapMb() + "m"));
        }
        cmd.add("-XX:+ExitOnOutOfMemoryError");
        cmd.addAll(scenario.serviceJvmOptions());
        cmd.addAll(jvmOptions);
        cmd.addAll(jar.jvmOptions());
        cmd.addAll(List.of("-jar", jar.jar().toString()));
        cmd.addAll(appArgs);
        // Every stack gets the same listen backlog, so none meets a full accept queue the others do not.
        cmd.add(ServiceProperty.arg(ServiceProperty.ACCEPT_BACKLOG, scenario.listenBacklog()));
        cmd.addAll(stack.serviceArgs(scenario));
        return cmd;
    }

    /**
     * A stack's name as a file name: a variant's ':' and '+' ({@code blocking:driver}) would end
     * -Xlog's file name early (':' separates its fields) and need quoting in a shell.
     */
    public static String fileName(String stackName) {
        return stackName.replaceAll("[^A-Za-z0-9._-]", "-");
    }

    static String javaBinary() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static int awaitPort(Process process, Path portFile, Path log, Duration timeout) throws InterruptedException {
        try {
            return PortFileWait.await(process, portFile, log, timeout, "service");
        } catch (IllegalStateException e) {
            throw new ServiceException(e.getMessage());
        }
    }

    /** Polls {@code path} until it answers 2xx; {@code what} names the process in messages. */
    void awaitReady(String path, Duration timeout, String what) throws InterruptedException {
        awaitReady(uri(path), path, timeout, what);
    }

    /** Polls {@code at} until it answers 2xx; {@code shown} names it in messages, {@code what} the process. */
    void awaitReady(URI at, String shown, Duration timeout, String what) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        String last = "no answer";
        while (System.nanoTime() < deadline) {
            if (!isAlive()) {
                throw new ServiceException(what + " " + exitDescription() + " while starting; see " + log + lastLines(log));
            }
            try {
                HttpResponse<String> r = get(at);
                if (r.statusCode() / 100 == 2) {
                    return;
                }
                last = "status " + r.statusCode();
            } catch (IOException e) {
                last = e.toString();
            }
            // Often, as the start-up figures count to the first answer (a few ms of CPU a second while it starts).
            Thread.sleep(Startup.READY_POLL_MS);
        }
        throw new ServiceException(what + " not ready within " + timeout.toSeconds() + " s (GET " + shown + ": " + last + "); see " + log);
    }

    /**
     * Waits until the service's own port accepts a connection. Boot's management port can answer before the app's
     * connector is open: ready there is not yet reachable here.
     */
    void awaitListening(Duration timeout, String what) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        URI at = uri("/");
        String last = "no answer";
        while (System.nanoTime() < deadline) {
            if (!isAlive()) {
                throw new ServiceException(what + " " + exitDescription() + " while starting; see " + log + lastLines(log));
            }
            try (var socket = new java.net.Socket()) {
                socket.connect(new java.net.InetSocketAddress(at.getHost(), at.getPort()), 1_000);
                return;
            } catch (IOException e) {
                last = String.valueOf(e.getMessage());
            }
            Thread.sleep(Startup.READY_POLL_MS);
        }
        throw new ServiceException(what + " ready, but port " + at.getPort() + " accepted no connection within " + timeout.toSeconds()
                + " s (" + last + "); see " + log);
    }

    /** GET on the service with a timeout; for control and verification, never for load. */
    public HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return get(uri(path));
    }

    private HttpResponse<String> get(URI at) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(at).timeout(CONTROL_TIMEOUT.plusSeconds(60)).GET().build();
        return http.send(request, HttpResponse.BodyHandlers.ofString());
    }

    /** Any method with a JSON body (empty for none); for verification and calibration, never for load. */
    public HttpResponse<String> send(String method, String path, String body) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(uri(path)).timeout(CONTROL_TIMEOUT.plusSeconds(60))
                .header("content-type", "application/json")
                .method(method, body.isEmpty() ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body))
                .build();
        return http.send(request, HttpResponse.BodyHandlers.ofString());
    }

    /** GET of a JSON answer; throws {@link ServiceException} on any status but 200. */
    public JsonNode getJson(String path) throws IOException, InterruptedException {
        HttpResponse<String> r = get(path);
        if (r.statusCode() != 200) {
            throw new ServiceException("GET " + path + " answered " + r.statusCode() + ": " + r.body());
        }
        return JSON.readTree(r.body());
    }

    /** The service's own account of its configuration ({@code GET /info}); notes the side port it names. */
    public ServiceInfo info() throws IOException, InterruptedException {
        ServiceInfo info = JSON.treeToValue(getJson("/info"), ServiceInfo.class);
        sidePort = info.activityPort() == null ? NO_SIDE_PORT : info.activityPort();
        return info;
    }

    /**
     * The side port {@code /info} names ({@code activityPort}), read once: the verifier reads /info before anything is
     * measured. Empty for a service without one (a user's app, which has no /info).
     */
    public OptionalInt sidePort() throws IOException, InterruptedException {
        if (sidePort == 0) {
            try {
                info();
            } catch (ServiceException e) {
                sidePort = NO_SIDE_PORT;
            }
        }
        return sidePort > 0 ? OptionalInt.of(sidePort) : OptionalInt.empty();
    }

    /**
     * What the runner asks around a step ({@code /pool}, {@code /pool/reset}), on the side port where the service has
     * one: asked on its own port, those requests run through the dispatch code the step measures, and their other
     * controller and return type invalidated its compiled code at every stack's first step ({@code ActivityServer}).
     */
    public URI controlUri(String path) throws IOException, InterruptedException {
        OptionalInt side = sidePort();
        return side.isPresent() ? URI.create("http://127.0.0.1:" + side.getAsInt() + path) : uri(path);
    }

    /** GET of what the runner asks around a step ({@link #controlUri}). */
    public HttpResponse<String> getControl(String path) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(controlUri(path)).timeout(CONTROL_TIMEOUT).GET().build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /** POST with an empty body of what the runner asks around a step ({@link #controlUri}). */
    public HttpResponse<String> postControl(String path) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(controlUri(path)).timeout(CONTROL_TIMEOUT)
                .POST(HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
    }

    /**
     * {@code /info} as JSON again, as results.json records it: the fields the service reported, a
     * block that does not apply (null in the record) left out as the service leaves it out.
     */
    public static JsonNode asJson(ServiceInfo info) {
        return FACTS_JSON.valueToTree(info);
    }

    /** Set once, by whoever started the app, before the process is handed on. */
    void actuatorAt(URI base) {
        this.actuator = base;
    }

    /** Set once, by whoever started the process, when it became ready. */
    void launched(LaunchTimes times) {
        this.launchTimes = times;
    }

    /** When rbench launched the process and it first answered ready; empty for an app running elsewhere, never started here. */
    public Optional<LaunchTimes> launchTimes() {
        return Optional.ofNullable(launchTimes);
    }

    /** The resident memory of the process and its descendants now, in MB; empty where /proc has no such process (or no pid). */
    public OptionalDouble rssMb() {
        if (pid <= 0) {
            return OptionalDouble.empty();
        }
        return ProcSnapshot.readTree(pid).map(s -> OptionalDouble.of(s.rssKb() / 1024.0)).orElse(OptionalDouble.empty());
    }

    /** Where the app's Actuator answers ({@code …/actuator}); empty for our services and apps without one. */
    public Optional<URI> actuator() {
        return Optional.ofNullable(actuator);
    }

    public URI uri(String path) {
        return URI.create(base + path);
    }

    /** The process sampled from /proc; 0 for an app running elsewhere whose pid was not given. */
    public long pid() {
        return pid;
    }

    public int port() {
        return base.getPort();
    }

    public boolean isAlive() {
        if (process != null) {
            return process.isAlive();
        }
        return pid == 0 || ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
    }

    public Path log() {
        return log;
    }

    /** The JVM's GC log ({@code -Xlog:gc}), read per step for its pauses; empty for a process that writes none. */
    public Optional<Path> gcLog() {
        return Optional.ofNullable(gcLog);
    }

    /**
     * Exit code when dead, for failure messages; a kill by the kernel's OOM killer at the memory
     * limit says so ("killed at the 512 MB memory limit (the kernel's OOM killer)"), not just "code 137".
     */
    public String exitDescription() {
        if (isAlive()) {
            return "running";
        }
        if (oomKilled()) {
            return "killed at the " + String.format("%,d", limited.cgroup().limits().memoryMb()) + " MB memory limit (the kernel's OOM killer)";
        }
        return process == null ? "pid " + pid + " is gone" : "exited with code " + process.exitValue();
    }

    /** Whether the kernel's OOM killer ended a process of this service's cgroup. */
    public boolean oomKilled() {
        return limitStats().map(s -> s.oomKills() > 0).orElse(false);
    }

    /** The counters of the service's cgroup now; empty without limits (or when they cannot be read). */
    public Optional<CgroupStats> limitStats() {
        if (limited == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(limited.stats());
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** Starts the cgroup's memory peak afresh (a step's own); false where there is none or the kernel keeps it since the start. */
    public boolean resetMemoryPeak() {
        try {
            return limited != null && limited.resetPeak();
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * Lifts the service's CPU quota, or sets it again; true where there is one to lift. Only the service's start
     * ({@link #start}) and its warm-up ({@code LoadWarmUp}) run without it: every figure is measured under the quota.
     */
    public boolean cpuQuotaLifted(boolean lifted) throws IOException {
        if (limited == null || limited.cgroup().limits().cpus() <= 0) {
            return false;
        }
        limited.cpuQuotaLifted(lifted);
        return true;
    }

    /** The limits the service runs under; empty without. */
    public Optional<ResourceLimits> limits() {
        return Optional.ofNullable(limited).map(l -> l.cgroup().limits());
    }

    @Override
    public void close() {
        stop.run();
        http.close();
    }

    /** A line of rbench's own in the service's log, before the service's output. */
    private static void appendLine(Path log, String line) {
        try {
            Files.writeString(log, line + System.lineSeparator(), java.nio.file.StandardOpenOption.CREATE,
                    java.nio.file.StandardOpenOption.APPEND);
        } catch (IOException e) {
            // The line is a courtesy: the start goes on without it.
        }
    }

    static String lastLines(Path log) {
        return LogTail.lastLines(log, 5);
    }
}
