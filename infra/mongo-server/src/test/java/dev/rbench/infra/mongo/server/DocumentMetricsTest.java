package dev.rbench.infra.mongo.server;

import static org.assertj.core.api.Assertions.assertThat;

import de.bwaldvogel.mongo.bson.Document;
import java.util.List;
import org.junit.jupiter.api.Test;

class DocumentMetricsTest {

    @Test
    void countsTheDocumentsOfEveryCursorBatch() {
        DocumentMetrics metrics = new DocumentMetrics();
        metrics.countReply(new Document("cursor", new Document("firstBatch", List.of(new Document(), new Document()))));
        metrics.countReply(new Document("cursor", new Document("nextBatch", List.of(new Document(), new Document(), new Document()))));
        metrics.countReply(new Document("cursor", new Document("nextBatch", List.of())));
        metrics.countReply(new Document("ok", 1.0).append("n", 7));
        metrics.countReply(null);

        Document status = new Document();
        metrics.addTo(status);
        assertThat(status.get("metrics")).isEqualTo(new Document("document", new Document("returned", 5L)));
    }

    @Test
    void keepsTheRestOfAnExistingMetricsSection() {
        Document status = new Document("metrics", new Document("commands", new Document("find", 1))
                .append("document", new Document("inserted", 4L)));
        new DocumentMetrics().addTo(status);
        Document metrics = (Document) status.get("metrics");
        assertThat(metrics.get("commands")).isEqualTo(new Document("find", 1));
        assertThat(metrics.get("document")).isEqualTo(new Document("inserted", 4L).append("returned", 0L));
    }
}
