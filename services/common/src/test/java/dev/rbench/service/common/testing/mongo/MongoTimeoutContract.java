package dev.rbench.service.common.testing.mongo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.service.common.testing.Json;
import dev.rbench.service.common.testing.ServiceHttpClient.Reply;
import dev.rbench.service.common.testing.ServiceTest;
import java.time.Duration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * A database that accepts connections and never answers must cost a request its timeouts, not
 * hang it: every Mongo route answers 503 with a reason, soon after the configured timeouts. A
 * subclass is one stack × one way and passes {@link #CONNECT_TIMEOUT}, {@link #READ_TIMEOUT} and {@link #POOL_WAIT}.
 */
public abstract class MongoTimeoutContract extends ServiceTest {
    public static final String CONNECT_TIMEOUT = "rbench.mongo.connect-timeout-ms=300";
    public static final String READ_TIMEOUT = "rbench.mongo.timeout-ms=300";
    public static final String POOL_WAIT = "rbench.mongo.pool-wait-ms=300";
    private static final SilentServer SILENT = new SilentServer();
    // 300 ms timeouts: generous room for a slow, shared machine, far below a hung request.
    private static final Duration BOUND = Duration.ofSeconds(5);

    @DynamicPropertySource
    static void silentDatabase(DynamicPropertyRegistry registry) {
        registry.add("rbench.mongo.uri", SILENT::uri);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "GET|/documents/1|",
            "GET|/documents/1/fanout?calls=3&parallel=false|",
            "GET|/entities|",
            "GET|/entities/query?name=n|",
            "GET|/entities/e1|",
            "POST|/entities|{\"name\":\"n\",\"payload\":\"p\"}",
            "PUT|/entities|{\"id\":\"e1\",\"name\":\"n\",\"payload\":\"p\"}",
            "DELETE|/entities/e1|",
            "GET|/records?store=mongo&size=1kb&count=10|"})
    void aSilentDatabaseIs503Quickly(String method, String path, String body) {
        Reply reply = http.send(method, path, body);
        assertThat(reply.status()).as(reply.body()).isEqualTo(503);
        assertThat(reply.contentType()).startsWith("application/json");
        assertThat((String) Json.object(reply.body()).get("error")).startsWith("database timed out: ");
        assertThat(reply.elapsed()).isLessThan(BOUND);
    }
}
