package dev.rbench.runner.app;

import dev.rbench.runner.service.ServiceException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;

/**
 * The user's own SQL ({@code app.seed}) run once on the run's PostgreSQL before the first variant
 * starts: the app's schema and data beside our records tables, with the credentials the app gets.
 */
public final class AppSeed {

    private AppSeed() {
    }

    public static void run(Path sql, Map<String, String> backendEnv) {
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
