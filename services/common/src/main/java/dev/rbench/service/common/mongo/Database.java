package dev.rbench.service.common.mongo;

import dev.rbench.service.common.errors.ApiException;
import org.springframework.beans.factory.ObjectProvider;

/**
 * Beans that exist only with {@code --rbench.mongo.uri} (or {@code --rbench.cassandra.contact-point});
 * without it every route of that database answers 503.
 */
public final class Database {

    private Database() {
    }

    public static <T> T require(ObjectProvider<T> bean) {
        T available = bean.getIfAvailable();
        if (available == null) {
            throw ApiException.noDatabase();
        }
        return available;
    }

    /** The Cassandra session holder, or 503 {@link ApiException#NO_CASSANDRA}. */
    public static <T> T requireCassandra(ObjectProvider<T> bean) {
        T available = bean.getIfAvailable();
        if (available == null) {
            throw ApiException.noCassandra();
        }
        return available;
    }
}
