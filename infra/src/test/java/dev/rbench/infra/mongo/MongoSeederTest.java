package dev.rbench.infra.mongo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class MongoSeederTest {

    @Test
    void payloadIsExactlyTheAskedNumberOfAsciiCharacters() {
        String payload = MongoSeeder.payload("1", 1024 * 1024);
        assertThat(payload).hasSize(1024 * 1024).matches("[a-z0-9]*");
        assertThat(payload.getBytes(StandardCharsets.UTF_8)).hasSize(1024 * 1024);
        assertThat(MongoSeeder.payload("x", 0)).isEmpty();
    }

    @Test
    void payloadIsTheSameForTheSameIdAndDiffersBetweenIds() {
        assertThat(MongoSeeder.payload("e1", 4096)).isEqualTo(MongoSeeder.payload("e1", 4096));
        assertThat(MongoSeeder.payload("e1", 4096)).isNotEqualTo(MongoSeeder.payload("e2", 4096));
        // Not a short repeating pattern: many distinct 8-character windows.
        String p = MongoSeeder.payload("1", 4096);
        long windows = java.util.stream.IntStream.range(0, p.length() - 8).mapToObj(i -> p.substring(i, i + 8)).distinct().count();
        assertThat(windows).isGreaterThan(4000);
    }

    @Test
    void entityNamesCycleSoAQueryByNameFindsSeveral() {
        assertThat(MongoSeeder.entityName(1)).isEqualTo("alpha");
        assertThat(MongoSeeder.entityName(6)).isEqualTo("alpha");
        assertThat(MongoSeeder.entityName(5)).isEqualTo("epsilon");
    }

    @Test
    void refusesPayloadsThatCannotFitADocument() {
        assertThatThrownBy(() -> MongoSeeder.seedDocument("mongodb://127.0.0.1:1", "db", "1", MongoSeeder.MAX_PAYLOAD_BYTES + 1))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> MongoSeeder.seedEntities("mongodb://127.0.0.1:1", "db", -1, 10))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
