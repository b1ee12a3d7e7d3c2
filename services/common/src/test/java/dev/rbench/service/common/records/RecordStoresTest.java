package dev.rbench.service.common.records;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rbench.service.common.errors.ApiException;
import dev.rbench.service.common.errors.InvalidParameterException;
import dev.rbench.service.common.mongo.MongoRecords;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.springframework.http.HttpStatus;

class RecordStoresTest {

    @Test
    void anUnknownStoreIs400NamingTheStores() {
        for (String bad : new String[] {null, "", "Mongo", "mysql"}) {
            assertThatThrownBy(() -> RecordStores.checkName(bad)).isInstanceOf(InvalidParameterException.class)
                    .hasMessage("store must be one of mongo, postgres");
        }
        assertThat(RecordStores.checkName("postgres")).isEqualTo("postgres");
    }

    @Test
    void aKnownStoreWithoutItsBeanIs503WithTheArgumentThatAddsIt() {
        assertThat(RecordStores.pick("mongo", Stream.of("postgres", "mongo"), s -> s)).isEqualTo("mongo");
        assertThatThrownBy(() -> RecordStores.pick("postgres", Stream.of("mongo"), s -> s))
                .isInstanceOfSatisfying(ApiException.class, e -> assertThat(e.status()).isEqualTo(HttpStatus.SERVICE_UNAVAILABLE))
                .hasMessage("store 'postgres' is not configured: start the service with --rbench.postgres.url");
        assertThatThrownBy(() -> RecordStores.pick("mongo", Stream.<String>empty(), s -> s))
                .hasMessage("store 'mongo' is not configured: start the service with --rbench.mongo.uri");
    }

    @Test
    void mongoBatchesHoldAtMostFourMegabytesUnlessConfigured() {
        assertThat(MongoRecords.batchSize(new RecordQuery(RecordSize.KB1, 1000, false), 0)).isEqualTo(1000);
        assertThat(MongoRecords.batchSize(new RecordQuery(RecordSize.KB1, 7, false), 0)).isEqualTo(7);
        assertThat(MongoRecords.batchSize(new RecordQuery(RecordSize.KB10, 1000, false), 0)).isEqualTo(409);
        assertThat(MongoRecords.batchSize(new RecordQuery(RecordSize.KB100, 1000, false), 0)).isEqualTo(40);
        assertThat(MongoRecords.batchSize(new RecordQuery(RecordSize.KB100, 1000, false), 3)).isEqualTo(3);
    }
}
