package dev.rbench.service.common.mongo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rbench.service.common.errors.ApiException;
import java.util.HashSet;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;

class EntityIdsTest {

    @Test
    void generatedIdsAreDistinctVersionFourUuidsThatPassTheRule() {
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < 10_000; i++) {
            String id = EntityIds.generate();
            UUID uuid = UUID.fromString(id);
            assertThat(uuid.version()).isEqualTo(4);
            assertThat(uuid.variant()).isEqualTo(2);
            assertThat(EntityIds.check(id)).isEqualTo(id);
            ids.add(id);
        }
        assertThat(ids).hasSize(10_000);
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "small", "a.b_c:d-e", "0123456789abcdef01234567"})
    void acceptsTheRunnersIds(String id) {
        assertThat(EntityIds.check(id)).isEqualTo(id);
    }

    @ParameterizedTest
    @NullSource
    @ValueSource(strings = {"", "a b", "a/b", "$x", "é"})
    void rejectsOthersWithTheRule(String id) {
        assertThatThrownBy(() -> EntityIds.check(id)).isInstanceOf(ApiException.class).hasMessage(EntityIds.RULE);
    }
}
