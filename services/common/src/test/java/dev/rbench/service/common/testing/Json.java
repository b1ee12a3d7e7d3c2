package dev.rbench.service.common.testing;

import static org.assertj.core.api.Assertions.assertThat;

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

    /** A reply that must have this status and a JSON body: the body's object, for the checks that follow. */
    public static Map<String, Object> answer(ServiceHttpClient.Reply reply, int status) {
        assertThat(reply.status()).isEqualTo(status);
        assertThat(reply.contentType()).startsWith("application/json");
        return object(reply.body());
    }

    public static List<Object> array(String body) {
        return MAPPER.readValue(body, new TypeReference<>() {
        });
    }
}
