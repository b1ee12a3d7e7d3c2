package dev.rbench.runner.app;

import dev.rbench.infra.mongo.MongoSeeder;
import dev.rbench.runner.failure.ServiceException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;

/**
 * The user's own data ({@code app.seed}) loaded once before the first variant starts: a {@code .sql} file run on the
 * run's PostgreSQL (the app's schema and data beside our records tables, with the credentials the app gets), or a
 * {@code .json} file of collections inserted into its MongoDB.
 */
public final class AppSeed {

    private AppSeed() {
    }

    /** Whether {@code seed} names MongoDB documents rather than SQL. */
    public static boolean isJson(String seed) {
        return seed.toLowerCase(java.util.Locale.ROOT).endsWith(".json");
    }

    public static void run(Path seed, Map<String, String> backendEnv) {
        if (isJson(seed.toString())) {
            mongo(seed, backendEnv);
        } else {
            sql(seed, backendEnv);
        }
    }

    private static void mongo(Path json, Map<String, String> backendEnv) {
        try {
            MongoSeeder.seedJson(Placeholders.values(0, backendEnv).get(Placeholders.MONGO_URI), Files.readString(json));
        } catch (IOException | RuntimeException e) {
            throw new ServiceException("cannot seed MongoDB from " + json + ": " + e.getMessage());
        }
    }

    private static void sql(Path sql, Map<String, String> backendEnv) {
        Map<String, String> v = Placeholders.values(0, backendEnv);
        try (Connection c = DriverManager.getConnection(v.get("postgres.jdbcUrl"), v.get("postgres.user"), v.get(Placeholders.PASSWORD));
             Statement st = c.createStatement()) {
            // The simple query protocol runs a file of several statements as one.
            st.execute(Files.readString(sql));
        } catch (IOException | SQLException e) {
            throw new ServiceException("cannot seed PostgreSQL from " + sql + ": " + e.getMessage());
        }
    }
}
