package dev.rbench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

class RunComparisonTest {

    private final ObjectNode a = Fixtures.seedDelay();
    private final ObjectNode b = Fixtures.seedDelay();

    /** The first step of the first stack that ran without failing: present in any real run. */
    private ObjectNode goodStep(ObjectNode run) {
        for (var step : run.get("runs").get(0).get("steps").values()) {
            if (!step.get("failed").asBoolean() && step.path("requests").asLong() > 0) {
                return (ObjectNode) step;
            }
        }
        throw new IllegalStateException("fixture has no good step");
    }

    @Test
    void identicalRunsHaveNoRegressionsNorMismatches() {
        ComparisonReport report = Fixtures.compare(a, b);
        assertThat(report.inconclusive(0.0)).isEmpty();
        assertThat(report.steps()).isNotEmpty().allSatisfy(s -> assertThat(s.throughputRatio()).isEqualTo(1.0));
        // A step that failed in both runs (the fixture has one) is listed, not compared, and does not
        // make the runs incomparable.
        assertThat(report.mismatches()).isEmpty();
        assertThat(report.notes()).isNotEmpty().allSatisfy(m -> assertThat(m).contains("failed in both runs"));
        assertThat(report.render()).contains("req/s A", "B/A");
    }

    @Test
    void throughputDropOfTwentyPercentIsARegressionAtTenButNotAtTwentyFive() {
        ObjectNode step = goodStep(b);
        double before = step.get("throughputRps").doubleValue();
        step.put("throughputRps", before * 0.8);

        ComparisonReport report = Fixtures.compare(a, b);

        assertThat(report.inconclusive(0.10)).singleElement().satisfies(r -> {
            assertThat(r.metric()).isEqualTo(Regression.Metric.THROUGHPUT);
            assertThat(r.step()).isEqualTo(step.get("users").intValue());
            assertThat(r.axis()).isEqualTo("users");
            assertThat(r.change()).isCloseTo(-0.2, org.assertj.core.data.Offset.offset(1e-9));
            assertThat(r.describe()).contains("throughput fell 20.0%");
        });
        assertThat(report.inconclusive(0.25)).isEmpty();
    }

    @Test
    void p99RiseIsDetected() {
        ObjectNode latency = (ObjectNode) goodStep(b).get("latencyMs");
        latency.put("p99", latency.get("p99").doubleValue() * 1.5);
        assertThat(Fixtures.compare(a, b).inconclusive(0.10)).singleElement()
                .satisfies(r -> assertThat(r.metric()).isEqualTo(Regression.Metric.P99_LATENCY));
        assertThat(Fixtures.compare(a, b).inconclusive(0.60)).isEmpty();
    }

    @Test
    void improvementsAreNotRegressions() {
        goodStep(b).put("throughputRps", goodStep(a).get("throughputRps").doubleValue() * 2);
        assertThat(Fixtures.compare(a, b).inconclusive(0.01)).isEmpty();
    }

