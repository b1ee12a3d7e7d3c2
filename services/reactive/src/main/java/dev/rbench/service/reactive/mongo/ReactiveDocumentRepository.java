package dev.rbench.service.reactive.mongo;

import dev.rbench.service.common.mongo.StoredDocument;
import org.springframework.data.mongodb.repository.ReactiveMongoRepository;

/** The getMessage collection, read through a repository of its own. */
public interface ReactiveDocumentRepository extends ReactiveMongoRepository<StoredDocument, String> {
}
