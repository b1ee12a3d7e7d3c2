package dev.rbench.runner.scenario;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The study's CRUD routes on the seeded {@code entities} collection, as steps of a scenario
 * ({@code routes: [get-one, find-all, …]}): method, path and a body that is the same in every request.
 * Writes stay repeatable under load: a create adds a new document each time, a replace overwrites
 * the same seeded documents. DELETE is not here — the same request twice is a 404 the second time;
 * the services' contract tests cover it.
 */
public enum CrudRoute {
    GET_ONE("/entities/e1"),
    FIND_ALL("/entities"),
    QUERY("/entities/query?name=alpha"),
    CREATE("/entities"),
    CREATE_MANY("/entities/many"),
    REPLACE("/entities"),
    REPLACE_MANY("/entities/many");

    /** Documents in one create-many or replace-many request. */
    static final int MANY = 10;

    private final String path;

    CrudRoute(String path) {
        this.path = path;
    }

    /** As a scenario names it: the constant's name in lower case with dashes, e.g. {@code replace-many}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public String method() {
        return switch (this) {
            case GET_ONE, FIND_ALL, QUERY -> "GET";
            case CREATE, CREATE_MANY -> "POST";
            case REPLACE, REPLACE_MANY -> "PUT";
        };
    }

    public String path() {
        return path;
    }

    /** The JSON body, with payloads of {@code payloadBytes} characters; empty for reads. */
    public String body(int payloadBytes) {
        String payload = "x".repeat(payloadBytes);
        return switch (this) {
            case GET_ONE, FIND_ALL, QUERY -> "";
            case CREATE -> entity(null, payload);
            case CREATE_MANY -> many(null, payload);
            case REPLACE -> entity("e2", payload);
            case REPLACE_MANY -> many("e", payload);
        };
    }

    private static String entity(String id, String payload) {
        return "{" + (id == null ? "" : "\"id\":\"" + id + "\",") + "\"name\":\"alpha\",\"payload\":\"" + payload + "\"}";
    }

    /** Ten new documents, or the seeded e3..e12 (idPrefix "e"). */
    private static String many(String idPrefix, String payload) {
        StringBuilder json = new StringBuilder("[");
        for (int i = 0; i < MANY; i++) {
            json.append(i == 0 ? "" : ",").append(entity(idPrefix == null ? null : idPrefix + (i + 3), payload));
        }
        return json.append(']').toString();
    }

    /** The highest seeded id a route touches: the collection must hold at least this many. */
    public int entitiesNeeded() {
        return this == REPLACE_MANY ? MANY + 2 : 2;
    }

    public static Optional<CrudRoute> byId(String id) {
        return Arrays.stream(values()).filter(r -> r.id().equals(id)).findFirst();
    }

    public static List<String> ids() {
        return Arrays.stream(values()).map(CrudRoute::id).toList();
    }
}
