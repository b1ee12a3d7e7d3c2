package dev.rbench.service.common.testing.records;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.mongodb.MongoSocketReadTimeoutException;
import com.mongodb.ServerAddress;
import dev.rbench.service.common.records.RecordQuery;
import dev.rbench.service.common.records.RecordRow;
import dev.rbench.service.common.records.RecordStore;
import dev.rbench.service.common.testing.Json;
import dev.rbench.service.common.testing.ServiceHttpClient.Reply;
import dev.rbench.service.common.testing.ServiceTest;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A store that fails part-way, on every stack: the subclass registers a {@code mongo} store (no
 * database is configured) that hands on {@link #rowsBeforeFailure} records of the size and then
 * fails with {@link #failure()}, a database read timeout. Before anything has left, that is the
 * timeout's 503; once the response is committed it can only be a broken body.
 */
public abstract class RecordFailureContract extends ServiceTest {

    /** What the failing store hands on before it fails: count − 1 records, so count=1 fails at once. */
    public static int rowsBeforeFailure(RecordQuery query) {
        return query.count() - 1;
    }

    public static RecordRow row(RecordQuery query, int id) {
        return new RecordRow(id, "x".repeat(query.size().bytes()));
    }

    public static RuntimeException failure() {
        return new MongoSocketReadTimeoutException("test: the database stopped answering",
                new ServerAddress(), new SocketTimeoutException());
    }

    /** The failing store for the blocking-style handlers (MVC's and virtual-netty's), which read on their own thread. */
    public static RecordStore failingStore() {
        return new RecordStore() {
            @Override
            public String name() {
                return "mongo";
            }

            @Override
            public void stream(RecordQuery query, Consumer<RecordRow> sink) {
                for (int id = 1; id <= rowsBeforeFailure(query); id++) {
                    sink.accept(row(query, id));
                }
                throw failure();
            }
        };
    }

    /**
     * On the stacks that gather 8 KB before anything leaves (MVC in Tomcat's buffer, virtual-netty in its chunks): 2 KB
     * and then a failure have sent nothing, so the failure's status replaces them.
     */
    protected void assertRecordsNotYetSentGiveWayToTheErrorStatus() {
        Reply reply = http.get("/records?store=mongo&size=1kb&count=3");
        assertThat(reply.status()).isEqualTo(503);
        assertThat(Json.object(reply.body())).containsEntry("error", "database timed out: MongoSocketReadTimeoutException");
    }

    @Test
    void aFailureBeforeTheFirstRecordIsTheDatabasesStatus() {
        Reply reply = http.getAccepting("/records?store=mongo&size=1kb&count=1", "application/x-ndjson");
        assertThat(Json.answer(reply, 503)).containsExactly(
                Map.entry("error", "database timed out: MongoSocketReadTimeoutException"));
    }

    @Test
    void aFailureAfterTheFirstBytesBreaksTheResponseForAnHttpClient() {
        // 4 records of 10 KB: more than any server buffers before it commits.
        assertThatThrownBy(() -> http.get("/records?store=mongo&size=10kb&count=5"))
                .isInstanceOf(UncheckedIOException.class);
        assertThatThrownBy(() -> http.getAccepting("/records?store=mongo&size=10kb&count=5", "application/x-ndjson"))
                .isInstanceOf(UncheckedIOException.class);
    }

    @ParameterizedTest
    @ValueSource(strings = {"application/json", "application/x-ndjson"})
    void aFailureAfterTheFirstBytesClosesTheConnectionWithoutEndingTheBody(String accept) throws IOException {
        String raw = rawExchange("/records?store=mongo&size=10kb&count=5", accept);
        assertThat(raw).startsWith("HTTP/1.1 200");
        assertThat(raw.toLowerCase()).contains("transfer-encoding: chunked");
        String body = raw.substring(raw.indexOf("\r\n\r\n") + 4);
        String tail = body.substring(Math.max(0, body.length() - 300));
        assertThat(body.contains("{\"id\":4,\"payload\":\"xxx")).as(tail).isTrue();
        // No last chunk, and nothing but the records: no error page or JSON written into the stream.
        assertThat(body.endsWith("0\r\n\r\n")).as(tail).isFalse();
        assertThat(body.contains("error") || body.contains("\"id\":5")).as(tail).isFalse();
    }

    /** The bytes a client receives, up to the server's close, for a keep-alive HTTP/1.1 GET. */
    protected String rawExchange(String path, String accept) throws IOException {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout(10_000);
            socket.getOutputStream().write(("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: " + accept
                    + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            InputStream in = socket.getInputStream();
            ByteArrayOutputStream received = new ByteArrayOutputStream();
            byte[] buffer = new byte[65536];
            // A read timeout here means the server kept the connection open: the test fails.
            for (int n; (n = in.read(buffer)) >= 0; ) {
                received.write(buffer, 0, n);
            }
            return received.toString(StandardCharsets.ISO_8859_1);
        }
    }
}
