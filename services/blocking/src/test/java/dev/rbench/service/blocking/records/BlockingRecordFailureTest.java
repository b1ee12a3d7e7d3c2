package dev.rbench.service.blocking.records;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.service.common.records.RecordStore;
import dev.rbench.service.common.testing.Json;
import dev.rbench.service.common.testing.ServiceHttpClient.Reply;
import dev.rbench.service.common.testing.records.RecordFailureContract;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;

/** A store failing part-way on MVC (platform threads; virtual threads run the same handler). */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
class BlockingRecordFailureTest extends RecordFailureContract {

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
                public void stream(dev.rbench.service.common.records.RecordQuery query,
                                   java.util.function.Consumer<dev.rbench.service.common.records.RecordRow> sink) {
                    for (int id = 1; id <= rowsBeforeFailure(query); id++) {
                        sink.accept(row(query, id));
                    }
                    throw failure();
                }
            };
        }
    }

    @Test
    void recordsStillInTomcatsBufferAreDroppedForTheErrorStatus() {
        // 2 KB written, below Tomcat's 8 KB buffer: not committed, so the 503 replaces them.
        Reply reply = http.get("/records?store=mongo&size=1kb&count=3");
        assertThat(reply.status()).isEqualTo(503);
        assertThat(Json.object(reply.body())).containsEntry("error", "database timed out: MongoSocketReadTimeoutException");
    }
}
