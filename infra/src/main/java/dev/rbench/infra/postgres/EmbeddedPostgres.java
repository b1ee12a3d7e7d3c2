package dev.rbench.infra.postgres;

import dev.rbench.infra.process.ChildProcesses;
import dev.rbench.infra.process.EmbeddedServer;
import dev.rbench.infra.process.Folders;
import dev.rbench.infra.process.LogTail;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A real PostgreSQL for the record-stream experiments: a fresh cluster ({@code initdb}) on a free
 * loopback port, superuser {@value #USER} with a password generated for this run (scram-sha-256;
 * no Unix socket, listening on 127.0.0.1 only). The {@code postgres} process is a child of rbench,
 * registered with {@link ChildProcesses} (so Ctrl-C and kill of rbench stop it); a small watchdog
 * child sends it SIGQUIT when rbench dies without running hooks (its stdin, a pipe from rbench, ends).
 * {@link #close()} stops it in PostgreSQL's immediate mode (SIGQUIT; SIGKILL after a grace period),
 * waits for it, and deletes the cluster.
 *
 * <p>When rbench runs as root the programs run as {@code postgres} (or {@code nobody}) through
 * {@code setpriv}, and the cluster lives in a folder of its own under {@code java.io.tmpdir} owned by
 * that user (a run folder under /root is not traversable by it); otherwise it lives in the work folder.
 * The server's log is always {@code <workDir>/postgres.log}.
 *
 * <p>Settings, made for a benchmark's throw-away database, see {@link #SETTINGS}: durability is off
 * ({@code fsync}, {@code synchronous_commit}, {@code full_page_writes}), so a crash loses the data —
 * it is re-seeded each run anyway.
 */
public final class EmbeddedPostgres extends EmbeddedServer {

    public static final String USER = "rbench";
    public static final String DATABASE = "postgres";
    /** Server settings, each passed as {@code -c name=value}; shown in results.json by {@link #describe()}. */
    public static final Map<String, String> SETTINGS = settings();
    static final Duration STOP_GRACE = Duration.ofSeconds(5);

    private final Process watchdog;
    private final String password;
    private final Path clusterDir;
    private final PostgresBinaries binaries;
    private final Optional<OsUser> runAs;

    private EmbeddedPostgres(Process process, Process watchdog, int port, String password, Path clusterDir, Path log,
                             PostgresBinaries binaries, Optional<OsUser> runAs) {
        // The grace is ChildProcesses' own: stop() asks PostgreSQL for an immediate shutdown first.
        super(process, port, log, ChildProcesses.TERMINATE_GRACE);
        this.watchdog = watchdog;
        this.password = password;
        this.clusterDir = clusterDir;
        this.binaries = binaries;
        this.runAs = runAs;
    }

    private static Map<String, String> settings() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("listen_addresses", "127.0.0.1");
        m.put("unix_socket_directories", "");
        m.put("max_connections", "600");
        m.put("shared_buffers", "256MB");
        m.put("fsync", "off");
        m.put("synchronous_commit", "off");
        m.put("full_page_writes", "off");
        // COPY into a table created or truncated in the same transaction then writes no WAL.
        m.put("wal_level", "minimal");
        m.put("max_wal_senders", "0");
        m.put("max_wal_size", "2GB");
        // Exact per-statement row counts, updated as each statement ends (no statistics flush delay).
        m.put("shared_preload_libraries", "pg_stat_statements");
        m.put("pg_stat_statements.track", "top");
        // A small container's /dev/shm may be tiny; parallel plans and JIT would only add noise here.
        m.put("dynamic_shared_memory_type", "mmap");
        m.put("max_parallel_workers_per_gather", "0");
        m.put("jit", "off");
        m.put("huge_pages", "off");
        m.put("log_min_messages", "warning");
        return java.util.Collections.unmodifiableMap(m);
    }

    /**
     * Creates a cluster and starts the server, returning once it accepts connections.
     *
     * @throws IllegalStateException when it cannot be started within {@code readyTimeout}; the message
     *                               holds the tail of {@code postgres.log}
     */
    public static EmbeddedPostgres start(Path workDir, Duration readyTimeout) throws InterruptedException {
        return start(PostgresBinaries.locate(), workDir, readyTimeout);
    }

    public static EmbeddedPostgres start(PostgresBinaries binaries, Path workDir, Duration readyTimeout)
            throws InterruptedException {
        Optional<OsUser> runAs = OsUser.forServer();
        Path clusterDir = null;
        try {
            Files.createDirectories(workDir);
            Path log = workDir.resolve("postgres.log");
            Path base = runAs.isPresent() ? Path.of(System.getProperty("java.io.tmpdir")) : workDir;
            removeStale(base);
            clusterDir = Files.createTempDirectory(base, "rbench-pg-",
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
            Files.writeString(clusterDir.resolve("owner.pid"), Long.toString(ProcessHandle.current().pid()));
            String password = newPassword();
            Path pwfile = clusterDir.resolve("pwfile");
            Files.writeString(pwfile, password + "\n");
            if (runAs.isPresent()) {
                runAs.get().own(clusterDir);
                runAs.get().own(pwfile);
            }
            long deadline = System.nanoTime() + readyTimeout.toNanos();
            initdb(binaries, runAs, clusterDir, pwfile, log, readyTimeout);
            Files.deleteIfExists(pwfile);
            IllegalStateException last = null;
            for (int attempt = 0; attempt < 3; attempt++) {
                int port = freePort();
                Process server = launch(binaries, runAs, clusterDir.resolve("data"), port, log);
                try {
                    awaitReady(server, port, password, log, deadline);
                    Process watchdog = watchdog(server.pid());
                    return new EmbeddedPostgres(server, watchdog, port, password, clusterDir, log, binaries, runAs);
                } catch (IllegalStateException e) {
                    stopServer(server);
                    last = e;
                    // Another process took the port between our probe and the server's bind: try another.
                    if (!LogTail.lastLines(log, 20).contains("could not bind") || System.nanoTime() - deadline >= 0) {
                        break;
                    }
                } catch (InterruptedException | RuntimeException e) {
                    stopServer(server);
                    throw e;
                }
            }
            throw last;
        } catch (IOException e) {
            cleanUp(clusterDir);
            throw new UncheckedIOException("cannot start the embedded PostgreSQL in " + workDir, e);
        } catch (InterruptedException | RuntimeException e) {
            cleanUp(clusterDir);
            throw e;
        }
    }

    private static void initdb(PostgresBinaries binaries, Optional<OsUser> runAs, Path clusterDir, Path pwfile, Path log,
                               Duration timeout) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(runAs.map(OsUser::prefix).orElse(List.of()));
        cmd.addAll(List.of(binaries.bin().resolve("initdb").toString(), "-D", clusterDir.resolve("data").toString(),
                "-U", USER, "--pwfile=" + pwfile, "--auth=scram-sha-256", "--encoding=UTF8", "--locale=C", "--no-sync"));
        Process initdb = ChildProcesses.start(processBuilder(cmd, log));
        if (!initdb.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
            ChildProcesses.stop(initdb, ChildProcesses.TERMINATE_GRACE);
            throw new IllegalStateException("initdb did not finish within " + timeout.toMillis() + " ms; see " + log
                    + LogTail.lastLines(log, 10));
        }
        if (initdb.exitValue() != 0) {
            throw new IllegalStateException("initdb failed with code " + initdb.exitValue() + "; see " + log
                    + LogTail.lastLines(log, 10));
        }
    }

    private static Process launch(PostgresBinaries binaries, Optional<OsUser> runAs, Path data, int port, Path log)
            throws IOException {
        List<String> cmd = new ArrayList<>(runAs.map(OsUser::prefix).orElse(List.of()));
        cmd.addAll(List.of(binaries.bin().resolve("postgres").toString(), "-D", data.toString(), "-p", Integer.toString(port)));
        SETTINGS.forEach((k, v) -> cmd.addAll(List.of("-c", k + "=" + v)));
        return ChildProcesses.start(processBuilder(cmd, log));
    }

    private static ProcessBuilder processBuilder(List<String> cmd, Path log) {
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()));
        pb.environment().put("LC_ALL", "C");
        pb.environment().remove("PGDATA");
        return pb;
    }

    /**
     * Sends the server SIGQUIT (immediate shutdown) when rbench dies without running its shutdown
     * hooks: the watchdog reads its stdin, a pipe only rbench holds, until it ends.
     */
    private static Process watchdog(long serverPid) throws IOException {
        ProcessBuilder pb = new ProcessBuilder("sh", "-c", "cat >/dev/null; kill -QUIT \"$0\" 2>/dev/null",
                Long.toString(serverPid)).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD);
        return ChildProcesses.start(pb);
    }

    private static void awaitReady(Process server, int port, String password, Path log, long deadline)
            throws InterruptedException {
        SQLException last = null;
        while (true) {
            if (!server.isAlive()) {
                throw new IllegalStateException("the embedded PostgreSQL exited with code " + server.exitValue()
                        + " before accepting connections; see " + log + LogTail.lastLines(log, 10));
            }
            try (Connection c = connect(jdbcUrl(port), USER, password, 2)) {
                c.isValid(2);
                return;
            } catch (SQLException e) {
                last = e;
            }
            if (System.nanoTime() - deadline >= 0) {
                throw new IllegalStateException("the embedded PostgreSQL did not accept connections in time ("
                        + (last == null ? "" : last.getMessage()) + "); see " + log + LogTail.lastLines(log, 10));
            }
            Thread.sleep(100);
        }
    }

    /** A plain JDBC connection with a connect timeout, for the runner's seeding and counters. */
    public static Connection connect(String jdbcUrl, String user, String password, int connectTimeoutSeconds)
            throws SQLException {
        Properties p = new Properties();
        if (user != null && !user.isEmpty()) {
            p.setProperty("user", user);
        }
        if (password != null && !password.isEmpty()) {
            p.setProperty("password", password);
        }
        p.setProperty("connectTimeout", Integer.toString(connectTimeoutSeconds));
        p.setProperty("socketTimeout", "120");
        p.setProperty("ApplicationName", "rbench");
        return DriverManager.getConnection(jdbcUrl, p);
    }

    static String jdbcUrl(int port) {
        return "jdbc:" + url(port);
    }

    private static String url(int port) {
        return "postgresql://127.0.0.1:" + port + "/" + DATABASE;
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    private static String newPassword() {
        final String alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
        SecureRandom random = new SecureRandom();
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 24; i++) {
            b.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return b.toString();
    }

    /** Clusters of earlier runs whose rbench is gone (SIGKILLed): their servers were stopped by the watchdog. */
    private static void removeStale(Path base) {
        try (Stream<Path> dirs = Files.list(base)) {
            dirs.filter(d -> d.getFileName().toString().startsWith("rbench-pg-") && Files.isDirectory(d))
                    .filter(EmbeddedPostgres::isStale)
                    .forEach(Folders::deleteTree);
        } catch (IOException | RuntimeException e) {
            // Best effort.
        }
    }

    private static boolean isStale(Path clusterDir) {
        try {
            if (!Files.exists(clusterDir.resolve("owner.pid"))) {
                // owner.pid is written first and deleted first: without it the folder is a removal that
                // was cut short (rbench killed while closing), unless it is a start happening right now.
                return Files.getLastModifiedTime(clusterDir).toInstant()
                        .isBefore(java.time.Instant.now().minus(java.time.Duration.ofMinutes(10)));
            }
            long owner = Long.parseLong(Files.readString(clusterDir.resolve("owner.pid")).trim());
            if (ProcessHandle.of(owner).isPresent()) {
                return false;
            }
            Path pidFile = clusterDir.resolve("data/postmaster.pid");
            if (Files.exists(pidFile)) {
                long server = Long.parseLong(Files.readAllLines(pidFile, StandardCharsets.UTF_8).getFirst().trim());
                return ProcessHandle.of(server).isEmpty();
            }
            return true;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** {@code postgresql://127.0.0.1:<port>/postgres}: no credentials; see {@link #user()} and {@link #password()}. */
    public String url() {
        return url(port());
    }

    public String jdbcUrl() {
        return jdbcUrl(port());
    }

    public String user() {
        return USER;
    }

    /** Generated for this cluster; hand it to services through their environment only. */
    public String password() {
        return password;
    }

    public Path clusterDir() {
        return clusterDir;
    }

    public PostgresBinaries binaries() {
        return binaries;
    }

    /** The account the server runs as: rbench's own, or the unprivileged one chosen when rbench is root. */
    public String runsAs() {
        return runAs.map(OsUser::name).orElse(System.getProperty("user.name"));
    }

    /** Connects as the superuser. */
    public Connection connect() throws SQLException {
        return connect(jdbcUrl(), USER, password, 5);
    }

    /** Stops the server (immediate mode), waits for it and its backends, and deletes the cluster. */
    @Override
    protected void stop() {
        stopServer(process());
        ChildProcesses.stop(watchdog, ChildProcesses.TERMINATE_GRACE);
        cleanUp(clusterDir);
    }

    private static void stopServer(Process server) {
        if (server.isAlive()) {
            try {
                // SIGQUIT: immediate shutdown, the postmaster takes its backends down with it.
                new ProcessBuilder("kill", "-QUIT", Long.toString(server.pid()))
                        .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start()
                        .waitFor(STOP_GRACE.toMillis(), TimeUnit.MILLISECONDS);
                server.waitFor(STOP_GRACE.toMillis(), TimeUnit.MILLISECONDS);
            } catch (IOException e) {
                // Fall through to SIGTERM / SIGKILL.
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        ChildProcesses.stop(server, ChildProcesses.TERMINATE_GRACE);
    }

    private static void cleanUp(Path clusterDir) {
        if (clusterDir != null) {
            Folders.deleteTree(clusterDir);
        }
    }
}
