package dev.rbench.report;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/** The committed fixture run and small hand-made result trees. */
final class Fixtures {

    static final String SEED_DELAY = "/fixtures/seed-delay-results.json";
    static final JsonMapper MAPPER = JsonMapper.builder().build();

    private Fixtures() {
    }

    static ObjectNode seedDelay() {
        try (InputStream in = Fixtures.class.getResourceAsStream(SEED_DELAY)) {
            if (in == null) {
                throw new IllegalStateException("fixture missing from the test classpath: " + SEED_DELAY);
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
