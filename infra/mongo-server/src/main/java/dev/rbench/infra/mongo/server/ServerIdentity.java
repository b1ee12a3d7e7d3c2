package dev.rbench.infra.mongo.server;

import de.bwaldvogel.mongo.bson.Document;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * What this server really is, added to buildInfo and serverStatus so that results name it: its
 * {@code version} field stays the MongoDB version it emulates (drivers read that), and
 * {@code rbenchServer} says {@code {kind: "mongo-java-server", version: "1.47.0", emulates: "5.0.0"}}.
 * The library version comes from the build (a filtered resource), not from a constant that could drift.
 */
record ServerIdentity(String kind, String version, String emulates) {

    static final String KIND = "mongo-java-server";
    static final String FIELD = "rbenchServer";

    static ServerIdentity load() {
        Properties p = new Properties();
        try (InputStream in = ServerIdentity.class.getResourceAsStream("/rbench-mongo-server.properties")) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new ServerIdentity(KIND, p.getProperty("mongo-java-server.version", "unknown"),
                CountingMemoryBackend.EMULATED.toVersionString());
    }

    void addTo(Document response) {
        response.put(FIELD, new Document("kind", kind).append("version", version).append("emulates", emulates));
    }
}
