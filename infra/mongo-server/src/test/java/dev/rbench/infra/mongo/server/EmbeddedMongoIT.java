package dev.rbench.infra.mongo.server;

import static com.mongodb.client.model.Filters.eq;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Sorts;
import com.mongodb.event.CommandListener;
import com.mongodb.event.CommandStartedEvent;
import dev.rbench.infra.mongo.EmbeddedMongo;
import dev.rbench.infra.mongo.MongoSeeder;
import dev.rbench.infra.mongo.MongoServerInfo;
import dev.rbench.infra.mongo.MongoServerInfo.OpCounters;
import dev.rbench.infra.records.RecordData;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.bson.Document;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The exec jar as the runner uses it: started through EmbeddedMongo, filled by MongoSeeder, read by MongoServerInfo. */
@Timeout(120)
class EmbeddedMongoIT {

    static final Duration READY = Duration.ofSeconds(60);
    static final String DB = "rbench";

    @TempDir
    static Path work;
    static EmbeddedMongo mongo;

    @BeforeAll
    static void start() throws InterruptedException {
        mongo = EmbeddedMongo.start(EmbeddedMongo.defaultJar(), work, READY);
    }

    @AfterAll
    static void stop() {
        mongo.close();
    }

    @Test
    void saysWhatItIs() {
        MongoServerInfo info = MongoServerInfo.read(mongo.uri());
        assertThat(info.kind()).isEqualTo("mongo-java-server");
        assertThat(info.version()).isEqualTo("1.47.0");
        assertThat(mongo.uri()).isEqualTo("mongodb://127.0.0.1:" + mongo.port());
    }

    @Test
    void kFindsAddExactlyKQueriesToTheServersOwnCounters() {
        MongoSeeder.seedDocument(mongo.uri(), DB, "1", 1024 * 1024);
        int k = 7;
        OpCounters before = MongoServerInfo.read(mongo.uri()).opCounters();
        try (MongoClient client = MongoClients.create(mongo.uri())) {
            MongoCollection<Document> documents = client.getDatabase(DB).getCollection(MongoSeeder.DOCUMENTS);
            for (int i = 0; i < k; i++) {
                Document doc = documents.find(eq("_id", "1")).first();
                assertThat(doc.getString("payload")).hasSize(1024 * 1024).isEqualTo(MongoSeeder.payload("1", 1024 * 1024));
                assertThat(doc.getString("name")).isEqualTo("document-1");
            }
        }
        OpCounters delta = MongoServerInfo.read(mongo.uri()).opCounters().minus(before);
        assertThat(delta.query()).isEqualTo(k);
        assertThat(delta.insert()).isZero();
        assertThat(delta.update()).isZero();
        assertThat(delta.getmore()).isZero();
        assertThat(delta.command()).isPositive(); // handshakes, buildInfo, serverStatus
    }

    @Test
    void seedingEntitiesReplacesTheCollectionAndCountsEveryInsertedDocument() {
        MongoSeeder.seedEntities(mongo.uri(), DB, 10, 100);
        OpCounters before = MongoServerInfo.read(mongo.uri()).opCounters();
        MongoSeeder.seedEntities(mongo.uri(), DB, 1000, 1024);
        OpCounters delta = MongoServerInfo.read(mongo.uri()).opCounters().minus(before);
        assertThat(delta.insert()).isEqualTo(1000);
        try (MongoClient client = MongoClients.create(mongo.uri())) {
            MongoCollection<Document> entities = client.getDatabase(DB).getCollection(MongoSeeder.ENTITIES);
            assertThat(entities.countDocuments()).isEqualTo(1000);
            assertThat(entities.countDocuments(eq("name", "alpha"))).isEqualTo(200);
            assertThat(entities.find(eq("_id", "e1000")).first().getString("payload")).hasSize(1024);
        }
    }

    @Test
    void aCursorsGetMoresAreCountedAsTheDriverSentThem() {
        MongoSeeder.seedEntities(mongo.uri(), DB + "-cursor", 1000, 64);
        AtomicInteger getMoresSent = new AtomicInteger();
        OpCounters before = MongoServerInfo.read(mongo.uri()).opCounters();
        try (MongoClient client = countingGetMores(getMoresSent)) {
            List<Document> all = client.getDatabase(DB + "-cursor").getCollection(MongoSeeder.ENTITIES)
                    .find().batchSize(100).into(new ArrayList<>());
            assertThat(all).hasSize(1000);
        }
        OpCounters delta = MongoServerInfo.read(mongo.uri()).opCounters().minus(before);
        assertThat(delta.query()).isEqualTo(1);
        assertThat(getMoresSent.get()).isGreaterThanOrEqualTo(9);
        assertThat(delta.getmore()).isEqualTo(getMoresSent.get());
    }

