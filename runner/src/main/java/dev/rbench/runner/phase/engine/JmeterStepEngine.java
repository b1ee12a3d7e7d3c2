package dev.rbench.runner.phase.engine;

import dev.rbench.jmeter.JmeterException;
import dev.rbench.jmeter.JmeterHome;
import dev.rbench.jmeter.JmeterPlan;
import dev.rbench.jmeter.JmeterRun;
import dev.rbench.jmeter.Jtl;
import dev.rbench.jmeter.JtlSample;
import dev.rbench.jmeter.JtlStep;
import dev.rbench.jmeter.PlanStep;
import dev.rbench.jmeter.PlanTarget;
import dev.rbench.loadgen.ClosedLoop;
import dev.rbench.loadgen.ProgressListener;
import dev.rbench.loadgen.StepResult;
import dev.rbench.loadgen.Workload;
import dev.rbench.runner.phase.measure.LoadMeasurement;
import dev.rbench.runner.phase.measure.StepEngine;
import dev.rbench.runner.phase.measure.StepEngineException;
import dev.rbench.runner.phase.output.ResultsNotWritableException;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Each step fired by Apache JMeter: the step written as a plan ({@code jmeter/<stack>-<step>.jmx}), run by JMeter in
 * its own JVM here or on its remote engines, its JTL ({@code jmeter/<stack>-<step>.jtl}, kept) read back into the
 * step's result. JMeter's log and console go to {@code logs/}.
 *
 * <p>Each step is a fresh JMeter JVM, so the plan first warms JMeter itself: a short closed loop at the scenario's
 * warm-up path (no delay) loads its classes and JITs its HTTP client; those samples are not the step's.
 */
public record JmeterStepEngine(JmeterHome home, List<String> remote, Path outDir, Duration connectTimeout, Duration requestTimeout,
                               String warmupPath) implements StepEngine {

    static final String WARMUP_LABEL = "jmeter warm-up";
    private static final Duration WARMUP_DURATION = Duration.ofSeconds(2);
    static final Workload WARMUP = new ClosedLoop(4, WARMUP_DURATION);
    static final Duration AFTER_WARMUP = Duration.ofMillis(500);
    /** JMeter's JVM start and its warm-up, beyond the step's own time and its last request's timeout. */
    private static final Duration START_ALLOWANCE = Duration.ofMinutes(2);

    @Override
    public StepResult run(String stack, String step, URI target, String method, byte[] body, Workload workload, double expected,
                          ProgressListener progress, Runnable loadStarts) throws InterruptedException {
        String name = LoadMeasurement.stepFileName(stack, step, "");
        Path dir = outDir.resolve("jmeter");
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new ResultsNotWritableException(outDir, e);
        }
        PlanTarget planTarget = new PlanTarget(target, method, new String(body, StandardCharsets.UTF_8), connectTimeout, requestTimeout);
        PlanTarget warmTarget = PlanTarget.get(target.resolve(warmupPath), connectTimeout, requestTimeout);
        String label = label(step);
        Path jmx = dir.resolve(name + ".jmx");
        Path log = outDir.resolve("logs").resolve("jmeter-" + name + ".log");
        ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor(Thread.ofPlatform().daemon().factory());
        try {
            JmeterPlan plan = JmeterPlan.of(List.of(new PlanStep(WARMUP_LABEL, WARMUP, Duration.ZERO, warmTarget),
                    new PlanStep(label, workload, AFTER_WARMUP)), planTarget, Math.max(1, remote.size()));
            plan.write(jmx);
            Duration deadline = Duration.ofMillis((long) (expected * 1000)).plus(requestTimeout).plus(START_ALLOWANCE);
            long started = System.nanoTime();
            // JMeter says nothing while it runs; the console's bar follows the clock against the step's expected time.
            ticker.scheduleAtFixedRate(() -> progress.onProgress(0, Math.min(0.99, (System.nanoTime() - started) / 1e9 / (expected + 4))),
                    500, 500, TimeUnit.MILLISECONDS);
            // The step's group starts after JMeter's warm-up and the pause (an open model a little later); a fault is timed from there.
            long warmupMillis = plan.plannedStarts().get(1).toMillis();
            JmeterRun.Result run = JmeterRun.run(home, jmx, dir.resolve(name + ".jtl"), outDir.resolve("logs"), "jmeter-" + name, remote,
                    deadline, testStartedAt -> ticker.schedule(loadStarts, Math.max(0, testStartedAt + warmupMillis - System.currentTimeMillis()),
                            TimeUnit.MILLISECONDS));
            List<JtlSample> samples = Jtl.read(run.jtl(), Jtl.Stamps.START).samples().stream().filter(s -> s.label().equals(label)).toList();
            if (samples.isEmpty()) {
                throw new StepEngineException("JMeter sent no request in " + step + "; see " + log, null);
            }
            StepResult result = JtlStep.of(samples, workload.users(), run.cpuPercent(), workload);
            progress.onProgress(result.requests(), 1.0);
            return result;
        } catch (JmeterException | IllegalArgumentException e) {
            throw new StepEngineException("JMeter: " + e.getMessage(), e);
        } finally {
            ticker.shutdownNow();
        }
    }

    /** The label JMeter writes on every sample: the step's, without the characters a CSV label cannot hold. */
    static String label(String step) {
        return step.replaceAll("[,\"\\r\\n]", " ").strip();
    }
}
