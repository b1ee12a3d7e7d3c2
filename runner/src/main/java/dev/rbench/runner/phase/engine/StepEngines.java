package dev.rbench.runner.phase.engine;

import dev.rbench.jmeter.JmeterException;
import dev.rbench.jmeter.JmeterHome;
import dev.rbench.jmeter.JmeterPlan;
import dev.rbench.jmeter.PlanStep;
import dev.rbench.jmeter.PlanTarget;
import dev.rbench.loadgen.LoadGenerator;
import dev.rbench.results.EnvironmentInfo;
import dev.rbench.runner.phase.measure.StepEngine;
import dev.rbench.runner.phase.plan.RunPlan;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.service.RbenchHome;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;

/** The engine of a run's steps as its scenario's {@code generator} says, checked before anything starts. */
public final class StepEngines {

    private static final int REACH_TIMEOUT_MS = 5_000;

    private StepEngines() {
    }

    /**
     * Before anything starts: with JMeter, its home must be there and every remote engine answer on its port; a
     * {@link JmeterException} says what to do.
     */
    public static void check(RbenchHome home, Scenario scenario) {
        if (scenario.generator().jmeter()) {
            JmeterHome.built(home.dir()).checked();
            scenario.generator().remote().forEach(StepEngines::reachable);
        }
    }

    /** Ours, or JMeter (checked by {@link #check}). */
    public static StepEngine of(RbenchHome home, Scenario scenario, Path outDir, LoadGenerator generator) {
        if (!scenario.generator().jmeter()) {
            return StepEngine.of(generator);
        }
        return new JmeterStepEngine(JmeterHome.built(home.dir()).checked(), scenario.generator().remote(), outDir, scenario.connectTimeout(),
                scenario.requestTimeout(), scenario.warmupPath());
    }

    /** What results.json says of the engine: JMeter's version, its engines, and where its plans differ from our models. */
    public static EnvironmentInfo.LoadEngineInfo describe(RbenchHome home, Scenario scenario, String toolVersion) {
        if (!scenario.generator().jmeter()) {
            return new EnvironmentInfo.LoadEngineInfo(EnvironmentInfo.LoadEngineInfo.RBENCH, toolVersion, List.of(), true, List.of());
        }
        List<String> remote = scenario.generator().remote();
        List<String> approximations = approximations(scenario, Math.max(1, remote.size()));
        return new EnvironmentInfo.LoadEngineInfo(EnvironmentInfo.LoadEngineInfo.JMETER, JmeterHome.built(home.dir()).version(), remote, false,
                approximations);
    }

    /**
     * Where JMeter's plans of the scenario's steps, shared by {@code engines}, differ from our workload models; each
     * note names its step as the runner does ("100 users").
     */
    static List<String> approximations(Scenario scenario, int engines) {
        List<PlanStep> steps = scenario.plan().stream()
                .map(p -> new PlanStep(JmeterStepEngine.label(RunPlan.stepName(scenario, p)), p.workload(), null)).toList();
        PlanTarget any = PlanTarget.get(URI.create("http://127.0.0.1:1/"), scenario.connectTimeout(), scenario.requestTimeout());
        return JmeterPlan.of(steps, any, engines).approximations();
    }

    private static void reachable(String engine) {
        int colon = engine.lastIndexOf(':');
        String host = engine.substring(0, colon);
        int port = Integer.parseInt(engine.substring(colon + 1));
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(host, port), REACH_TIMEOUT_MS);
        } catch (IOException e) {
            throw new JmeterException("JMeter's remote engine " + engine + " cannot be reached (" + e.getMessage() + "): start jmeter-server"
                    + " there with -Jserver_port=" + port + " -Jserver.rmi.ssl.disable=true (README, \"Beyond one machine\")");
        }
    }
}
