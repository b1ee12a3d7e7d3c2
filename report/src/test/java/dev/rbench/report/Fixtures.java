package dev.rbench.report;

import dev.rbench.results.ResultsFile;
import dev.rbench.results.ResultsFileException;
import dev.rbench.results.RunResults;
import dev.rbench.results.StepRecord;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** The committed fixture run and small hand-made result trees. */
final class Fixtures {

    /** A real `rbench run seed-delay --quick` of schemaVersion 1, before the results module: old runs still render. */
    static final String V1_SEED_DELAY_QUICK = "/fixtures/v1-seed-delay-quick-results.json";
    /** The same preset run by the runner after the redesign: nested scenario settings, schema 2. */
    static final String V2_SEED_DELAY_QUICK = "/fixtures/v2-seed-delay-quick-results.json";
    /** Synthetic, with a failed step: exercises every cell rule. */
    static final String SEED_DELAY = "/fixtures/seed-delay-results.json";
    /** A real `rbench run seed-delay` on the development machine (2 cores), as the runner wrote it. */
    static final String SEED_DELAY_MEASURED = "/fixtures/seed-delay-measured-results.json";
    /** Hand-made open workload (Poisson arrivals at a rate per step): timelines, a saturated generator, corrected latency. */
    static final String OPEN_RATE = "/fixtures/open-rate-results.json";
    /**
     * Hand-made open workload stepped by offered rate ({@code scenario.rates}, {@code steps[].rate}), users = the
     * connection limit (500) in every step: 2 stacks x 3 steps, timelines for blocking only.
     */
    static final String OPEN_STEPS = "/fixtures/open-steps-results.json";
    /** A real `rbench run seed-delay --quick --repeat 5` on the development machine: every step's repeats, intervals, verdict. */
    static final String REPEAT5_SEED_DELAY_QUICK = "/fixtures/repeat5-seed-delay-quick-results.json";
    static final JsonMapper MAPPER = JsonMapper.builder().build();

    private Fixtures() {
    }

    static ObjectNode seedDelay() {
        return load(SEED_DELAY);
    }

    static ObjectNode seedDelayMeasured() {
        return load(SEED_DELAY_MEASURED);
    }

    static ObjectNode openRate() {
        return load(OPEN_RATE);
    }

    static ObjectNode v1SeedDelayQuick() {
        return load(V1_SEED_DELAY_QUICK);
    }

    static ObjectNode openSteps() {
        return load(OPEN_STEPS);
    }

    /** {@link #openSteps()} with its first step's offered rate (100) changed to {@code rate}, in the scenario and every run. */
    static ObjectNode openStepsFirstRate(double rate) {
        ObjectNode fixture = openSteps();
        ((ArrayNode) fixture.get("scenario").get("ratesRps")).set(0, rate);
        for (var run : fixture.get("runs").values()) {
            ((ObjectNode) run.get("steps").get(0)).put("rateRps", rate);
        }
        return fixture;
    }

    static ObjectNode load(String resource) {
        try (InputStream in = Fixtures.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("fixture missing from the test classpath: " + resource);
            }
            return (ObjectNode) MAPPER.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * A results tree as the report sees it: read by the results module. A hand-written tree without
     * {@code schemaVersion} is read as version 1 (the keys these tests were first written in), so it
     * also goes through the v1 conversion.
     */
    static RunResults results(JsonNode tree) {
        ObjectNode copy = (ObjectNode) tree.deepCopy();
        if (!copy.has("schemaVersion")) {
            copy.put("schemaVersion", 1);
        }
        try {
            return ResultsFile.parse(text(copy), "test results");
        } catch (ResultsFileException e) {
            throw new IllegalArgumentException(e);
        }
    }

    static Results view(JsonNode tree) {
        return new Results(results(tree));
    }

    static String html(JsonNode tree) {
        return HtmlReport.render(results(tree));
    }

    static String summary(JsonNode tree) {
        return SummaryMarkdown.render(results(tree));
    }

    static String table(JsonNode tree) {
        return SummaryTable.markdown(results(tree));
    }

    static ComparisonReport compare(JsonNode a, JsonNode b) {
        return RunComparison.compare(results(a), results(b));
    }

    /** Step {@code step} of run {@code run} in a tree, as the report sees it. */
    static StepRecord step(JsonNode tree, int run, int step) {
        return results(tree).runs().get(run).steps().get(step);
    }

    /** One step written in version 1's keys, as the report sees it. */
    static StepRecord v1Step(String json) {
        return step(json("{\"runs\": [{\"stack\": \"s\", \"steps\": [" + json + "]}]}"), 0, 0);
    }

    /** The step axis of a scenario written in version 1's flat keys. */
    static StepAxis axisOf(String v1Scenario) {
        return view(json("{\"scenario\": " + v1Scenario + "}")).axis();
    }

    /** The scenario's display settings of a version 2 tree, to change one in a test. */
    static ObjectNode settings(JsonNode root) {
        return (ObjectNode) root.get("scenario").get("settings");
    }

    static ObjectNode json(String text) {
        return (ObjectNode) MAPPER.readTree(text);
    }

    static String text(JsonNode node) {
        return MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(node);
    }
}
