package dev.rbench.service.common.mongo.sync;

import dev.rbench.service.common.mongo.StoredDocument;
import org.springframework.data.mongodb.repository.MongoRepository;

/** The getMessage collection, read through a repository of its own. */
public interface DocumentRepository extends MongoRepository<StoredDocument, String> {
}
