package dev.rbench.service.common.testing.cassandra;

import dev.rbench.infra.cassandra.CassandraSeeder;
import dev.rbench.infra.cassandra.EmbeddedCassandra;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One embedded Cassandra node (infra/cassandra-server's exec jar, ~10 s and ~1 GB to start) for
 * every test class of a test run that extends with this: started by the first, seeded once with
 * {@link #ROWS} rows of {@link #ROW_BYTES} bytes, and stopped when the run ends (a value of the root
 * store, which JUnit closes; the node also exits by itself if the test JVM dies).
 */
public final class SharedCassandra implements BeforeAllCallback {
    public static final int ROWS = 1_000;
    public static final int ROW_BYTES = 100;
    private static final Duration READY = Duration.ofSeconds(180);
    private static volatile Node node;

    /** The started node: stored in the root store so that JUnit closes it after the last test. */
    private record Node(EmbeddedCassandra cassandra, Path dir) implements AutoCloseable {
        @Override
        public void close() {
            cassandra.close();
            SharedCassandra.node = null;
            // Its data and log: a test run leaves nothing under /tmp.
            try (var paths = Files.walk(dir)) {
                paths.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            } catch (IOException e) {
                // left behind; nothing depends on it
            }
        }
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        node = context.getRoot().getStore(ExtensionContext.Namespace.GLOBAL)
                .computeIfAbsent(SharedCassandra.class.getName(), key -> start(), Node.class);
    }

    private static Node start() {
        try {
            Path dir = Files.createTempDirectory("rbench-cassandra-test");
            EmbeddedCassandra cassandra = EmbeddedCassandra.start(EmbeddedCassandra.defaultJar(), dir, READY);
            try {
                CassandraSeeder.seed(cassandra.contactPoint(), cassandra.localDatacenter(), ROWS, ROW_BYTES);
            } catch (RuntimeException e) {
                cassandra.close();
                throw e;
            }
            return new Node(cassandra, dir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** {@code 127.0.0.1:port} of the node; only after {@link #beforeAll}. */
    public static String contactPoint() {
        Node n = node;
        if (n == null) {
            throw new IllegalStateException("no shared Cassandra: extend the test class with SharedCassandra");
        }
        return n.cassandra().contactPoint();
    }

    public static String localDatacenter() {
        return EmbeddedCassandra.DATACENTER;
    }
}
