package dev.rbench.jmeter;

import dev.rbench.infra.process.ChildProcesses;
import dev.rbench.infra.process.LogTail;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.LongConsumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs a plan with Apache JMeter in its own JVM, in non-GUI mode, as {@code bin/jmeter -n} does: here, or on JMeter's
 * remote engines ({@code -R host:port,...}, which each run the whole plan and send their samples back). Its results
 * file is CSV stamped with each request's start; its log and console output go to the given folder.
 */
public final class JmeterRun {

    /** What JMeter prints when the test is over; JMeter 5.6.3's open model then keeps its JVM alive for a minute. */
    private static final String END_OF_RUN = "... end of run";
    private static final Duration EXIT_GRACE = Duration.ofSeconds(3);
    /** "Starting standalone test @ 2026 Nov 25 17:22:18 UTC (1795627338181)", or the distributed test's line. */
    private static final Pattern TEST_STARTED = Pattern.compile("^Starting .*test.* \\((\\d{12,})\\)\\s*$");
    private static final Pattern FAILED_ENGINE = Pattern.compile("(?:Failed to (?:create|configure|start) engine at|Failed to configure) ?([^\\s:]+(?::\\d+)?)?");

    /** The JTL written, and JMeter's CPU over its run in % of one core. */
    public record Result(Path jtl, double cpuPercent) {
    }

    private JmeterRun() {
    }

    /** The JMeter properties every run sets: CSV with a header, start stamps in ms, the columns import reads. */
    public static List<String> resultProperties() {
        return List.of("-Jsampleresult.timestamp.start=true", "-Jjmeter.save.saveservice.output_format=csv",
                "-Jjmeter.save.saveservice.print_field_names=true", "-Jjmeter.save.saveservice.timestamp_format=ms",
                "-Jjmeter.save.saveservice.thread_name=true", "-Jjmeter.save.saveservice.hostname=true",
                // No shutdown port: several JMeters on one machine (tests, engines) would race for 4445.
                "-Jjmeterengine.nongui.port=0");
    }

    /**
     * @param remote   host:port of each remote engine; empty runs the plan in the JMeter started here
     * @param deadline how long the whole run may take before JMeter is stopped and the run fails
     */
    public static Result run(JmeterHome home, Path plan, Path jtl, Path logDir, String name, List<String> remote, Duration deadline)
            throws InterruptedException {
        return run(home, plan, jtl, logDir, name, remote, deadline, started -> {
        });
    }

