package dev.rbench.service.common.mongo;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.event.ConnectionPoolListener;
import dev.rbench.protocol.ServiceInfo.MongoInfo;
import dev.rbench.protocol.ServiceProperty;
import dev.rbench.service.common.errors.InvalidServicePropertyException;
import dev.rbench.service.common.property.ServiceProperties;
import java.util.Arrays;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.springframework.core.env.PropertyResolver;

/**
 * The {@code --rbench.mongo.*} arguments, validated once. Without {@code rbench.mongo.uri} the
 * service has no database: no client is created and the Mongo routes answer 503.
 * <p>
 * The URI may carry credentials, so it is never echoed: not in {@link #toString()}, not in
 * {@link #info()}, not in a startup error.
 */
public record MongoSettings(
        String uri,
        String database,
        MongoAccess access,
        int poolSize,
        int minPoolSize,
        int maxConnecting,
        int connectTimeoutMs,
        int timeoutMs,
        int poolWaitMs,
        int batchSize) {

    private static final int MAX_MS = 600_000;
    private static final Pattern DATABASE_NAME = Pattern.compile("[A-Za-z0-9_-]{1,63}");
    private static final String HIDDEN = "<hidden>";

    /** Reads and checks every property; throws {@link InvalidServicePropertyException} on the first bad one. */
    public static MongoSettings from(PropertyResolver env) {
        String uri = uri(env);
        String database = env.getProperty(ServiceProperty.MONGO_DATABASE, "rbench");
        if (!DATABASE_NAME.matcher(database).matches()) {
            throw new InvalidServicePropertyException(ServiceProperty.MONGO_DATABASE, database,
                    "must be 1 to 63 letters, digits, '_' or '-'");
        }
        Set<String> ways = Arrays.stream(MongoAccess.values()).map(MongoAccess::id).collect(Collectors.toSet());
        MongoAccess access = MongoAccess.valueOf(
                ServiceProperties.oneOf(env, ServiceProperty.MONGO_ACCESS, MongoAccess.TEMPLATE.id(), ways).toUpperCase(Locale.ROOT));
        // The driver's own defaults: 100 connections, none kept open, 2 being opened at once.
        int poolSize = ServiceProperties.intInRange(env, ServiceProperty.MONGO_POOL_SIZE, 100, 1, 100_000);
        int minPoolSize = ServiceProperties.intInRange(env, ServiceProperty.MONGO_MIN_POOL_SIZE, 0, 0, poolSize);
        int maxConnecting = ServiceProperties.intInRange(env, ServiceProperty.MONGO_MAX_CONNECTING, 2, 1, 100_000);
        int connectTimeoutMs = ServiceProperties.intInRange(env, ServiceProperty.MONGO_CONNECT_TIMEOUT_MS, 2_000, 1, MAX_MS);
        int timeoutMs = ServiceProperties.intInRange(env, ServiceProperty.MONGO_TIMEOUT_MS, 10_000, 1, MAX_MS);
        int poolWaitMs = ServiceProperties.intInRange(env, ServiceProperty.MONGO_POOL_WAIT_MS, 10_000, 0, MAX_MS);
        int batchSize = ServiceProperties.intInRange(env, ServiceProperty.MONGO_BATCH_SIZE, 0, 0, 1_000_000);
        return new MongoSettings(uri, database, access, poolSize, minPoolSize, maxConnecting,
                connectTimeoutMs, timeoutMs, poolWaitMs, batchSize);
    }

    private static String uri(PropertyResolver env) {
        String raw = env.getProperty(ServiceProperty.MONGO_URI);
        if (raw == null) {
            return null;
        }
        String requirement = "must be a mongodb:// or mongodb+srv:// connection string";
        try {
            new ConnectionString(raw.trim());
        } catch (RuntimeException e) {
            // Neither the value nor the driver's message (which quotes it) is shown: it may hold a password.
            throw new InvalidServicePropertyException(ServiceProperty.MONGO_URI, HIDDEN, requirement);
        }
        return raw.trim();
    }

    public boolean configured() {
        return uri != null;
    }

    /** What {@code /info} shows: everything but the URI. */
    public MongoInfo info() {
        return new MongoInfo(access.id(), database, poolSize, minPoolSize, maxConnecting, batchSize,
                timeoutMs, connectTimeoutMs, poolWaitMs);
    }

    /**
     * Client settings for either driver. The rbench values are applied after the URI, so they win
     * over the same options written into it; server selection waits as long as a connect may take.
     */
    public MongoClientSettings clientSettings(ConnectionPoolListener poolListener) {
        return MongoClientSettings.builder()
                .applyConnectionString(new ConnectionString(uri))
                .applyToConnectionPoolSettings(pool -> pool
                        .maxSize(poolSize)
                        .minSize(minPoolSize)
                        .maxConnecting(maxConnecting)
                        .maxWaitTime(poolWaitMs, TimeUnit.MILLISECONDS)
                        .addConnectionPoolListener(poolListener))
                .applyToSocketSettings(socket -> socket
                        .connectTimeout(connectTimeoutMs, TimeUnit.MILLISECONDS)
                        .readTimeout(timeoutMs, TimeUnit.MILLISECONDS))
                .applyToClusterSettings(cluster -> cluster
                        .serverSelectionTimeout(connectTimeoutMs, TimeUnit.MILLISECONDS))
                .build();
    }

    @Override
    public String toString() {
        return "MongoSettings" + info() + (configured() ? " uri=" + HIDDEN : " (no database)");
    }
}
