package dev.rbench.infra.mongo.server;

import static org.assertj.core.api.Assertions.assertThat;

import de.bwaldvogel.mongo.bson.Document;
import java.util.List;
import org.junit.jupiter.api.Test;

class OpCountersTest {

    @Test
    void countsLikeMongod() {
        OpCounters counters = new OpCounters();
        counters.count("insert", new Document("insert", "c").append("documents", List.of(new Document(), new Document(), new Document())));
        counters.count("update", new Document("update", "c").append("updates", List.of(new Document(), new Document())));
        counters.count("delete", new Document("delete", "c").append("deletes", List.of(new Document())));
        counters.count("find", new Document("find", "c"));
        counters.count("aggregate", new Document("aggregate", "c"));
        counters.count("getMore", new Document("getMore", 1L));
        counters.count("hello", new Document("hello", 1));
        counters.count("serverStatus", new Document("serverStatus", 1));
        counters.countLegacyQuery();

        Document d = counters.toDocument();
        assertThat(d.get("insert")).isEqualTo(3L);
        assertThat(d.get("update")).isEqualTo(2L);
        assertThat(d.get("delete")).isEqualTo(1L);
        assertThat(d.get("query")).isEqualTo(3L);
        assertThat(d.get("getmore")).isEqualTo(1L);
        assertThat(d.get("command")).isEqualTo(2L);
    }

    @Test
    void aWriteWithoutItsListCountsOnce() {
        OpCounters counters = new OpCounters();
        counters.count("insert", new Document("insert", "c"));
        assertThat(counters.toDocument().get("insert")).isEqualTo(1L);
    }
}
