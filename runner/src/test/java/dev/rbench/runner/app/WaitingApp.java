package dev.rbench.runner.app;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Executors;

/**
 * A user's app as the integration tests start it through {@code app:}: the JDK's own HttpServer,
 * each request on a pool of N platform threads ({@code platform:N}) or a virtual thread each
 * ({@code virtual}); {@code GET /work} waits t ms and then burns s ms of CPU, {@code /ready} answers
 * 200. A fifth argument makes it misbehave as the failure cases need: {@code exit} (dies while
 * starting), {@code never} (never ready), {@code error} (answers 500), {@code late} (answers {@code /actuator/health} on
 * {@code MANAGEMENT_SERVER_PORT} at once, as Boot with Actuator does, and opens its own port 1.5 s later).
 *
 * <p>With {@code DB_URL} (and {@code DB_USER}, {@code DB_PASSWORD}) in its environment it waits in
 * the database instead, {@code SELECT pg_sleep(t)} on one of a pool of {@code DB_POOL} JDBC
 * connections, as an app whose requests wait on a database pool N ({@code DB_COUNT_TABLE}: and
 * counts that table's rows, from the scenario's seed). With {@code MONGO_URI} and {@code MONGO_COUNT}
 * ({@code database.collection}) it waits t ms and then counts that collection's documents, from a
 * {@code .json} seed.
 *
 * <p>Usage: {@code WaitingApp PORT platform:N|virtual WAIT_MS CPU_MS [exit|never|error|late]}
 */
public final class WaitingApp {

    private WaitingApp() {
    }

    public static void main(String[] args) throws IOException {
        int port = Integer.parseInt(args[0]);
        String mode = args[1];
        long waitMs = Long.parseLong(args[2]);
        long cpuNanos = Long.parseLong(args[3]) * 1_000_000;
        String failure = args.length > 4 ? args[4] : "";
        System.out.println("waiting app: mode " + mode + ", wait " + waitMs + " ms, cpu " + args[3] + " ms " + failure);
        if (failure.equals("exit")) {
            System.out.println("cannot open the database: connection refused");
            System.exit(3);
        }
        String managementPort = System.getenv("MANAGEMENT_SERVER_PORT");
        if (failure.equals("late") && managementPort != null) {
            // As Boot with Actuator on a port of its own can: health answers there before the app's own port opens.
            HttpServer management = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(),
                    Integer.parseInt(managementPort)), 64);
            management.createContext("/actuator/health", ex -> answer(ex, 200, "{\"status\":\"UP\"}"));
            management.start();
        }
        if (failure.equals("late")) {
            sleep(1_500);
        }
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 4096);
        server.setExecutor(mode.equals("virtual") ? Executors.newVirtualThreadPerTaskExecutor()
                : Executors.newFixedThreadPool(Integer.parseInt(mode.substring("platform:".length()))));
        server.createContext("/ready", ex -> answer(ex, failure.equals("never") ? 503 : 200, "ready"));
        BlockingQueue<Connection> pool = pool(System.getenv());
        server.createContext("/work", ex -> {
            String waited = pool != null ? waitInDatabase(pool, waitMs)
                    : System.getenv("MONGO_URI") != null ? sleep(waitMs) + ", " + countInMongo() : sleep(waitMs);
            burn(cpuNanos);
            answer(ex, failure.equals("error") ? 500 : 200, "{\"done\":true,\"waited\":\"" + waited + "\"}");
        });
        server.start();
        System.out.println("listening on " + port);
    }

    private static String sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return "sleep";
    }

    private static BlockingQueue<Connection> pool(Map<String, String> env) {
        if (!env.containsKey("DB_URL")) {
            return null;
        }
        int size = Integer.parseInt(env.getOrDefault("DB_POOL", "10"));
        BlockingQueue<Connection> pool = new ArrayBlockingQueue<>(size);
        try {
            for (int i = 0; i < size; i++) {
                pool.add(DriverManager.getConnection(env.get("DB_URL"), env.get("DB_USER"), env.get("DB_PASSWORD")));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot open the database: " + e.getMessage(), e);
        }
        return pool;
    }

    private static String waitInDatabase(BlockingQueue<Connection> pool, long ms) {
        Connection c = null;
        try {
            c = pool.take();
            try (PreparedStatement st = c.prepareStatement("SELECT pg_sleep(?)")) {
                st.setDouble(1, ms / 1000.0);
                st.execute();
            }
            String table = System.getenv("DB_COUNT_TABLE");
            if (table == null) {
                return "db";
            }
            // A table of the user's seed: the answer says how many rows the app sees.
            try (PreparedStatement st = c.prepareStatement("SELECT count(*) FROM " + table); var rows = st.executeQuery()) {
                rows.next();
                return "db, " + rows.getLong(1) + " rows";
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted";
        } catch (SQLException e) {
            return "failed: " + e.getMessage();
        } finally {
            if (c != null) {
                pool.add(c);
            }
        }
    }

    private static String countInMongo() {
        String[] name = System.getenv("MONGO_COUNT").split("\\.", 2);
        try (var client = com.mongodb.client.MongoClients.create(System.getenv("MONGO_URI"))) {
            return "mongo, " + client.getDatabase(name[0]).getCollection(name[1]).countDocuments() + " documents";
        }
    }

    /** Busy for {@code nanos} of wall time: on an idle core, that much CPU. */
    private static void burn(long nanos) {
        long end = System.nanoTime() + nanos;
        while (System.nanoTime() < end) {
            Thread.onSpinWait();
        }
    }

    private static void answer(HttpExchange ex, int status, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        ex.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = ex.getResponseBody()) {
            out.write(bytes);
        }
    }
}
