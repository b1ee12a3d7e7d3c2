package dev.rbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.ObjectNode;

/** The "Why" section renders what the runner recorded per step, and is absent from files that record none. */
class WhyTest {

    @Test
    void eachStepShowsItsLabelEvidenceAndGcBesideTheModelError() {
        ObjectNode tree = Fixtures.seedDelayMeasured();
        ObjectNode step = step(tree, 0, 0);
        step.set("bottleneck", Fixtures.json("""
                {"resource": "threads", "evidence": "200/200 busy, 800 queued",
                 "alsoSeen": [{"resource": "gc", "evidence": "0.41 s paused of 3.3 s, 5 pauses"}]}"""));
        step.set("gc", Fixtures.json("""
                {"pauses": 5, "pauseMsTotal": 410.0, "pauseMsMax": 120.5, "pausesByKind": {"Young": 5},
                 "collections": 5, "heapAfterMbMax": 180, "pauseSharePercent": 12.42}"""));

        String md = Fixtures.summary(tree);
        assertThat(md).contains("## Why: the limiting resource of every step", Why.INTRO)
                .containsPattern("\\| +threads \\| 200/200 busy, 800 queued \\| GC \\(0.41 s paused of 3.3 s, 5 pauses\\) \\| +12.4 \\| +5 \\| +120.5 \\|");
        String html = Fixtures.html(tree);
        assertThat(html).contains("<h2 id=\"why\">", "<td class=\"text\">threads</td>", "200/200 busy, 800 queued");
    }

    @Test
    void profiledStepsLinkTheirFlameGraphsAndSayWhatWentWrong() {
        ObjectNode tree = Fixtures.seedDelayMeasured();
        step(tree, 0, 1).set("profile",
                Fixtures.json("{\"tool\": \"async-profiler cpu\", \"file\": \"profiles/blocking-10-users.html\"}"));
        step(tree, 1, 1).set("profile",
                Fixtures.json("{\"note\": \"not profiled: jcmd <pid> got no answer\"}"));

        String html = Fixtures.html(tree);
        assertThat(html).contains("<h2 id=\"profiles\">", "<a href=\"profiles/blocking-10-users.html\">async-profiler cpu</a>",
                "not profiled: jcmd &lt;pid&gt; got no answer");
        assertThat(Fixtures.summary(tree)).contains("## Profiles", "async-profiler cpu `profiles/blocking-10-users.html`");
        assertThat(Fixtures.html(Fixtures.seedDelayMeasured())).doesNotContain("id=\"profiles\"");
    }

    @Test
    void aFileWithoutLabelsHasNoWhySection() {
        assertThat(Fixtures.summary(Fixtures.seedDelayMeasured())).doesNotContain("## Why");
        assertThat(Fixtures.html(Fixtures.openRate())).doesNotContain("id=\"why\"");
    }

    @Test
    void memoryPerRequestInFlightIsShownWhereTheRunnerRecordedIt() {
        ObjectNode tree = Fixtures.seedDelayMeasured();
        step(tree, 0, 0).set("memory", Fixtures.json("""
                {"inFlightMax": 10000, "rssMbStart": 300.0, "rssMbMax": 1300.0, "heapAfterMbBefore": 40,
                 "heapAfterMbMax": 1040, "rssKbPerRequest": 102.4, "liveHeapKbPerRequest": 102.4}"""));

        assertThat(Fixtures.summary(tree)).contains("## Memory per request in flight", MemoryPerRequest.INTRO)
                .containsPattern("\\| +10000 \\| +300 → 1300 \\| +102.4 \\| +40 → 1040 \\| +102.4 \\|");
        assertThat(Fixtures.html(tree)).contains("300 → 1300");
        assertSectionOnlyWhereRecorded(tree, "memory");

        // the heap's size, where the GC log gave it: how near the requests in flight brought it to full
        step(tree, 0, 0).set("gc", Fixtures.json("""
                {"pauses": 6, "pauseMsTotal": 5983.4, "pauseMsMax": 1296.5, "pausesByKind": {"Full": 5, "Young": 1},
                 "collections": 6, "heapAfterMbMax": 1040, "pauseSharePercent": 26.2, "heapMb": 1536}"""));
        assertThat(Fixtures.summary(tree)).containsPattern("\\| +40 → 1040 of 1536 \\| +102.4 \\|");
    }

    @Test
    void aFaultsDegradationAndRecoveryAreShownWhereTheRunnerInjectedOne() {
        ObjectNode tree = Fixtures.seedDelayMeasured();
        step(tree, 0, 0).set("fault", Fixtures.json("""
                {"fault": "database slower by 2s for 5s at 12s", "startedAtMs": 12001, "endedAtMs": 17003,
                 "p99MsBefore": 10.5, "p99MsWorst": 4100.0, "failedDuring": 3, "failedAfter": 0,
                 "readyChecks": 10, "readyFailures": 3, "errorsDuring": {"connect": 1, "timeout": 0, "http": 2, "other": 0},
                 "model": {"worstMs": 4020.5, "meanMsDuring": 3000, "backlog": 0, "recoverySeconds": 2.04}}"""));
        step(tree, 0, 0).putArray("moreFaults").add(Fixtures.json("""
                {"fault": "connections reset at 20s", "startedAtMs": 20002, "endedAtMs": 20002, "failedDuring": 4,
                 "failedAfter": 0}"""));

        assertThat(Fixtures.summary(tree)).contains("## Faults: degradation and recovery", Faults.INTRO)
                .containsPattern("database slower by 2s for 5s at 12s \\| +12.0 \\| +10.5 \\| +4100.0 \\| +[0-9.]+ \\| +3 \\(connect 1, http 2\\)"
                        + " \\| +0 \\| not within the step \\| +4021 \\| +2.0 \\| +0 \\| 7/10 \\(3 not ready\\) \\|")
                .containsPattern("connections reset at 20s \\| +20.0 \\| +- \\| +- \\| +[0-9.]+ \\| +4 \\| +0 \\| not within the step \\| +- \\| +- \\| +- \\| +- \\|");
        assertSectionOnlyWhereRecorded(tree, "faults");
    }

