package dev.rbench.infra.mongo.server;

import de.bwaldvogel.mongo.bson.Document;
import java.util.List;
import java.util.concurrent.atomic.LongAdder;

/**
 * mongod's serverStatus {@code metrics.document.returned}: documents the server has sent back from
 * queries, counted batch by batch as each {@code find}, {@code aggregate} and {@code getMore} reply
 * leaves ({@code cursor.firstBatch} / {@code cursor.nextBatch}). A find of 250 documents read in
 * batches of 100 adds 250 whatever the number of round trips, so a stack that reads fewer records
 * than it answers with, or more, shows here.
 */
final class DocumentMetrics {

    private final LongAdder returned = new LongAdder();

    /** Counts the documents of a command's reply; replies without a cursor batch count nothing. */
    void countReply(Document reply) {
        if (reply == null || !(reply.get("cursor") instanceof Document cursor)) {
            return;
        }
        Object batch = cursor.containsKey("firstBatch") ? cursor.get("firstBatch") : cursor.get("nextBatch");
        if (batch instanceof List<?> documents) {
            returned.add(documents.size());
        }
    }

    /** Sets {@code metrics.document.returned} in a serverStatus reply, keeping whatever else is there. */
    void addTo(Document status) {
        Document metrics = status.get("metrics") instanceof Document m ? m : new Document();
        Document document = metrics.get("document") instanceof Document d ? d : new Document();
        document.put("returned", returned.sum());
        metrics.put("document", document);
        status.put("metrics", metrics);
    }
}
