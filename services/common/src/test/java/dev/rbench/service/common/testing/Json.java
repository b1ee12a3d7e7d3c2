package dev.rbench.service.common.testing;

import java.util.List;
import java.util.Map;

import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/** Parses response bodies the way a client would, independent of the service's own mapper. */
public final class Json {
    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    private Json() {
    }

    public static Map<String, Object> object(String body) {
        return MAPPER.readValue(body, new TypeReference<>() {
        });
    }

    public static List<Object> array(String body) {
        return MAPPER.readValue(body, new TypeReference<>() {
        });
    }
}
