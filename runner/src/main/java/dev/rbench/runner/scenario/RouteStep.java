package dev.rbench.runner.scenario;

import java.util.Optional;

/**
 * One entry of a scenario's {@code routes}: a named CRUD route of the entities collection
 * ({@link CrudRoute}, e.g. {@code find-all}) or any GET path the scenario spells out (starting with
 * {@code /}, e.g. {@code /records?store=postgres&size=1kb&count=10}). Each is requested by its own
 * steps, calibrated on its own, and named in results by {@link #id()}.
 */
public record RouteStep(String id, String method, String path, CrudRoute crud) {

    /** The entry as the scenario wrote it; empty when it is neither a CRUD route nor a path. */
    public static Optional<RouteStep> parse(String entry) {
        Optional<CrudRoute> crud = CrudRoute.byId(entry);
        if (crud.isPresent()) {
            CrudRoute r = crud.get();
            return Optional.of(new RouteStep(entry, r.method(), r.path(), r));
        }
        if (entry.startsWith("/") && !entry.isBlank() && entry.chars().noneMatch(Character::isWhitespace)) {
            return Optional.of(new RouteStep(entry, "GET", entry, null));
        }
        return Optional.empty();
    }

    /** A query parameter of the route's path, e.g. {@code store} of {@code /records?store=postgres&…}; empty when absent. */
    public Optional<String> queryValue(String name) {
        int q = path.indexOf('?');
        if (q < 0) {
            return Optional.empty();
        }
        for (String pair : path.substring(q + 1).split("&")) {
            int eq = pair.indexOf('=');
            if (eq > 0 && pair.substring(0, eq).equals(name)) {
                return Optional.of(pair.substring(eq + 1));
            }
        }
        return Optional.empty();
    }

    /** The JSON body every request of the route sends; empty for a GET path and the CRUD reads. */
    public String body(int payloadBytes) {
        return crud == null ? "" : crud.body(payloadBytes);
    }

    /** The highest seeded entity the route touches (0 for a path). */
    int entitiesNeeded() {
        return crud == null ? 0 : crud.entitiesNeeded();
    }

    /** Whether it is one of the entities collection's routes, which need MongoDB. */
    public boolean isCrud() {
        return crud != null;
    }
}
