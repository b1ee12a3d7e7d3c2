package dev.rbench.infra.mongo.server;

import de.bwaldvogel.mongo.bson.Document;
import dev.rbench.protocol.ServerLaunch;
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
        Properties p = ServerLaunch.buildProperties(ServerIdentity.class, "/rbench-mongo-server.properties");
        return new ServerIdentity(KIND, p.getProperty("mongo-java-server.version", "unknown"),
                CountingMemoryBackend.EMULATED.toVersionString());
    }

    void addTo(Document response) {
        response.put(FIELD, new Document("kind", kind).append("version", version).append("emulates", emulates));
    }
}