    @Test
    void seedingRecordsWritesEverySizeAgainAndAgain() {
        MongoSeeder.seedRecords(mongo.uri(), DB + "-records");
        MongoServerInfo before = MongoServerInfo.read(mongo.uri());
        MongoSeeder.seedRecords(mongo.uri(), DB + "-records"); // replaces, does not add
        MongoServerInfo after = MongoServerInfo.read(mongo.uri());
        assertThat(after.opCounters().minus(before.opCounters()).insert()).isEqualTo(3L * RecordData.COUNT);
        try (MongoClient client = MongoClients.create(mongo.uri())) {
            for (var size : RecordData.SIZES.entrySet()) {
                MongoCollection<Document> records = client.getDatabase(DB + "-records")
                        .getCollection(RecordData.table(size.getKey()));
                assertThat(records.countDocuments()).isEqualTo(RecordData.COUNT);
                Document last = records.find(eq("_id", RecordData.COUNT)).first();
                assertThat(last.keySet()).containsExactly("_id", "payload");
                assertThat(last.getString("payload")).isEqualTo(RecordData.payload(size.getValue(), RecordData.COUNT));
            }
        }
    }

    @Test
    void documentsReturnedCountsExactlyTheDocumentsOfAFindAndItsGetMores() {
        MongoSeeder.seedEntities(mongo.uri(), DB + "-returned", 1000, 64);
        AtomicInteger getMoresSent = new AtomicInteger();
        MongoServerInfo before = MongoServerInfo.read(mongo.uri());
        try (MongoClient client = countingGetMores(getMoresSent)) {
            MongoCollection<Document> entities = client.getDatabase(DB + "-returned").getCollection(MongoSeeder.ENTITIES);
            List<Document> read = entities.find().sort(Sorts.ascending("_id")).limit(250).batchSize(100)
                    .into(new ArrayList<>());
            assertThat(read).hasSize(250);
            assertThat(entities.find(eq("_id", "nope")).first()).isNull();
            assertThat(entities.countDocuments()).isEqualTo(1000); // an aggregate answering one count document
        }
        MongoServerInfo after = MongoServerInfo.read(mongo.uri());
        assertThat(getMoresSent.get()).isEqualTo(2);
        assertThat(after.opCounters().minus(before.opCounters()).getmore()).isEqualTo(2);
        // 250 entities in three batches (100 + 100 + 50), nothing for the miss, one for the count.
        assertThat(after.documentsReturnedSince(before)).hasValue(251);
    }

    /** A client to the server that counts the getMore commands it sends. */
    private static MongoClient countingGetMores(AtomicInteger getMoresSent) {
        CommandListener listener = new CommandListener() {
            @Override
            public void commandStarted(CommandStartedEvent event) {
                if (event.getCommandName().equals("getMore")) {
                    getMoresSent.incrementAndGet();
                }
            }
        };
        return MongoClients.create(MongoClientSettings.builder()
                .applyConnectionString(new ConnectionString(mongo.uri())).addCommandListener(listener).build());
    }

    @Test
    void largeEntitiesGoInSeveralBatches() {
        // 20 MB in all: more than one insertMany, each well under the 48 MB message limit.
        MongoSeeder.seedEntities(mongo.uri(), DB + "-large", 20, 1024 * 1024);
        try (MongoClient client = MongoClients.create(mongo.uri())) {
            assertThat(client.getDatabase(DB + "-large").getCollection(MongoSeeder.ENTITIES).countDocuments()).isEqualTo(20);
        }
    }

    @Test
    void closeLeavesNoProcessAndCanBeRepeated(@TempDir Path dir) throws InterruptedException {
        EmbeddedMongo other = EmbeddedMongo.start(EmbeddedMongo.defaultJar(), dir, READY);
        long pid = other.pid();
        assertThat(ProcessHandle.of(pid)).isPresent();
        other.close();
        other.close();
        assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)).isFalse();
        assertThat(other.isAlive()).isFalse();
    }

    @Test
    void aServerThatDiesAtOnceIsReportedWithItsLog(@TempDir Path dir) throws Exception {
        Path notAJar = Files.writeString(dir.resolve("broken.jar"), "not a jar");
        assertThatThrownBy(() -> EmbeddedMongo.start(notAJar, dir, READY))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("exited with code")
                .hasMessageContaining("broken.jar"); // the JVM's own complaint, from the log's tail
    }

    @Test
    void aMissingJarSaysHowToBuildIt(@TempDir Path dir) {
        assertThatThrownBy(() -> EmbeddedMongo.start(dir.resolve("nope.jar"), dir, READY))
                .hasMessageContaining("missing").hasMessageContaining("./rbench build");
    }

    @Test
    void aServerNotReadyInTimeIsStopped(@TempDir Path dir) {
        long before = dev.rbench.infra.process.ChildProcesses.live().size();
        assertThatThrownBy(() -> EmbeddedMongo.start(EmbeddedMongo.defaultJar(), dir, Duration.ofMillis(1)))
                .hasMessageContaining("did not report its port");
        assertThat(dev.rbench.infra.process.ChildProcesses.live()).hasSize((int) before);
    }
}
