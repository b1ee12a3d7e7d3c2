package dev.rbench.service.blocking.records;

import dev.rbench.service.common.records.RecordStore;
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
            return failingStore();
        }
    }

    @Test
    void recordsStillInTomcatsBufferAreDroppedForTheErrorStatus() {
        // 2 KB written, below Tomcat's 8 KB buffer: not committed, so the 503 replaces them.
        assertRecordsNotYetSentGiveWayToTheErrorStatus();
    }
}