    @Test
    void mismatchedStacksAndStepsAreReportedNotCompared() {
        ObjectNode base = SummaryTableTest.small();
        ObjectNode other = SummaryTableTest.small();
        ((ArrayNode) other.get("scenario").get("stacks")).set(1, "virtual");
        ((ObjectNode) other.get("runs").get(1)).put("stack", "virtual");
        ((ArrayNode) other.get("scenario").get("users")).add(1000);

        ComparisonReport report = Fixtures.compare(base, other);

        assertThat(report.mismatches()).contains(
                "reactive: only in A", "virtual: only in B",
                "user steps differ: A [1, 10, 100], B [1, 10, 100, 1000]",
                "blocking, 1000 users: missing in A; missing in B");
        assertThat(report.notes()).contains("blocking, 10 users: failed in both runs", "blocking, 100 users: failed in both runs");
        assertThat(report.steps()).extracting(StepComparison::stack, StepComparison::step)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("blocking", 1.0));
        assertThat(report.render()).contains("Mismatches (not compared):", "- reactive: only in A");
    }

    @Test
    void aStepThatFailsOnlyInTheNewRunIsAMismatchAndOneThatFailsOnlyInTheBaselineANote() {
        ObjectNode step = goodStep(b);
        step.put("failed", true);
        step.put("failure", "service died");
        int users = step.get("users").intValue();
        String stack = b.get("runs").get(0).get("stack").stringValue();
        assertThat(Fixtures.compare(a, b).mismatches()).contains(stack + ", " + users + " users: failed in B");
        assertThat(Fixtures.compare(b, a).mismatches()).isEmpty();
        assertThat(Fixtures.compare(b, a).notes()).contains(stack + ", " + users + " users: failed in A only");
    }

    @Test
    void aStepMissingFromOneRunIsAMismatch() {
        ((ArrayNode) b.get("runs").get(0).get("steps")).remove(0);
        ComparisonReport report = Fixtures.compare(a, b);
        int users = a.get("runs").get(0).get("steps").get(0).get("users").intValue();
        assertThat(report.mismatches()).contains(a.get("runs").get(0).get("stack").stringValue() + ", " + users + " users: missing in B");
    }

    @Test
    void openStepsAreMatchedByOfferedRate() {
        ObjectNode base = Fixtures.openSteps();
        ObjectNode other = Fixtures.openSteps();
        ObjectNode reactive400 = (ObjectNode) other.get("runs").get(1).get("steps").get(2);
        reactive400.put("throughputRps", 300.0);

        ComparisonReport report = Fixtures.compare(base, other);

        assertThat(report.mismatches()).isEmpty();
        assertThat(report.steps()).extracting(StepComparison::stack, StepComparison::step)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("blocking", 100.0), org.assertj.core.groups.Tuple.tuple("blocking", 200.0),
                        org.assertj.core.groups.Tuple.tuple("blocking", 400.0), org.assertj.core.groups.Tuple.tuple("reactive", 100.0),
                        org.assertj.core.groups.Tuple.tuple("reactive", 200.0), org.assertj.core.groups.Tuple.tuple("reactive", 400.0));
        assertThat(report.steps()).allSatisfy(s -> assertThat(s.axis()).isEqualTo("offered req/s"));
        assertThat(report.inconclusive(0.10)).singleElement().satisfies(r -> {
            assertThat(r.step()).isEqualTo(400.0);
            assertThat(r.describe()).startsWith("reactive, 400 offered req/s: throughput fell 24.7%");
        });
        assertThat(report.render()).contains("stack     offered req/s  req/s A").contains("reactive            400");

        // A rate step missing from B, and B planning a different rate list.
        ((ArrayNode) other.get("runs").get(0).get("steps")).remove(1);
        ((ArrayNode) other.get("scenario").get("ratesRps")).set(2, 800);
        ((ObjectNode) other.get("runs").get(0).get("steps").get(1)).put("rateRps", 800.0);
        assertThat(Fixtures.compare(base, other).mismatches()).contains(
                // B still measured reactive at 400: listed after its planned rates.
                "rate steps differ: A [100, 200, 400], B [100, 200, 800, 400]",
                "blocking, 200 offered req/s: missing in B",
                "blocking, 400 offered req/s: missing in B",
                "blocking, 800 offered req/s: missing in A");
    }

    /** A route sweep: the fixture's steps become routes find-all, get-one, … in the scenario's order, at 200 users. */
    private static ObjectNode routeRun(String... routes) {
        ObjectNode root = Fixtures.seedDelay();
        ObjectNode scenario = (ObjectNode) root.get("scenario");
        scenario.put("workload", "closed");
        Fixtures.settings(root).put("workload", "closed");
        ArrayNode list = scenario.putArray("routes");
        for (String r : routes) {
            list.add(r);
        }
        scenario.putArray("users").add(200);
        for (var run : root.get("runs").values()) {
            ArrayNode steps = (ArrayNode) run.get("steps");
            while (steps.size() > routes.length) {
                steps.remove(steps.size() - 1);
            }
            for (int i = 0; i < steps.size(); i++) {
                ((ObjectNode) steps.get(i)).put("route", routes[i]).put("users", 200).put("failed", false)
                        .put("throughputRps", 100.0 + i).putObject("latencyMs").put("p99", 50.0);
            }
        }
        return root;
    }

    @Test
    void routeStepsAreComparedByRouteAndNamedByIt() {
        ObjectNode base = routeRun("find-all", "get-one", "create");
        ObjectNode other = routeRun("find-all", "get-one", "create");
        ((ObjectNode) other.get("runs").get(0).get("steps").get(1)).put("throughputRps", 50.5);

        ComparisonReport report = Fixtures.compare(base, other);

        assertThat(report.mismatches()).isEmpty();
        assertThat(report.steps()).isNotEmpty().allSatisfy(s -> assertThat(s.axis()).isEqualTo("route"));
        String stack = base.get("runs").get(0).get("stack").asString();
        assertThat(report.inconclusive(0.10)).singleElement()
                .satisfies(r -> assertThat(r.describe()).startsWith(stack + ", route get-one: throughput fell 50.0%"));
        assertThat(report.render()).contains("get-one").doesNotContainPattern("(?m)^" + stack + " +1 ");

        // Other routes in B: step i is another route there, so nothing is compared.
        ComparisonReport reordered = Fixtures.compare(base, routeRun("get-one", "find-all", "create"));
        assertThat(reordered.mismatches())
                .containsExactly("routes differ: A [find-all, get-one, create], B [get-one, find-all, create] (steps not compared)");
        assertThat(reordered.steps()).isEmpty();
    }

    @Test
    void aDifferentAcceptQueueIsReported() {
        Fixtures.settings(a).put("acceptBacklog", 0);
        Fixtures.settings(b).put("acceptBacklog", 100);
        assertThat(Fixtures.compare(a, b).mismatches()).singleElement().asString()
                .isEqualTo("scenario acceptBacklog differs: A 0, B 100");
        // A key only one run records does not apply there (a version 1 file records every key): not a mismatch.
        Fixtures.settings(a).remove("acceptBacklog");
        assertThat(Fixtures.compare(a, b).mismatches()).isEmpty();
    }

    @Test
    void theTypedSetupIsComparedNotTheDisplaySettings() {
        ((ObjectNode) a.get("scenario")).putObject("setup").put("path", "/delay/{delayMs}").put("delayMs", 500);
        ((ObjectNode) b.get("scenario")).putObject("setup").put("path", "/delay/{delayMs}").put("delayMs", 2000);
        // Display settings that disagree with the setup (never the case in a real file) are not read.
        Fixtures.settings(b).put("path", "/other");

        assertThat(Fixtures.compare(a, b).mismatches()).containsExactly("scenario delayMs differs: A 500, B 2000");

        ((ObjectNode) a.get("scenario").get("setup")).put("poolSize", 10);
        ((ObjectNode) b.get("scenario").get("setup")).put("delayMs", 500).put("poolSize", 100);
        assertThat(Fixtures.compare(a, b).mismatches()).containsExactly("scenario poolSize differs: A 10, B 100");
    }

    @Test
    void runsSteppedByDifferentAxesAreAMismatch() {
        ObjectNode byUsers = Fixtures.openSteps();
        ((ObjectNode) byUsers.get("scenario")).remove("ratesRps");
        ComparisonReport report = Fixtures.compare(byUsers, Fixtures.openSteps());
        assertThat(report.mismatches()).contains("step axes differ: A steps by users, B by offered req/s (steps not compared)");
        assertThat(report.steps()).isEmpty();
        assertThat(report.inconclusive(0.0)).isEmpty();
    }

    @Test
    void comparesRunDirectories(@TempDir Path dir) throws Exception {
        Path dirA = Files.createDirectories(dir.resolve("a"));
        Path dirB = Files.createDirectories(dir.resolve("b"));
        Files.writeString(dirA.resolve("results.json"), Fixtures.text(a));
        Files.writeString(dirB.resolve("results.json"), Fixtures.text(b));
        assertThat(RunComparison.compare(dirA, dirB).render()).contains("A: " + dirA, "B: " + dirB);
    }

    @Test
    void parsesThresholds() {
        assertThat(RunComparison.parseThreshold("10%")).isCloseTo(0.10, org.assertj.core.data.Offset.offset(1e-12));
        assertThat(RunComparison.parseThreshold("0.25")).isEqualTo(0.25);
        assertThatThrownBy(() -> RunComparison.parseThreshold("ten")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> RunComparison.parseThreshold("-5%")).isInstanceOf(IllegalArgumentException.class);
    }
}