    /** @param testStarted called once with the epoch milliseconds at which JMeter says its test started */
    public static Result run(JmeterHome home, Path plan, Path jtl, Path logDir, String name, List<String> remote, Duration deadline,
                             LongConsumer testStarted) throws InterruptedException {
        home.checked();
        Path log = logDir.resolve(name + ".log");
        Path console = logDir.resolve(name + ".out");
        try {
            Files.createDirectories(logDir);
            Files.deleteIfExists(jtl);
        } catch (IOException e) {
            throw new JmeterException("cannot prepare " + logDir + ": " + e.getMessage(), e);
        }
        List<String> command = new ArrayList<>(List.of(javaCommand(), "-Xms512m", "-Xmx2g", "-Xss256k"));
        if (!remote.isEmpty()) {
            // The engines call back with their samples at the address RMI advertises, by default the host name's
            // address, which an engine on another network may not reach: advertise the one this machine sends from.
            command.add("-Djava.rmi.server.hostname=" + callbackAddress(remote.getFirst()));
        }
        command.addAll(List.of("-jar", home.launcher().toString(), "-n", "-t", plan.toString(), "-l", jtl.toString(), "-j", log.toString()));
        command.addAll(resultProperties());
        if (!remote.isEmpty()) {
            command.addAll(List.of("-R", String.join(",", remote), "-Jserver.rmi.ssl.disable=true", "-Jclient.continue_on_fail=false"));
        }
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).directory(logDir.toFile());
        Process process;
        try {
            process = ChildProcesses.start(builder);
        } catch (IOException e) {
            throw new JmeterException("cannot start JMeter (" + command.getFirst() + "): " + e.getMessage(), e);
        }
        long started = System.nanoTime();
        CompletableFuture<List<String>> output = CompletableFuture.supplyAsync(() -> copyUntilEnd(process, console, testStarted));
        try {
            List<String> lines = output.get(deadline.toNanos(), TimeUnit.NANOSECONDS);
            double cpu = cpuPercent(process, started);
            if (!process.waitFor(EXIT_GRACE.toMillis(), TimeUnit.MILLISECONDS)) {
                // The test is over and the JTL closed; only JMeter's idle thread pool is left.
                ChildProcesses.stop(process, EXIT_GRACE);
            }
            failedEngine(lines, remote);
            if (!lines.contains(END_OF_RUN) || !Files.isRegularFile(jtl)) {
                throw new JmeterException("JMeter did not complete the plan (exit " + exit(process) + "); see " + log + " and " + console + ":\n"
                        + LogTail.lastLines(console, 15));
            }
            return new Result(jtl, cpu);
        } catch (TimeoutException e) {
            ChildProcesses.stop(process, EXIT_GRACE);
            throw new JmeterException("JMeter did not finish within " + deadline.toSeconds() + " s and was stopped; see " + log);
        } catch (ExecutionException e) {
            ChildProcesses.stop(process, EXIT_GRACE);
            throw new JmeterException("cannot read JMeter's output: " + e.getCause(), e);
        } catch (InterruptedException e) {
            ChildProcesses.stop(process, EXIT_GRACE);
            throw e;
        }
    }

    /** A message naming the remote engine JMeter could not reach. */
    private static void failedEngine(List<String> lines, List<String> remote) {
        for (String line : lines) {
            Matcher m = FAILED_ENGINE.matcher(line);
            boolean named = m.find();
            if (named || line.contains("java.rmi.ConnectException")) {
                String engine = named && m.group(1) != null ? m.group(1) : String.join(",", remote);
                throw new JmeterException("JMeter's remote engine " + engine + " cannot be reached (" + line.trim()
                        + "): is jmeter-server running there with server.rmi.ssl.disable=true and its port open?");
            }
        }
    }

    private static String exit(Process process) {
        return process.isAlive() ? "still running" : Integer.toString(process.exitValue());
    }

    private static double cpuPercent(Process process, long startedNanos) {
        double wall = (System.nanoTime() - startedNanos) / 1e9;
        return process.toHandle().info().totalCpuDuration().map(d -> wall > 0 ? 100.0 * d.toNanos() / 1e9 / wall : 0.0).orElse(0.0);
    }

    /** JMeter's console to a file, line by line, until it says the run is over or exits. */
    private static List<String> copyUntilEnd(Process process, Path console, LongConsumer testStarted) {
        List<String> lines = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
             PrintWriter out = new PrintWriter(Files.newBufferedWriter(console, StandardCharsets.UTF_8), true)) {
            String line;
            while ((line = in.readLine()) != null) {
                out.println(line);
                lines.add(line.strip());
                Matcher started = TEST_STARTED.matcher(line);
                if (started.find()) {
                    testStarted.accept(Long.parseLong(started.group(1)));
                }
                if (line.strip().equals(END_OF_RUN)) {
                    break;
                }
            }
            return lines;
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /**
     * The address of this machine on its route to the engine at {@code hostPort}: where that engine can reach the
     * controller back. 127.0.0.1 for an engine on a loopback address.
     */
    static String callbackAddress(String hostPort) {
        String host = hostPort.contains(":") ? hostPort.substring(0, hostPort.lastIndexOf(':')) : hostPort;
        int port = hostPort.contains(":") ? Integer.parseInt(hostPort.substring(hostPort.lastIndexOf(':') + 1)) : 1099;
        // A datagram socket's connect sends nothing: it only asks the kernel which source address the route uses.
        try (java.net.DatagramSocket probe = new java.net.DatagramSocket()) {
            probe.connect(new java.net.InetSocketAddress(host, port));
            return probe.getLocalAddress().getHostAddress();
        } catch (IOException | IllegalArgumentException e) {
            throw new JmeterException("no route from this machine to the remote engine " + hostPort + ": " + e.getMessage(), e);
        }
    }

    /** The java running this tool: JMeter 5.6.3 runs on 17 and 25 alike. */
    static String javaCommand() {
        return ProcessHandle.current().info().command().orElse("java");
    }
}
