package dev.rbench.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.node.ObjectNode;

/** How close the model came, counted on a recorded run (seed-delay --quick --repeat 5) and on altered copies of it. */
class ModelAccuracyTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static ObjectNode recorded() throws Exception {
        Path file = Path.of(Objects.requireNonNull(ModelAccuracyTest.class.getResource("/seed-delay-quick-repeat5.json")).toURI());
        return (ObjectNode) JSON.readTree(Files.readString(file));
    }

    private static ObjectNode step(ObjectNode file, int run, int step) {
        return (ObjectNode) file.get("runs").get(run).get("steps").get(step);
    }

    private static ModelAccuracy of(ObjectNode file) throws Exception {
        return ModelAccuracy.of(ResultsFile.parse(JSON.writeValueAsString(file), "test").runs()).orElseThrow();
    }

    @Test
    void everyStepOfTheRecordedRunIsWithinAndTheFurthestIsNamed() throws Exception {
        ModelAccuracy a = of(recorded());
        assertThat(a.steps()).isEqualTo(12);
        assertThat(a.throughputWithin()).isEqualTo(12);
        assertThat(a.meanWithin()).isEqualTo(12);
        assertThat(a.furthestThroughput()).isEqualTo(new ModelAccuracy.Miss("reactive", 1, null, null, -0.0411));
        assertThat(a.furthestMean()).isEqualTo(new ModelAccuracy.Miss("reactive", 1, null, null, 0.0427));
    }

    @Test
    void missesAreCountedAtTheirToleranceAndFailedStepsAreNotJudged() throws Exception {
        ObjectNode file = recorded();
        ((ObjectNode) step(file, 0, 3).get("modelError")).put("throughput", -0.36);   // blocking 100: a miss
        ((ObjectNode) step(file, 1, 2).get("modelError")).put("throughput", 0.15);    // virtual 50: at the bound, within
        ((ObjectNode) step(file, 2, 1).get("modelError")).put("meanLatency", 0.2001); // reactive 10: just out on mean
        step(file, 2, 3).put("ok", 99);                                               // reactive 100: a failed request
        ModelAccuracy a = of(file);
        assertThat(a.steps()).isEqualTo(11);
        assertThat(a.throughputWithin()).isEqualTo(10);
        assertThat(a.meanWithin()).isEqualTo(10);
        assertThat(a.furthestThroughput()).isEqualTo(new ModelAccuracy.Miss("blocking", 100, null, null, -0.36));
        assertThat(a.furthestMean().stack() + " " + a.furthestMean().users()).isEqualTo("reactive 10");
    }

    @Test
    void missesOnABusyMachineAreCountedAndBusyStepsWithinAreNot() throws Exception {
        ObjectNode file = recorded();                                                 // every step flagged busy
        ((ObjectNode) step(file, 0, 3).get("modelError")).put("throughput", -0.36);   // blocking 100: a busy miss
        ((ObjectNode) step(file, 1, 2).get("modelError")).put("meanLatency", 0.5);    // virtual 50: a quiet miss
        step(file, 1, 2).putObject("noise").put("busy", false).put("cpus", 2);
        ModelAccuracy a = of(file);
        assertThat(a.steps()).isEqualTo(12);
        assertThat(a.throughputWithin()).isEqualTo(11);
        assertThat(a.meanWithin()).isEqualTo(11);
        assertThat(a.busyMisses()).isEqualTo(1);
        assertThat(of(recorded()).busyMisses()).isZero();
    }

    @Test
    void missesMetAtTheStepsOwnCpuAreTheCalibrationsAndTheRestAreNot() throws Exception {
        ObjectNode file = recorded();
        ObjectNode blocking = (ObjectNode) step(file, 0, 3).get("modelError");
        blocking.put("throughput", -0.30);                                            // blocking 100: met at its own CPU
        blocking.putObject("atStepCpu").put("calibratedCpuMs", 5.0).put("stepCpuMs", 7.2).put("throughput", -0.02)
                .put("meanLatency", 0.03);
        ObjectNode virtual = (ObjectNode) step(file, 1, 2).get("modelError");
        virtual.put("throughput", -0.40);                                             // virtual 50: missed again
        virtual.putObject("atStepCpu").put("calibratedCpuMs", 5.0).put("stepCpuMs", 5.1).put("throughput", -0.38)
                .put("meanLatency", 0.6);
        ObjectNode reactive = (ObjectNode) step(file, 2, 1).get("modelError");         // reactive 10: within, and met again
        reactive.putObject("atStepCpu").put("calibratedCpuMs", 5.0).put("stepCpuMs", 5.0).put("throughput", 0.0)
                .put("meanLatency", 0.0);
        ModelAccuracy a = of(file);
        assertThat(a.throughputWithin()).isEqualTo(10);
        assertThat(a.cpuReadingMisses()).as("only a miss counts, and only where the step's own CPU meets it").isEqualTo(1);
        assertThat(of(recorded()).cpuReadingMisses()).isZero();
        assertThat(ResultsFile.parse(JSON.writeValueAsString(file), "test").runs().getFirst().steps().get(3).modelError()
                .atStepCpu()).isEqualTo(new ModelAtStepCpu(5.0, 7.2, -0.02, 0.03));
    }

    @Test
    void aRunWithoutModelledStepsHasNoAccuracy() throws Exception {
        ObjectNode file = recorded();
        file.get("runs").forEach(run -> run.get("steps").forEach(s -> ((ObjectNode) s).putNull("modelError")));
        assertThat(ModelAccuracy.of(ResultsFile.parse(JSON.writeValueAsString(file), "test").runs())).isEmpty();
        assertThat(ModelAccuracy.of(List.of())).isEmpty();
    }
}
