package dev.rbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A delay run's calibration as the report shows it: the CPU station's s and c / s where the calibration measured one,
 * "none" where it did not, so no ceiling is claimed that the run did not measure; nothing in a run that has no calibration.
 */
class CpuCalibrationTest {

    private static final String RUN = """
            { "schemaVersion": 2,
              "scenario": { "name": "high-concurrency", "stacks": ["blocking", "virtual"], "users": [1900] },
              "runs": [
                { "stack": "blocking", "config": {},
                  "calibration": { "request": "GET /delay/2000", "unloadedCallMs": 2001.2, "cpuMsPerRequest": 3.1, "requests": 4,
                    "cpuUnderLoad": { "users": 32, "pathCpuMsPerRequest": [4.0, 4.1, 3.9], "cpuMsPerRequest": 4.0,
                      "spreadPercent": 5, "stable": true, "busyCores": 0.06,
                      "atSteps": { "users": 1900, "pathCpuMsPerRequest": [0.9, 0.8, 0.9], "cpuMsPerRequest": 0.85,
                        "stable": true, "busyCores": 0.09 } } },
                  "steps": [
                    { "users": 1900, "requests": 1900, "ok": 1900, "failed": false, "throughputRps": 99.9,
                      "latencyMs": { "mean": 9500 },
                      "model": { "throughputRps": 99.9, "meanLatencyMs": 9500,
                        "inputs": { "kind": "blocking", "threads": 200, "callMs": 2000, "calls": 1, "parallel": false } } } ] },
                { "stack": "virtual", "config": {},
                  "calibration": { "request": "GET /delay/2000", "unloadedCallMs": 2001.4, "cpuMsPerRequest": 2.9, "requests": 4,
                    "cpuUnderLoad": { "users": 32, "pathCpuMsPerRequest": [4.0, 4.1, 3.9], "cpuMsPerRequest": 4.0,
                      "spreadPercent": 5, "stable": true, "busyCores": 0.06, "modelCpuMsPerRequest": 0.46,
                      "atSteps": { "users": 1900, "pathCpuMsPerRequest": [0.3, 0.3, 0.3], "cpuMsPerRequest": 0.3,
                        "stable": true, "busyCores": 0.6 } } },
                  "steps": [
                    { "users": 1900, "requests": 1900, "ok": 1900, "failed": false, "throughputRps": 470,
                      "latencyMs": { "mean": 2010 },
                      "model": { "throughputRps": 475, "meanLatencyMs": 2000.5, "cpuCeilingRps": 4347.8,
                        "inputs": { "kind": "virtual", "callMs": 2000, "calls": 1, "parallel": false, "cores": 2.0,
                          "cpuMs": 0.46 } } } ] } ],
              "complete": true }
            """;

    /** An idle modest load ends after two rounds: too few to settle, not "unstable over the last 3". */
    @Test
    void aLoadEndedBeforeThreeRoundsSaysSoAndNotThatItsLastThreeDisagreed() {
        String twoRounds = RUN.replaceFirst("\"pathCpuMsPerRequest\": \\[4.0, 4.1, 3.9\\], \"cpuMsPerRequest\": 4.0,\\s*"
                + "\"spreadPercent\": 5, \"stable\": true", "\"pathCpuMsPerRequest\": [0.31, 0.31], \"cpuMsPerRequest\": 0.31, "
                + "\"spreadPercent\": 0, \"stable\": false");
        String table = CpuCalibration.section(Fixtures.view(Fixtures.json(twoRounds))).orElseThrow().markdown();
        assertThat(table).contains("0.31 (32 users, 2 rounds; too few to settle: 0 % over 2)").doesNotContain("over the last 3");
    }

    @Test
    void theStationIsShownWhereTheCalibrationMeasuredOneAndNoneWhereItDidNot() {
        Results results = Fixtures.view(Fixtures.json(RUN));
        String table = CpuCalibration.section(results).orElseThrow().markdown();
        String blocking = table.lines().filter(l -> l.startsWith("|") && l.contains(" blocking ")).findFirst().orElseThrow();
        String virtual = table.lines().filter(l -> l.startsWith("|") && l.contains(" virtual ")).findFirst().orElseThrow();
        assertThat(blocking).contains("2001.2").contains("2000.0").contains("none").contains("0.85 at 1900 users")
                .doesNotContain("4348");
        assertThat(virtual).contains("0.46").contains("4348").contains("0.30 at 1900 users");
        assertThat(Fixtures.summary(Fixtures.json(RUN))).contains("## Calibration and the CPU station");
        assertThat(Fixtures.html(Fixtures.json(RUN))).contains("id=\"calibration\"");
    }

    @Test
    void aRunWithoutACalibrationHasNoSuchSection() {
        assertThat(CpuCalibration.section(Fixtures.view(Fixtures.seedDelayMeasured()))).isEmpty();
    }
}