    @Test
    void theRunnersSizingIsShownWhereItWroteOne() {
        ObjectNode tree = measuredWith("sizing", """
                {"targetRps": 400, "basis": "the most any stack served in this run (virtual, closed loop: 10 users)",
                 "stacks": [{"stack": "blocking", "threads": 21, "pool": 21, "busyPercent": 80.0, "waitP99Ms": 12.5,
                             "from": "t = 42.0 ms, x = 1", "heapMb": 48},
                            {"stack": "reactive", "reason": "CPU bound: c/s = 310 req/s on 2 cores", "from": "t = 10.0 ms, x = 1"}]}""");
        assertThat(Fixtures.summary(tree)).contains("## Sizing: threads and connections for 400 req/s", "(virtual, closed loop: 10 users)")
                .containsPattern("\\| +blocking \\| +21 \\| +21 \\| +80 \\| +12.5 \\| +48 \\| t = 42.0 ms, x = 1 \\|")
                .contains("cannot: CPU bound: c/s = 310 req/s on 2 cores");
        assertSectionOnlyWhereRecorded(tree, "sizing");
    }

    @Test
    void theModelsAccuracyIsOneSentenceAboveItsTableWhereTheRunnerWroteIt() {
        ObjectNode tree = measuredWith("modelAccuracy", """
                {"steps": 27, "throughputWithin": 22, "meanWithin": 20,
                 "furthestThroughput": {"stack": "blocking", "users": 100, "route": "select <b>", "error": 0.36},
                 "furthestMean": {"stack": "reactive", "users": 500, "rateRps": 250, "error": -0.25}}""");
        String line = "The model met 22 of 27 steps within ±15 % on throughput and 20 of 27 within ±20 % on mean latency"
                + " (the steps that ran without a failed request or a fault). Furthest off: throughput +36.00% (blocking,"
                + " 100 users, select <b>), mean latency -25.00% (reactive, 250 req/s).";
        assertThat(Fixtures.summary(tree)).contains("## Model\n\nMeasured against the analytic model; error % = measured / predicted - 1.\n\n"
                + line + "\n\n");
        assertThat(Fixtures.html(tree)).contains("<p class=\"lede\" id=\"model-accuracy\">" + Html.escape(line) + "</p>")
                .doesNotContain("select <b>");
        assertThat(Fixtures.summary(Fixtures.seedDelayMeasured())).doesNotContain("The model met");
        ((ObjectNode) tree.get("modelAccuracy")).put("busyMisses", 3);
        assertThat(Fixtures.summary(tree)).contains("(the steps that ran without a failed request or a fault; 3 misses ran on a"
                + " busy machine, other processes taking CPU the model gave the service).");
        ((ObjectNode) tree.get("modelAccuracy")).put("cpuReadingMisses", 2);
        assertThat(Fixtures.summary(tree)).contains("mean latency -25.00% (reactive, 250 req/s). 2 misses are the calibration's"
                + " reading of the CPU a request: given the CPU each step spent itself, the model meets them.\n");
    }

    /** The model again at each step's own CPU, where the runner made it: four more columns of the model table. */
    @Test
    void theModelAtEachStepsOwnCpuIsInTheModelTableWhereTheRunnerMadeIt() {
        ObjectNode tree = Fixtures.seedDelayMeasured();
        ((ObjectNode) step(tree, 0, 1).get("modelError")).set("atStepCpu", Fixtures.json("""
                {"calibratedCpuMs": 5.0, "stepCpuMs": 7.25, "throughput": -0.021, "meanLatency": 0.034}"""));
        assertThat(Fixtures.summary(tree)).contains("CPU ms/req model | CPU ms/req step | error % at step's CPU |")
                .containsPattern("\\| +5\\.00 \\| +7\\.25 \\| +-2\\.10% \\| +\\+3\\.40% \\|");
        assertThat(Fixtures.summary(Fixtures.seedDelayMeasured())).doesNotContain("CPU ms/req");
    }

    /** A step's node in the tree, to set on it what the runner would have recorded. */
    private static ObjectNode step(ObjectNode tree, int run, int step) {
        return (ObjectNode) tree.get("runs").get(run).get("steps").get(step);
    }

    /** The measured seed run with {@code field} at its top, as the runner writes it. */
    private static ObjectNode measuredWith(String field, String json) {
        ObjectNode tree = Fixtures.seedDelayMeasured();
        tree.set(field, Fixtures.json(json));
        return tree;
    }

    /** The report has section {@code id} for {@code tree}, and none for the measured seed run, which recorded nothing of it. */
    private static void assertSectionOnlyWhereRecorded(ObjectNode tree, String id) {
        assertThat(Fixtures.html(tree)).contains("<h2 id=\"" + id + "\">");
        assertThat(Fixtures.html(Fixtures.seedDelayMeasured())).doesNotContain("id=\"" + id + "\"");
    }
}
