package dev.rbench.service.common.records;

import dev.rbench.protocol.ServiceProperty;
import dev.rbench.service.common.errors.ApiException;
import dev.rbench.service.common.errors.InvalidParameterException;
import java.util.function.Function;
import java.util.stream.Stream;
import org.springframework.http.HttpStatus;

/**
 * Which store a {@code GET /records} reads: the name must be one of {@link RecordRoutes#STORES}
 * (400 otherwise, whether or not the store is configured), and a known store this process has no
 * bean for, because it was started without that database, is 503 with the argument that adds it.
 */
public final class RecordStores {
    private RecordStores() {
    }

    /** {@code store} if it names a known store; a 400 naming the stores otherwise. */
    public static String checkName(String store) {
        if (store == null || !RecordRoutes.STORES.contains(store)) {
            throw new InvalidParameterException("store", store,
                    "store must be one of " + String.join(", ", RecordRoutes.STORES));
        }
        return store;
    }

    /** The bean serving {@code name} among those this process has; 503 if there is none. */
    public static <S> S pick(String name, Stream<S> stores, Function<S, String> nameOf) {
        return stores.filter(s -> name.equals(nameOf.apply(s))).findFirst()
                .orElseThrow(() -> notConfigured(name));
    }

    static ApiException notConfigured(String store) {
        String argument = RecordRoutes.MONGO.equals(store) ? ServiceProperty.MONGO_URI : ServiceProperty.POSTGRES_URL;
        return new ApiException(HttpStatus.SERVICE_UNAVAILABLE,
                "store '" + store + "' is not configured: start the service with --" + argument);
    }
}
