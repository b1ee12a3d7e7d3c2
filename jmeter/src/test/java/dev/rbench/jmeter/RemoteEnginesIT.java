package dev.rbench.jmeter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.rbench.loadgen.Burst;
import dev.rbench.loadgen.ClosedLoop;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two of JMeter's remote engines share a step: each runs the plan with half the users, the controlling JMeter merges
 * their samples, and every request the server answered is counted once. On loopback addresses of one network stack,
 * and, as root, each engine in a network namespace of its own, so that RMI's addresses and ports cross interfaces as
 * they would between machines.
 */
class RemoteEnginesIT {

    /** JMeter's default registry port; the engine object listens on the next one. */
    private static final int ENGINE_PORT = 1099;

    @TempDir
    Path dir;

    @Test
    void twoEnginesShareAStepAndTheMergedResultCountsEachRequestOnce() throws Exception {
        Path logs = dir.resolve("logs");
        try (DelayServer server = new DelayServer();
             JmeterServer a = JmeterServer.start(JmeterRunIT.HOME, "127.0.0.2", freePortPair(), logs);
             JmeterServer b = JmeterServer.start(JmeterRunIT.HOME, "127.0.0.3", freePortPair(), logs)) {
            shareAStep(server, a, b);
        }
    }

    @Test
    void twoEnginesInNetworkNamespacesOfTheirOwnShareAStepAcrossVethPairs() throws Exception {
        String unavailable = EngineNetworks.unavailable();
        assumeTrue(unavailable.isEmpty(), () -> "engines in network namespaces: " + unavailable);
        Path logs = dir.resolve("logs");
        EngineNetworks networks = EngineNetworks.create(2);
        try (networks) {
            EngineNetworks.Link first = networks.links().get(0);
            EngineNetworks.Link second = networks.links().get(1);
            // The server listens on a root-side veth address only: the engines reach it across their pairs, the second
            // one by its route to the whole range.
            try (DelayServer server = new DelayServer(first.rootAddress());
                 JmeterServer a = JmeterServer.start(JmeterRunIT.HOME, first.engineAddress(), ENGINE_PORT, logs, first.exec());
                 JmeterServer b = JmeterServer.start(JmeterRunIT.HOME, second.engineAddress(), ENGINE_PORT, logs, second.exec())) {
                assertThat(JmeterRun.callbackAddress(a.hostPort())).isEqualTo(first.rootAddress());
                shareAStep(server, a, b);
            }
        }
        assertThat(networks.remaining()).isEmpty();
    }

    private void shareAStep(DelayServer server, JmeterServer a, JmeterServer b) throws InterruptedException {
        PlanTarget target = PlanTarget.get(server.uri("/delay/200"), Duration.ofSeconds(5), Duration.ofSeconds(10));
        JmeterPlan plan = JmeterPlan.of(List.of(new PlanStep("burst-40", new Burst(40, Duration.ofSeconds(1)), Duration.ZERO),
                new PlanStep("closed-6", new ClosedLoop(6, Duration.ofSeconds(2)), Duration.ofMillis(300))), target, 2);
        assertThat(plan.xml()).contains("<intProp name=\"ThreadGroup.num_threads\">20</intProp>")
                .contains("<intProp name=\"ThreadGroup.num_threads\">3</intProp>");
        Path jmx = dir.resolve("plan.jmx");
        plan.write(jmx);
        JmeterRun.Result run = JmeterRun.run(JmeterRunIT.HOME, jmx, dir.resolve("merged.jtl"), dir.resolve("logs"), "jmeter",
                List.of(a.hostPort(), b.hostPort()), Duration.ofMinutes(3));
        Jtl.Contents jtl = Jtl.read(run.jtl(), Jtl.Stamps.AUTO);
        List<JtlSample> burst = jtl.samples().stream().filter(s -> s.label().equals("burst-40")).toList();
        assertThat(burst).hasSize(40).allMatch(JtlSample::success);
        // each engine ran its 20 threads: the merged file names them "<engine host:port>-burst-40 1-k"
        assertThat(burst.stream().collect(Collectors.groupingBy(JtlSample::engine, Collectors.counting())))
                .containsOnly(Map.entry(a.hostPort(), 20L), Map.entry(b.hostPort(), 20L));
        assertThat(burst.stream().map(JtlSample::thread).distinct().count()).isEqualTo(40);
        // every sample came from one of the two engines, and the server answered exactly their sum
        Map<String, Long> perEngine = jtl.samples().stream().collect(Collectors.groupingBy(JtlSample::engine, Collectors.counting()));
        assertThat(perEngine.keySet()).containsExactlyInAnyOrder(a.hostPort(), b.hostPort());
        assertThat(perEngine.values()).allMatch(n -> n > 20);
        assertThat(perEngine.values().stream().mapToLong(Long::longValue).sum()).isEqualTo(server.answered.get());
    }

    /** A port whose successor is free too: the engine's registry and its test object. */
    static int freePortPair() throws Exception {
        for (int i = 0; i < 50; i++) {
            int port;
            try (ServerSocket s = new ServerSocket(0)) {
                port = s.getLocalPort();
            }
            if (port < 65535) {
                try (ServerSocket next = new ServerSocket(port + 1)) {
                    return port;
                } catch (java.io.IOException busy) {
                    // try another
                }
            }
        }
        throw new IllegalStateException("no two consecutive free ports");
    }
}
