package dev.rbench.service.common.testing.mongo;

import static org.assertj.core.api.Assertions.assertThat;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import dev.rbench.protocol.PoolSnapshot;
import dev.rbench.protocol.ServiceInfo;
import dev.rbench.protocol.ServiceInfo.MongoInfo;
import dev.rbench.service.common.testing.Json;
import dev.rbench.service.common.testing.ProtocolShape;
import dev.rbench.service.common.testing.ServiceHttpClient.Reply;
import dev.rbench.service.common.testing.ServiceTest;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.bson.Document;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * The Mongo route contract, run over a real socket against every stack and every access way, all
 * on the same in-process wire-protocol server: one suite with literal expected bodies, so the six
 * (plus virtual) implementations cannot answer differently. A subclass is one stack × one way; it
 * sets {@code rbench.mongo.access}, a database of its own, and {@link #POOL_SIZE},
 * {@link #BATCH_SIZE} and {@link #BODY_LIMIT}. What differs by stack (fan-out) is decided here,
 * from the stack the service reports.
 */
// A stalled body is given up on after 1 s here (60 s by default), so the slowloris test takes a second.
@org.springframework.test.context.TestPropertySource(properties = "rbench.body-read-timeout-ms=1000")
public abstract class MongoRouteContract extends ServiceTest {
    /** What every subclass passes: small limits that the tests below rely on. */
    public static final String POOL_SIZE = "rbench.mongo.pool-size=7";
    public static final String BATCH_SIZE = "rbench.mongo.batch-size=3";
    public static final String BODY_LIMIT = "rbench.max-body-bytes=100000";

    private static final int MEGABYTE = 1024 * 1024;
    private static final JsonMapper MAPPER = JsonMapper.builder().build();
    private static MongoClient seeder;

    private String database;
    private String stack;

    /** The access way the subclass configured: driver, template or repository. */
    protected abstract String access();

    /** Reactive fans out in parallel unless told not to; MVC in sequence unless told otherwise. */
    private boolean parallelByDefault() {
        return stack.equals("reactive");
    }

    /** Everywhere but on platform threads, where a request has one thread and no more. */
    private boolean canFanOutInParallel() {
        return !stack.equals("blocking");
    }

    @DynamicPropertySource
    static void inMemoryMongo(DynamicPropertyRegistry registry) {
        registry.add("rbench.mongo.uri", () -> InMemoryMongo.get().uri());
    }

    @BeforeEach
    void seed() {
        database = (String) mongoInfo().get("database");
        stack = (String) Json.object(http.get("/info").body()).get("stack");
        if (seeder == null) {
            seeder = MongoClients.create(InMemoryMongo.get().uri());
        }
        MongoDatabase db = seeder.getDatabase(database);
        db.drop();
        // As the runner seeds: the study's 1 MB document is _id "1".
        db.getCollection("documents").insertMany(List.of(
                new Document("_id", "1").append("name", "big").append("payload", "x".repeat(MEGABYTE)),
                new Document("_id", "small").append("name", "small").append("payload", "abc")));
    }

    @AfterAll
    static void closeSeeder() {
        if (seeder != null) {
            seeder.close();
            seeder = null;
        }
    }

    // --- /documents -------------------------------------------------------------------------

    @Test
    void documentIsTheStudysGetMessage() {
        Reply reply = http.get("/documents/1");
        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.contentType()).startsWith("application/json");
        Map<String, Object> body = Json.object(reply.body());
        assertThat(body).containsOnlyKeys("id", "name", "payload").containsEntry("id", "1").containsEntry("name", "big");
        assertThat((String) body.get("payload")).hasSize(MEGABYTE);
    }

    @Test
    void unknownDocumentIs404() {
        assertError(http.get("/documents/nope"), 404, "no document with id 'nope'");
    }

    @ParameterizedTest
    @ValueSource(strings = {"/documents/a%20b", "/entities/a%22b", "/documents/a%24b/fanout?calls=1"})
    void badIdIs400(String path) {
        assertError(http.get(path), 400, "id must be 1 to 128 letters, digits, '.', '_', ':' or '-'");
    }

    @Test
    void fanoutInSequenceSumsThePayloads() {
        assertThat(http.get("/documents/small/fanout?calls=3&parallel=false").body())
                .isEqualTo("{\"calls\":3,\"parallel\":false,\"bytes\":9}");
    }

    @Test
    void fanoutOfTheBigDocument() {
        assertThat(Json.object(http.get("/documents/1/fanout?calls=2&parallel=false").body()))
                .containsEntry("bytes", 2 * MEGABYTE);
    }

    @Test
    void fanoutDefaultIsTheStacksOwn() {
        assertThat(http.get("/documents/small/fanout?calls=100").body())
                .isEqualTo("{\"calls\":100,\"parallel\":" + parallelByDefault() + ",\"bytes\":300}");
    }

    @Test
    void fanoutInParallelWhereThreadsAllowIt() {
        Reply reply = http.get("/documents/small/fanout?calls=5&parallel=true");
        if (canFanOutInParallel()) {
            assertThat(reply.status()).isEqualTo(200);
            assertThat(reply.body()).isEqualTo("{\"calls\":5,\"parallel\":true,\"bytes\":15}");
        } else {
            assertError(reply, 400,
                    "parallel fan-out needs virtual threads: start the service with --rbench.threads=virtual");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "?calls=0", "?calls=101", "?calls=abc", "?calls=-1", "?calls=1.5", "?calls=0001"})
    void fanoutCallsOutOfRangeIs400(String query) {
        assertError(http.get("/documents/small/fanout" + query), 400, "calls must be an integer between 1 and 100");
    }

    @Test
    void fanoutParallelMustBeABoolean() {
        assertError(http.get("/documents/small/fanout?calls=1&parallel=yes"), 400, "parallel must be true or false");
    }

    @Test
    void fanoutOfAnUnknownDocumentIs404() {
        assertError(http.get("/documents/nope/fanout?calls=3&parallel=false"), 404, "no document with id 'nope'");
    }

    // --- /entities --------------------------------------------------------------------------

    @Test
    void entityLifecycle() {
        String e1 = "{\"id\":\"e1\",\"name\":\"n\",\"payload\":\"p\"}";
        Reply created = http.send("POST", "/entities", e1);
        assertThat(created.status()).isEqualTo(201);
        assertThat(created.body()).isEqualTo(e1);
        assertError(http.send("POST", "/entities", e1), 409, "an entity with that id already exists");
        assertThat(http.get("/entities/e1").body()).isEqualTo(e1);

        String replaced = "{\"id\":\"e1\",\"name\":\"n2\",\"payload\":\"p2\"}";
        Reply put = http.send("PUT", "/entities", replaced);
        assertThat(put.status()).isEqualTo(200);
        assertThat(put.body()).isEqualTo(replaced);
        assertThat(http.get("/entities/e1").body()).isEqualTo(replaced);

        Reply deleted = http.send("DELETE", "/entities/e1", null);
        assertThat(deleted.status()).isEqualTo(204);
        assertThat(deleted.body()).isEmpty();
        assertError(http.send("DELETE", "/entities/e1", null), 404, "no entity with id 'e1'");
        assertError(http.get("/entities/e1"), 404, "no entity with id 'e1'");
        assertThat(stored()).isEmpty();
    }

    @Test
    void createWithoutIdGeneratesAStringId() {
        Reply created = http.send("POST", "/entities", "{\"name\":\"n\",\"payload\":\"p\"}");
        assertThat(created.status()).isEqualTo(201);
        String id = (String) Json.object(created.body()).get("id");
        assertThat(id).matches("[0-9a-f-]{36}");
        assertThat(http.get("/entities/" + id).body()).isEqualTo(created.body());
        // Stored as a string _id with exactly the three fields, whichever way wrote it (no _class).
        assertThat(stored()).singleElement().isEqualTo(
                new Document("_id", id).append("name", "n").append("payload", "p"));
    }

    @Test
    void manyAreCreatedListedAndQueriedInOrder() {
        String many = manyEntities(10);
        Reply created = http.send("POST", "/entities/many", many);
        assertThat(created.status()).isEqualTo(201);
        assertThat(created.body()).isEqualTo(many);
        assertThat(http.get("/entities").body()).isEqualTo(many);
        assertThat(list(http.get("/entities/query?name=odd").body()))
                .extracting(m -> m.get("id")).containsExactly("m1", "m3", "m5", "m7", "m9");
        assertThat(http.get("/entities/query?name=none").body()).isEqualTo("[]");
    }

    @Test
    void listsAreReadInBatchesOfTheConfiguredSize() {
        http.send("POST", "/entities/many", manyEntities(10));
        int before = InMemoryMongo.get().commands(database).size();
        assertThat(list(http.get("/entities").body())).hasSize(10);
        assertThat(list(http.get("/entities/query?name=even").body())).hasSize(5);

        List<InMemoryMongo.Command> reads = InMemoryMongo.get().commands(database).stream().skip(before)
                .filter(c -> c.name().equals("find") || c.name().equals("getMore"))
                .toList();
        // rbench.mongo.batch-size=3: 10 documents need a find and at least 3 getMores, each asking for 3.
        assertThat(reads).filteredOn(c -> c.name().equals("getMore")).hasSizeGreaterThanOrEqualTo(3);
        assertThat(reads).allSatisfy(c -> {
            assertThat(c.collection()).isEqualTo("entities");
            assertThat(c.batchSize()).isEqualTo(3);
        });
    }

    @Test
    void queryWithoutNameIs400() {
        assertError(http.get("/entities/query"), 400, "query parameter name is required");
    }

    @Test
    void replaceManyIsAllOrNothing() {
        http.send("POST", "/entities/many", manyEntities(2));
        String both = "[{\"id\":\"m0\",\"name\":\"x\",\"payload\":\"0\"},{\"id\":\"m1\",\"name\":\"x\",\"payload\":\"1\"}]";
        Reply replaced = http.send("PUT", "/entities/many", both);
        assertThat(replaced.status()).isEqualTo(200);
        assertThat(replaced.body()).isEqualTo(both);
        assertThat(http.get("/entities").body()).isEqualTo(both);

        String oneMissing = "[{\"id\":\"m0\",\"name\":\"y\",\"payload\":\"0\"},{\"id\":\"zz\",\"name\":\"y\",\"payload\":\"1\"}]";
        assertError(http.send("PUT", "/entities/many", oneMissing), 404,
                "1 of 2 entities do not exist; nothing was replaced");
        assertThat(http.get("/entities").body()).isEqualTo(both);
    }

    @Test
    void replacingAnUnknownEntityIs404() {
        assertError(http.send("PUT", "/entities", "{\"id\":\"ghost\",\"name\":\"n\",\"payload\":\"p\"}"),
                404, "no entity with id 'ghost'");
        assertThat(stored()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "POST /entities|{|malformed JSON: ",
            "POST /entities||request body is empty: expected JSON",
            "POST /entities|{\"name\":5,\"payload\":\"p\"}|name must be a string",
            "POST /entities|{\"name\":\"n\"}|payload is required",
            "POST /entities|{\"name\":\"n\",\"payload\":\"p\",\"extra\":1}|unknown field 'extra'",
            "POST /entities|{\"id\":\"a b\",\"name\":\"n\",\"payload\":\"p\"}|id must be 1 to 128 letters, digits, '.', '_', ':' or '-'",
            "POST /entities|[]|entity must be a JSON object",
            "POST /entities|{\"name\":\"n\",\"payload\":\"p\"} x|malformed JSON: ",
            "POST /entities/many|{\"name\":\"n\",\"payload\":\"p\"}|body must be a non-empty JSON array of entities",
            "POST /entities/many|[]|body must be a non-empty JSON array of entities",
            "POST /entities/many|[{\"id\":\"d\",\"name\":\"n\",\"payload\":\"p\"},{\"id\":\"d\",\"name\":\"n\",\"payload\":\"p\"}]|[1].id 'd' appears twice",
            "POST /entities/many|[{\"name\":\"n\",\"payload\":[]}]|[0].payload must be a string",
            "PUT /entities|{\"name\":\"n\",\"payload\":\"p\"}|id is required",
            "PUT /entities/many|[{\"name\":\"n\",\"payload\":\"p\"}]|[0].id is required"})
    void badBodiesAre400WithTheReason(String spec) {
        String[] parts = spec.split("\\|", -1);
        String[] request = parts[0].split(" ");
        Reply reply = http.send(request[0], request[1], parts[1]);
        assertThat(reply.status()).isEqualTo(400);
        assertThat(reply.contentType()).startsWith("application/json");
        assertThat((String) Json.object(reply.body()).get("error")).startsWith(parts[2]);
        assertThat(stored()).isEmpty();
    }

    /**
     * A body that stops half way (a slowloris) does not hold its connection, or the route's wait for the rest,
     * beyond the body read timeout (1 s here): the server ends the exchange, and the service stays ready.
     */
    @Test
    void aStalledBodyIsCutOffAtTheReadTimeout() throws Exception {
        long start = System.nanoTime();
        String answer = dev.rbench.service.common.testing.RawHttp.exchange(port, "POST /entities HTTP/1.1\r\nHost: x\r\n"
                + "Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"name\": \"half");
        java.time.Duration took = java.time.Duration.ofNanos(System.nanoTime() - start);
        assertThat(answer).as("no hang").isNotEqualTo("HANG");
        assertThat(took).isBetween(java.time.Duration.ofMillis(900), java.time.Duration.ofSeconds(8));
        int status = dev.rbench.service.common.testing.RawHttp.status(answer);
        assertThat(status == 0 || status >= 400 && status < 500).as(answer).isTrue();
        assertThat(http.get("/ready").status()).isEqualTo(200);
    }

    @Test
    void bodiesOverTheLimitAre413DeclaredOrChunked() {
        String big = "{\"name\":\"n\",\"payload\":\"" + "x".repeat(100_000) + "\"}";
        String reason = "request body is larger than 100000 bytes (rbench.max-body-bytes)";
        assertError(http.send("POST", "/entities", big), 413, reason);
        assertError(http.sendChunked("POST", "/entities", big.getBytes()), 413, reason);
        assertThat(stored()).isEmpty();
        // Just under the limit is fine.
        String fits = "{\"name\":\"n\",\"payload\":\"" + "x".repeat(99_900) + "\"}";
        assertThat(http.sendChunked("POST", "/entities", fits.getBytes()).status()).isEqualTo(201);
    }

    // --- /pool and /info --------------------------------------------------------------------

    @Test
    void poolGaugesCountTheDriversConnections() {
        assertThat(http.send("POST", "/pool/reset", null).status()).isEqualTo(204);
        List<Reply> replies = http.concurrently(20, "/documents/small/fanout?calls=5&parallel=" + canFanOutInParallel());
        assertThat(replies).allSatisfy(r -> assertThat(r.status()).isEqualTo(200));

        Map<String, Object> pool = Json.object(http.get("/pool").body());
        assertThat(pool).containsOnlyKeys("maxSize", "minSize", "maxConnecting", "inUse", "waiting", "opened",
                        "closed", "maxInUse", "maxWaiting")
                .containsEntry("maxSize", 7).containsEntry("minSize", 0).containsEntry("maxConnecting", 2);
        assertThat((Integer) pool.get("opened")).isBetween(1, 100);
        assertThat((Integer) pool.get("maxInUse")).isBetween(1, 7);
        assertThat((Integer) pool.get("maxWaiting")).isGreaterThanOrEqualTo((Integer) pool.get("waiting"));
        assertThat((Integer) pool.get("closed")).isLessThanOrEqualTo((Integer) pool.get("opened"));

        assertThat(http.send("POST", "/pool/reset", null).status()).isEqualTo(204);
        Map<String, Object> reset = Json.object(http.get("/pool").body());
        assertThat((Integer) reset.get("maxInUse")).isLessThanOrEqualTo((Integer) pool.get("maxInUse"));
        assertThat(reset.get("opened")).isEqualTo(pool.get("opened"));
    }

    /** The same gauges and reset on the side port, where the runner asks them around its steps. */
    @Test
    void theSidePortServesThePoolsGaugesAndReset() throws Exception {
        List<Reply> replies = http.concurrently(20, "/documents/small/fanout?calls=5&parallel=" + canFanOutInParallel());
        assertThat(replies).allSatisfy(r -> assertThat(r.status()).isEqualTo(200));
        var side = onSidePort("GET", "/pool");
        assertThat(side.statusCode()).isEqualTo(200);
        assertThat(side.headers().firstValue("content-type")).hasValue("application/json");
        PoolSnapshot fromSide = ProtocolShape.read(side.body(), PoolSnapshot.class);
        assertThat(Json.object(side.body())).containsOnlyKeys(Json.object(http.get("/pool").body()).keySet());
        assertThat(fromSide.maxSize()).isEqualTo(7);
        assertThat(fromSide.maxInUse()).isBetween(1L, 7L);
        assertThat(onSidePort("POST", "/pool/reset").statusCode()).isEqualTo(204);
        PoolSnapshot afterReset = ProtocolShape.read(http.get("/pool").body(), PoolSnapshot.class);
        assertThat(afterReset.maxInUse()).isLessThanOrEqualTo(fromSide.maxInUse());
        assertThat(afterReset.opened()).isEqualTo(fromSide.opened());
        assertThat(onSidePort("POST", "/pool").statusCode()).isEqualTo(405);
        assertThat(onSidePort("GET", "/pool/reset").statusCode()).isEqualTo(405);
        assertThat(onSidePort("GET", "/pool/other").statusCode()).isEqualTo(404);
    }

    @Test
    void poolAndInfoAreTheProtocolsRecords() {
        PoolSnapshot pool = ProtocolShape.read(http.get("/pool").body(), PoolSnapshot.class);
        assertThat(pool.maxSize()).isEqualTo(7);
        assertThat(pool.maxConnecting()).isEqualTo(2);
        ServiceInfo info = info();
        assertThat(info.mongo()).isEqualTo(new MongoInfo(access(), database, 7, 0, 2, 3, 10_000, 2_000, 10_000));
    }

    @Test
    void infoShowsTheSettingsButNeverTheUri() {
        Reply reply = http.get("/info");
        assertThat(reply.body()).doesNotContain("mongodb://").doesNotContain("uri");
        assertThat(mongoInfo()).containsExactlyInAnyOrderEntriesOf(Map.of(
                "access", access(), "database", database, "poolSize", 7, "minPoolSize", 0, "maxConnecting", 2,
                "batchSize", 3, "timeoutMs", 10_000, "connectTimeoutMs", 2_000, "poolWaitMs", 10_000));
    }

    // --- helpers ----------------------------------------------------------------------------

    @SuppressWarnings("unchecked")
    private Map<String, Object> mongoInfo() {
        return (Map<String, Object>) Json.object(http.get("/info").body()).get("mongo");
    }

    private List<Document> stored() {
        return seeder.getDatabase(database).getCollection("entities").find().into(new java.util.ArrayList<>());
    }

    private static String manyEntities(int count) {
        return IntStream.range(0, count)
                .mapToObj(i -> "{\"id\":\"m" + i + "\",\"name\":\"" + (i % 2 == 0 ? "even" : "odd")
                        + "\",\"payload\":\"p" + i + "\"}")
                .collect(java.util.stream.Collectors.joining(",", "[", "]"));
    }

    private static List<Map<String, Object>> list(String body) {
        return MAPPER.readValue(body, new TypeReference<>() {
        });
    }

    protected static void assertError(Reply reply, int status, String reason) {
        assertThat(reply.status()).as(reply.body()).isEqualTo(status);
        assertThat(reply.contentType()).startsWith("application/json");
        assertThat(Json.object(reply.body())).containsExactly(Map.entry("error", reason));
    }
}
