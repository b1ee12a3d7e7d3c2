package dev.rbench.service.common.testing.records;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.infra.mongo.MongoSeeder;
import dev.rbench.infra.records.RecordData;
import dev.rbench.service.common.testing.Json;
import dev.rbench.service.common.testing.ServiceHttpClient.Reply;
import dev.rbench.service.common.testing.ServiceTest;
import dev.rbench.service.common.testing.mongo.InMemoryMongo;
import dev.rbench.service.common.testing.mongo.InMemoryMongo.Command;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * Study 004's {@code GET /records} contract, over a real socket, on every stack, against the
 * in-process wire-protocol server seeded as the runner seeds it (infra's {@code MongoSeeder}). The
 * expected bodies are written out here from {@link RecordData}, character by character, without the
 * services' own writer: every stack must answer those exact bytes, so the three answer the same bytes.
 * A subclass is one stack; it sets nothing but its stack's own properties.
 */
public abstract class RecordRouteContract extends ServiceTest {
    public static final String DATABASE = "records";
    private static boolean seeded;

    @DynamicPropertySource
    static void inMemoryMongo(DynamicPropertyRegistry registry) {
        registry.add("rbench.mongo.uri", () -> InMemoryMongo.get().uri());
        registry.add("rbench.mongo.database", () -> DATABASE);
    }

    /** Once per test JVM: every stack only reads them. About 111 MB, most of it records_100kb. */
    @BeforeAll
    static synchronized void seed() {
        if (!seeded) {
            MongoSeeder.seedRecords(InMemoryMongo.get().uri(), DATABASE);
            seeded = true;
        }
    }

    // --- the expected bytes, from RecordData alone -------------------------------------------

    private static final Map<String, String> RECORDS = new HashMap<>();

    private static String record(String size, int id) {
        return RECORDS.computeIfAbsent(size + "/" + id, key ->
                "{\"id\":" + id + ",\"payload\":\"" + RecordData.payload(RecordData.SIZES.get(size), id) + "\"}");
    }

    /** {@code [r1,r2,…]}: a JSON array without spaces. */
    public static String expectedJson(String size, int count) {
        return IntStream.rangeClosed(1, count).mapToObj(id -> record(size, id))
                .collect(Collectors.joining(",", "[", "]"));
    }

    /** {@code r1\nr2\n…}: one record a line, every line ended. */
    public static String expectedNdjson(String size, int count) {
        return IntStream.rangeClosed(1, count).mapToObj(id -> record(size, id) + "\n").collect(Collectors.joining());
    }

    /** Equal to the byte, reported by length and first difference (a 100 MB body does not print). */
    public static void assertSameBody(String actual, String expected) {
        int differs = 0;
        while (differs < Math.min(actual.length(), expected.length()) && actual.charAt(differs) == expected.charAt(differs)) {
            differs++;
        }
        String at = differs == actual.length() && differs == expected.length() ? "" : " first difference at "
                + differs + ": '" + excerpt(actual, differs) + "' instead of '" + excerpt(expected, differs) + "'";
        assertThat(actual.equals(expected))
                .as("body of %d characters, expected %d;%s", actual.length(), expected.length(), at)
                .isTrue();
    }

    private static String excerpt(String s, int at) {
        return s.substring(Math.max(0, at - 20), Math.min(s.length(), at + 20));
    }

    // --- bodies ------------------------------------------------------------------------------

    @ParameterizedTest
    @CsvSource({"1kb,1", "1kb,10", "1kb,1000", "10kb,1", "10kb,10", "10kb,1000", "100kb,1", "100kb,10", "100kb,1000"})
    void aJsonArrayOfTheSeededRecords(String size, int count) {
        Reply reply = http.get("/records?store=mongo&size=" + size + "&count=" + count);
        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.contentType()).isEqualTo("application/json");
        assertSameBody(reply.body(), expectedJson(size, count));
    }

    @ParameterizedTest
    @CsvSource({"1kb,1", "1kb,1000", "10kb,10", "100kb,10"})
    void ndjsonWhenTheClientAsksForIt(String size, int count) {
        Reply reply = http.getAccepting("/records?store=mongo&size=" + size + "&count=" + count, "application/x-ndjson");
        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.contentType()).isEqualTo("application/x-ndjson");
        assertSameBody(reply.body(), expectedNdjson(size, count));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"*/*|application/json", "application/json|application/json",
            "text/html, application/x-ndjson;q=0.9|application/x-ndjson",
            "application/json, application/x-ndjson;q=0.5|application/json"})
    void theAcceptHeaderChoosesTheFormat(String accept, String contentType) {
        Reply reply = http.getAccepting("/records?store=mongo&size=1kb&count=2", accept);
        assertThat(reply.contentType()).isEqualTo(contentType);
        assertSameBody(reply.body(), contentType.equals("application/json") ? expectedJson("1kb", 2) : expectedNdjson("1kb", 2));
    }

    @Test
    void theRecordsAreReadInBatchesOfAtMostFourMegabytes() {
        int before = InMemoryMongo.get().commands(DATABASE).size();
        assertThat(http.get("/records?store=mongo&size=100kb&count=100").status()).isEqualTo(200);
        List<Command> sent = new ArrayList<>(InMemoryMongo.get().commands(DATABASE));
        sent = sent.subList(before, sent.size());
        assertThat(sent).filteredOn(c -> c.name().equals("find"))
                .containsExactly(new Command(DATABASE, "find", "records_100kb", 40));
        // 100 records: 40 in the find's reply, then two getMores of 40 (the server stops the second at the limit).
        assertThat(sent).filteredOn(c -> c.name().equals("getMore")).extracting(Command::batchSize)
                .containsExactly(40, 40);
    }

    // --- errors ------------------------------------------------------------------------------

    @ParameterizedTest
    @CsvSource(delimiter = '|', nullValues = "null", value = {
            "size=1kb&count=1|store|null|store must be one of mongo, postgres",
            "store=mysql&size=1kb&count=1|store|mysql|store must be one of mongo, postgres",
            "store=MONGO&size=1kb&count=1|store|MONGO|store must be one of mongo, postgres",
            "store=mongo&count=1|size|null|size must be one of 1kb, 10kb, 100kb",
            "store=mongo&size=2kb&count=1|size|2kb|size must be one of 1kb, 10kb, 100kb",
            "store=mongo&size=1kb|count|null|count must be a whole number between 1 and 1000",
            "store=mongo&size=1kb&count=abc|count|abc|count must be a whole number between 1 and 1000",
            "store=mongo&size=1kb&count=1.5|count|1.5|count must be a whole number between 1 and 1000",
            "store=mongo&size=1kb&count=0|count|0|count must be between 1 and 1000",
            "store=mongo&size=1kb&count=-1|count|-1|count must be between 1 and 1000",
            "store=mongo&size=1kb&count=1001|count|1001|count must be between 1 and 1000",
            "store=mongo&size=1kb&count=1&via=proc|via|proc|via must be 'function' or left out",
            "store=postgres&size=1kb&count=1&via=sql|via|sql|via must be 'function' or left out",
            "store=mongo&size=1kb&count=1&via=function|via|function|via=function reads through PostgreSQL's set-returning function; store 'mongo' has none"})
    void aBadParameterIs400WithItsReason(String query, String parameter, String value, String reason) {
        Reply reply = http.getAccepting("/records?" + query, "application/x-ndjson");
        assertThat(reply.status()).as(reply.body()).isEqualTo(400);
        assertThat(reply.contentType()).startsWith("application/json");
        Map<String, Object> body = Json.object(reply.body());
        assertThat(body).containsEntry("error", reason).containsEntry("parameter", parameter).containsEntry("value", value);
    }

    @Test
    void aMalformedAcceptHeaderIs400() {
        Reply reply = http.getAccepting("/records?store=mongo&size=1kb&count=1", "nonsense");
        assertThat(reply.status()).as(reply.body()).isEqualTo(400);
        // MVC writes the reason; WebFlux's own writer cannot negotiate against that Accept header
        // either, so there the 400 comes without a body.
        if (!reply.body().isEmpty()) {
            assertThat(Json.object(reply.body())).containsEntry("parameter", "Accept")
                    .containsEntry("error", "the Accept header must be a list of media types");
        }
    }

    @Test
    void postgresWithoutItsBeanIs503() {
        Reply reply = http.get("/records?store=postgres&size=1kb&count=1");
        assertThat(Json.answer(reply, 503)).containsExactly(
                Map.entry("error", "store 'postgres' is not configured: start the service with --rbench.postgres.url"));
    }
}
