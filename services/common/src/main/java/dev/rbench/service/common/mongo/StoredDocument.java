package dev.rbench.service.common.mongo;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import org.springframework.data.mongodb.core.mapping.Document;
import org.springframework.data.mongodb.core.mapping.FieldType;
import org.springframework.data.mongodb.core.mapping.MongoId;

/**
 * A document of the study's getMessage experiment (collection {@code documents}; the 1 MB one is
 * {@code _id: "1"}). The same shape as {@link Entity}, but its own type: a Spring Data repository
 * takes its collection from the type it stores.
 */
@Document(MongoCollections.DOCUMENTS)
@JsonPropertyOrder({"id", "name", "payload"})
public record StoredDocument(@MongoId(FieldType.STRING) String id, String name, String payload) {

    public int payloadLength() {
        return payload == null ? 0 : payload.length();
    }
}
