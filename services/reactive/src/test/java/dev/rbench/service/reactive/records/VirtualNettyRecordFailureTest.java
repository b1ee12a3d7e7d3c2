package dev.rbench.service.reactive.records;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.service.common.records.RecordQuery;
import dev.rbench.service.common.records.RecordRow;
import dev.rbench.service.common.records.RecordStore;
import dev.rbench.service.common.testing.Json;
import dev.rbench.service.common.testing.ServiceHttpClient.Reply;
import dev.rbench.service.common.testing.records.RecordFailureContract;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;

/** A blocking-style store failing part-way on virtual-netty: the same answers as on MVC. */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = "rbench.threads=virtual")
class VirtualNettyRecordFailureTest extends RecordFailureContract {

    @TestConfiguration
    static class FailingStore {
        @Bean
        RecordStore failingMongo() {
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
    }

    @Test
    void recordsNotYetHandedOnAreDroppedForTheErrorStatus() {
        // 2 KB gathered, below the 8 KB handed on at a time: nothing has left, so the 503 replaces them (as on MVC).
        Reply reply = http.get("/records?store=mongo&size=1kb&count=3");
        assertThat(reply.status()).isEqualTo(503);
        assertThat(Json.object(reply.body())).containsEntry("error", "database timed out: MongoSocketReadTimeoutException");
    }
}
