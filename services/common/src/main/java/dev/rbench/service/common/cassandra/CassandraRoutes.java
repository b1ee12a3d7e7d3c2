package dev.rbench.service.common.cassandra;

/** Study 001's route: the study's {@code GET /api/}, and {@code /api} as well. */
public final class CassandraRoutes {
    public static final String API = "/api";
    public static final String API_SLASH = "/api/";

    private CassandraRoutes() {
    }
}
