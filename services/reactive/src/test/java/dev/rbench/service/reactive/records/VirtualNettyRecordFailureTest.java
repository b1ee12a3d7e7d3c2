package dev.rbench.service.reactive.records;

import dev.rbench.service.common.records.RecordStore;
import dev.rbench.service.common.testing.records.RecordFailureContract;
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
            return failingStore();
        }
    }

    @Test
    void recordsNotYetHandedOnAreDroppedForTheErrorStatus() {
        // 2 KB gathered, below the 8 KB handed on at a time: nothing has left, so the 503 replaces them (as on MVC).
        assertRecordsNotYetSentGiveWayToTheErrorStatus();
    }
}
