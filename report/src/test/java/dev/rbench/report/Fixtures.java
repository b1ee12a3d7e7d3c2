package dev.rbench.report;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/** The committed fixture run and small hand-made result trees. */
final class Fixtures {

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

    static ObjectNode openSteps() {
        return load(OPEN_STEPS);
    }

    private static ObjectNode load(String resource) {
        try (InputStream in = Fixtures.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("fixture missing from the test classpath: " + resource);
            }
            return (ObjectNode) MAPPER.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static ObjectNode json(String text) {
        return (ObjectNode) MAPPER.readTree(text);
    }

    static String text(JsonNode node) {
        return MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(node);
    }
}
