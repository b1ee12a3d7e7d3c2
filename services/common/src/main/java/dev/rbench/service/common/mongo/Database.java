package dev.rbench.service.common.mongo;

import org.springframework.beans.factory.ObjectProvider;

/** Beans that exist only with {@code --rbench.mongo.uri}; without it every Mongo route answers 503. */
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
}
