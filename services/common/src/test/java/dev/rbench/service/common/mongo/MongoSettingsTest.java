package dev.rbench.service.common.mongo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.mongodb.MongoClientSettings;
import dev.rbench.protocol.ServiceInfo.MongoInfo;
import dev.rbench.service.common.errors.InvalidServicePropertyException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.mock.env.MockEnvironment;

class MongoSettingsTest {
    private static final String SECRET_URI = "mongodb://user:s3cret@db.example:27017/?maxPoolSize=5";

    @Test
    void withoutAUriThereIsNoDatabaseAndTheDefaultsAreTheDrivers() {
        MongoSettings settings = MongoSettings.from(new MockEnvironment());
        assertThat(settings.configured()).isFalse();
        assertThat(settings.info()).isEqualTo(new MongoInfo("template", "rbench", 100, 0, 2, 0, 10_000, 2_000, 10_000));
    }

    @Test
    void everyPropertyTakesEffectAndWinsOverTheUri() {
        MongoSettings settings = MongoSettings.from(new MockEnvironment()
                .withProperty("rbench.mongo.uri", SECRET_URI)
                .withProperty("rbench.mongo.database", "bench_1")
                .withProperty("rbench.mongo.access", "Repository")
                .withProperty("rbench.mongo.pool-size", "200")
                .withProperty("rbench.mongo.min-pool-size", "10")
                .withProperty("rbench.mongo.max-connecting", "4")
                .withProperty("rbench.mongo.connect-timeout-ms", "300")
                .withProperty("rbench.mongo.timeout-ms", "400")
                .withProperty("rbench.mongo.pool-wait-ms", "500")
                .withProperty("rbench.mongo.batch-size", "64"));
        assertThat(settings.info()).isEqualTo(new MongoInfo("repository", "bench_1", 200, 10, 4, 64, 400, 300, 500));

        MongoClientSettings client = settings.clientSettings(PoolGauges.of(settings));
        assertThat(client.getConnectionPoolSettings().getMaxSize()).isEqualTo(200);
        assertThat(client.getConnectionPoolSettings().getMinSize()).isEqualTo(10);
        assertThat(client.getConnectionPoolSettings().getMaxConnecting()).isEqualTo(4);
        assertThat(client.getConnectionPoolSettings().getMaxWaitTime(TimeUnit.MILLISECONDS)).isEqualTo(500);
        assertThat(client.getConnectionPoolSettings().getConnectionPoolListeners()).hasSize(1);
        assertThat(client.getSocketSettings().getConnectTimeout(TimeUnit.MILLISECONDS)).isEqualTo(300);
        assertThat(client.getSocketSettings().getReadTimeout(TimeUnit.MILLISECONDS)).isEqualTo(400);
        assertThat(client.getClusterSettings().getServerSelectionTimeout(TimeUnit.MILLISECONDS)).isEqualTo(300);
        assertThat(client.getCredential().getUserName()).isEqualTo("user");
    }

    @Test
    void theUriIsNeverShown() {
        MongoSettings settings = MongoSettings.from(new MockEnvironment().withProperty("rbench.mongo.uri", SECRET_URI));
        assertThat(settings.toString()).doesNotContain("s3cret").doesNotContain("db.example");
        assertThatThrownBy(() -> MongoSettings.from(
                new MockEnvironment().withProperty("rbench.mongo.uri", "http://user:s3cret@host")))
                .isInstanceOf(InvalidServicePropertyException.class)
                .hasMessage("invalid rbench.mongo.uri='<hidden>': must be a mongodb:// or mongodb+srv:// connection string");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
            "rbench.mongo.access|jdbc|must be one of driver, repository, template",
            "rbench.mongo.database|a/b|must be 1 to 63 letters, digits, '_' or '-'",
            "rbench.mongo.pool-size|0|must be an integer between 1 and 100000",
            "rbench.mongo.min-pool-size|101|must be an integer between 0 and 100",
            "rbench.mongo.batch-size|-1|must be an integer between 0 and 1000000",
            "rbench.mongo.timeout-ms|0|must be an integer between 1 and 600000"})
    void rejectsBadValuesWithTheRequirement(String property, String value, String requirement) {
        assertThatThrownBy(() -> MongoSettings.from(new MockEnvironment().withProperty(property, value)))
                .isInstanceOf(InvalidServicePropertyException.class)
                .hasMessage("invalid " + property + "='" + value + "': " + requirement);
    }
}
