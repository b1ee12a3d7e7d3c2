package dev.rbench.infra.mongo;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * Clients for set-up and verification (never for load), each with a deadline on every wait:
 * connecting, selecting a server and each socket read. Explicit values in the URI win over these.
 */
final class ControlClients {

    static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);
    static final Duration SERVER_SELECTION_TIMEOUT = Duration.ofSeconds(10);
    /** Long enough to insert a 16 MB batch through a slow, bandwidth-capped proxy. */
    static final Duration READ_TIMEOUT = Duration.ofSeconds(60);

    private ControlClients() {
    }

    static MongoClient create(String uri) {
        ConnectionString connection = new ConnectionString(uri);
        MongoClientSettings.Builder settings = MongoClientSettings.builder()
                .applyToSocketSettings(s -> s.connectTimeout(millis(CONNECT_TIMEOUT), TimeUnit.MILLISECONDS)
                        .readTimeout(millis(READ_TIMEOUT), TimeUnit.MILLISECONDS))
                .applyToClusterSettings(c -> c.serverSelectionTimeout(millis(SERVER_SELECTION_TIMEOUT), TimeUnit.MILLISECONDS))
                .applyToConnectionPoolSettings(p -> p.maxWaitTime(millis(SERVER_SELECTION_TIMEOUT), TimeUnit.MILLISECONDS))
                // Applied last: whatever the URI sets explicitly overrides the defaults above.
                .applyConnectionString(connection);
        return MongoClients.create(settings.build());
    }

    private static int millis(Duration d) {
        return Math.toIntExact(d.toMillis());
    }
}
