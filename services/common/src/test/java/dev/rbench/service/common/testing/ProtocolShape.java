package dev.rbench.service.common.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * Checks that a service's answer is exactly one of the protocol's records as JSON, and reads it as the
 * runner does: every field of the body is a component (a field the record lacks fails the read), and
 * the body's fields are the record's components in their order, nested records too, leaving out only
 * null ones. So a field renamed, added or dropped on one side breaks this test, not a measurement.
 */
public final class ProtocolShape {
    private static final JsonMapper STRICT = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    private ProtocolShape() {
    }

    /** The body as {@code type}, after checking that its fields are the record's components. */
    public static <T extends Record> T read(String body, Class<T> type) {
        assertSameFields(Json.object(body), type, type.getSimpleName());
        return STRICT.readValue(body, type);
    }

    @SuppressWarnings("unchecked")
    private static void assertSameFields(Map<String, Object> json, Class<?> type, String where) {
        List<String> expected = new ArrayList<>();
        for (RecordComponent component : type.getRecordComponents()) {
            String name = component.getName();
            if (!json.containsKey(name)) {
                // Only a nullable component may be left out (a block that does not apply).
                assertThat(component.getType().isPrimitive()).as(where + "." + name + " is missing").isFalse();
                continue;
            }
            expected.add(name);
            Object value = json.get(name);
            if (component.getType().isRecord() && value != null) {
                assertSameFields((Map<String, Object>) value, component.getType(), where + "." + name);
            }
        }
        assertThat(new ArrayList<>(json.keySet())).as(where + "'s fields, in order; record: "
                + Arrays.stream(type.getRecordComponents()).map(RecordComponent::getName).toList())
                .containsExactlyElementsOf(expected);
    }
}
