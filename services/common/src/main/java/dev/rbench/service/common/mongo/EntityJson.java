package dev.rbench.service.common.mongo;

import dev.rbench.service.common.errors.ApiException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import tools.jackson.core.JacksonException;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reads the request bodies of {@code /entities} strictly and identically on both stacks: a field of
 * the wrong type, an unknown field or trailing garbage is a 400 with the reason, never a silent
 * coercion (Jackson would otherwise turn {@code "name": 5} into "5").
 */
public final class EntityJson {
    private static final Set<String> FIELDS = Set.of("id", MongoCollections.NAME, MongoCollections.PAYLOAD);
    private static final JsonMapper MAPPER = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    /** Whether the body must name the entity it is about (a replacement) or may leave it to us (a creation). */
    public enum Id { REQUIRED, OPTIONAL }

    private EntityJson() {
    }

    /** One entity; a missing optional id is generated. */
    public static Entity one(byte[] body, Id id) {
        return entity(tree(body), id, "");
    }

    /** A non-empty array of entities with distinct ids; missing optional ids are generated. */
    public static List<Entity> many(byte[] body, Id id) {
        JsonNode tree = tree(body);
        if (!tree.isArray() || tree.isEmpty()) {
            throw ApiException.badRequest("body must be a non-empty JSON array of entities");
        }
        List<Entity> entities = new ArrayList<>(tree.size());
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < tree.size(); i++) {
            Entity entity = entity(tree.get(i), id, "[" + i + "].");
            if (!ids.add(entity.id())) {
                throw ApiException.badRequest("[" + i + "].id '" + entity.id() + "' appears twice");
            }
            entities.add(entity);
        }
        return entities;
    }

    private static JsonNode tree(byte[] body) {
        if (body.length == 0) {
            throw ApiException.badRequest("request body is empty: expected JSON");
        }
        try {
            return MAPPER.readTree(body);
        } catch (JacksonException e) {
            throw ApiException.badRequest("malformed JSON: " + e.getOriginalMessage());
        }
    }

    private static Entity entity(JsonNode node, Id idRule, String where) {
        if (!node.isObject()) {
            throw ApiException.badRequest(where + "entity must be a JSON object");
        }
        for (Map.Entry<String, JsonNode> field : node.properties()) {
            if (!FIELDS.contains(field.getKey())) {
                throw ApiException.badRequest(where + "unknown field '" + field.getKey() + "'");
            }
        }
        String id = optionalString(node, "id", where);
        if (id == null && idRule == Id.REQUIRED) {
            throw ApiException.badRequest(where + "id is required");
        }
        if (id != null) {
            try {
                EntityIds.check(id);
            } catch (ApiException e) {
                throw ApiException.badRequest(where + e.getMessage());
            }
        }
        String name = requiredString(node, MongoCollections.NAME, where);
        String payload = requiredString(node, MongoCollections.PAYLOAD, where);
        return new Entity(id == null ? EntityIds.generate() : id, name, payload);
    }

    private static String requiredString(JsonNode node, String field, String where) {
        String value = optionalString(node, field, where);
        if (value == null) {
            throw ApiException.badRequest(where + field + " is required");
        }
        return value;
    }

    private static String optionalString(JsonNode node, String field, String where) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isString()) {
            throw ApiException.badRequest(where + field + " must be a string");
        }
        return value.stringValue();
    }
}
