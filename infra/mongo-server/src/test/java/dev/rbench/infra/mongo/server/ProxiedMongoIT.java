package dev.rbench.infra.mongo.server;

import static com.mongodb.client.model.Filters.eq;
import static org.assertj.core.api.Assertions.assertThat;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import dev.rbench.infra.mongo.EmbeddedMongo;
import dev.rbench.infra.mongo.MongoSeeder;
import dev.rbench.infra.mongo.MongoServerInfo;
import dev.rbench.infra.proxy.LatencyProxy;
import java.nio.file.Path;
import java.time.Duration;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The real driver through the latency proxy against the embedded server, as --db-latency runs it. */
@Timeout(120)
class ProxiedMongoIT {

    @Test
    void theDriverWorksThroughTheProxyAndEachFindPaysTheRoundTrip(@TempDir Path dir) throws Exception {
        Duration delay = Duration.ofMillis(20);
        try (EmbeddedMongo mongo = EmbeddedMongo.start(EmbeddedMongo.defaultJar(), dir, EmbeddedMongoIT.READY);
             LatencyProxy proxy = LatencyProxy.start("127.0.0.1", mongo.port(), delay, 0)) {
            String uri = "mongodb://127.0.0.1:" + proxy.port();
            MongoSeeder.seedDocument(uri, "rbench", "1", 1024 * 1024);
            MongoServerInfo before = MongoServerInfo.read(uri);
            assertThat(before.kind()).isEqualTo("mongo-java-server");
            try (MongoClient client = MongoClients.create(uri)) {
                MongoCollection<Document> documents = client.getDatabase("rbench").getCollection(MongoSeeder.DOCUMENTS);
                documents.find(eq("_id", "1")).first(); // connection set up outside the timing
                for (int i = 0; i < 3; i++) {
                    long start = System.nanoTime();
                    Document doc = documents.find(eq("_id", "1")).first();
                    assertThat(Duration.ofNanos(System.nanoTime() - start)).isGreaterThanOrEqualTo(delay.multipliedBy(2));
                    assertThat(doc.getString("payload")).isEqualTo(MongoSeeder.payload("1", 1024 * 1024));
                }
            }
            assertThat(MongoServerInfo.read(uri).opCounters().minus(before.opCounters()).query()).isEqualTo(4);
            assertThat(proxy.counters().bytesToClient()).isGreaterThan(4L * 1024 * 1024);
            assertThat(proxy.counters().accepted()).isPositive();
        }
    }
}
