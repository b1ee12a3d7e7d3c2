package dev.rbench.service.reactive.records;

import dev.rbench.service.common.records.RecordQuery;
import dev.rbench.service.common.records.RecordRow;
import dev.rbench.service.common.testing.records.RecordFailureContract;
import dev.rbench.service.reactive.NoBlockingCalls;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import reactor.core.publisher.Flux;

/** A store failing part-way on WebFlux, under BlockHound. */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = "rbench.event-loops=3")
@ExtendWith(NoBlockingCalls.class)
class ReactiveRecordFailureTest extends RecordFailureContract {

    @TestConfiguration
    static class FailingStore {
        @Bean
        ReactiveRecordStore failingMongo() {
            return new ReactiveRecordStore() {
                @Override
                public String name() {
                    return "mongo";
                }

                @Override
                public Flux<RecordRow> stream(RecordQuery query) {
                    return Flux.range(1, rowsBeforeFailure(query)).map(id -> row(query, id))
                            .concatWith(Flux.error(failure()));
                }
            };
        }
    }
}
