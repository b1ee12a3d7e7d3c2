package dev.rbench.service.common.mongo;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import org.springframework.data.mongodb.core.mapping.Document;
import org.springframework.data.mongodb.core.mapping.FieldType;
import org.springframework.data.mongodb.core.mapping.MongoId;

/**
 * The study's Entity, stored in {@code entities} as {@code {_id, name, payload}} and shown in HTTP
 * as {@code {"id","name","payload"}}. The id stays a string in the database on every way: without
 * {@link MongoId}'s STRING, Spring Data would turn a 24-hex-digit id into an ObjectId and the
 * template and repository ways would store other documents than the driver way.
 */
@Document(MongoCollections.ENTITIES)
@JsonPropertyOrder({"id", "name", "payload"})
public record Entity(@MongoId(FieldType.STRING) String id, String name, String payload) {

    public Entity withId(String newId) {
        return new Entity(newId, name, payload);
    }
}
