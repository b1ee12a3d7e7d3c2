package dev.rbench.jmeter;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.loadgen.Burst;
import dev.rbench.loadgen.ClosedLoop;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two of JMeter's remote engines on their own loopback addresses share a step: each runs the plan with half the
 * users, the controlling JMeter merges their samples, and every request the server answered is counted once.
 */
class RemoteEnginesIT {

    @TempDir
    Path dir;

    @Test
    void twoEnginesShareAStepAndTheMergedResultCountsEachRequestOnce() throws Exception {
        Path logs = dir.resolve("logs");
        try (DelayServer server = new DelayServer();
             JmeterServer a = JmeterServer.start(JmeterRunIT.HOME, "127.0.0.2", freePortPair(), logs);
             JmeterServer b = JmeterServer.start(JmeterRunIT.HOME, "127.0.0.3", freePortPair(), logs)) {
            PlanTarget target = PlanTarget.get(server.uri("/delay/200"), Duration.ofSeconds(5), Duration.ofSeconds(10));
            JmeterPlan plan = JmeterPlan.of(List.of(new PlanStep("burst-40", new Burst(40, Duration.ofSeconds(1)), Duration.ZERO),
                    new PlanStep("closed-6", new ClosedLoop(6, Duration.ofSeconds(2)), Duration.ofMillis(300))), target, 2);
            assertThat(plan.xml()).contains("<intProp name=\"ThreadGroup.num_threads\">20</intProp>")
                    .contains("<intProp name=\"ThreadGroup.num_threads\">3</intProp>");
            Path jmx = dir.resolve("plan.jmx");
            plan.write(jmx);
            JmeterRun.Result run = JmeterRun.run(JmeterRunIT.HOME, jmx, dir.resolve("merged.jtl"), logs, "jmeter", List.of(a.hostPort(),
                    b.hostPort()), Duration.ofMinutes(3));
            Jtl.Contents jtl = Jtl.read(run.jtl(), Jtl.Stamps.AUTO);
            List<JtlSample> burst = jtl.samples().stream().filter(s -> s.label().equals("burst-40")).toList();
            assertThat(burst).hasSize(40).allMatch(JtlSample::success);
            assertThat(jtl.samples()).hasSize((int) server.answered.get());
            // both engines' threads are in the merged file: 20 threads each, named "<group> 1-k" on each engine
            // each engine ran its 20 threads: the merged file names them "127.0.0.2:port-burst-40 1-k"
            assertThat(burst.stream().collect(java.util.stream.Collectors.groupingBy(JtlSample::engine, java.util.stream.Collectors.counting())))
                    .containsOnly(java.util.Map.entry(a.hostPort(), 20L), java.util.Map.entry(b.hostPort(), 20L));
            assertThat(burst.stream().map(JtlSample::thread).distinct().count()).isEqualTo(40);
        }
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
