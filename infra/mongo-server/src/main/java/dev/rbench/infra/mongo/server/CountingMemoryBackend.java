package dev.rbench.infra.mongo.server;

import de.bwaldvogel.mongo.ServerVersion;
import de.bwaldvogel.mongo.backend.QueryResult;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import de.bwaldvogel.mongo.bson.Document;
import de.bwaldvogel.mongo.wire.message.MongoQuery;
import io.netty.channel.Channel;
import java.util.Locale;

/**
 * mongo-java-server's memory backend with mongod's {@code opcounters} and
 * {@code metrics.document.returned} in serverStatus and an honest identity. 1.47.0's own
 * serverStatus has neither, and its buildInfo reports only the MongoDB version it emulates; both
 * OP_MSG and legacy {@code $cmd} queries reach {@link #handleCommand}, so counting there sees every
 * command and every cursor batch it answers.
 */
final class CountingMemoryBackend extends MemoryBackend {

    /**
     * The MongoDB version announced. The 5.x Java driver refuses servers below wire version 8
     * (MongoDB 4.2); mongo-java-server's default is 3.6.
     */
    static final ServerVersion EMULATED = ServerVersion.MONGO_5_0;

    private final OpCounters counters = new OpCounters();
    private final DocumentMetrics documents = new DocumentMetrics();
    private final ServerIdentity identity;

    CountingMemoryBackend(ServerIdentity identity) {
        this.identity = identity;
        version(EMULATED);
    }

    @Override
    public Document handleCommand(Channel channel, String databaseName, String command, Document query) {
        counters.count(command, query);
        Document response = super.handleCommand(channel, databaseName, command, query);
        documents.countReply(response);
        if (command.toLowerCase(Locale.ROOT).equals("buildinfo")) {
            identity.addTo(response);
        }
        return response;
    }

    @Override
    public QueryResult handleQuery(MongoQuery query) {
        counters.countLegacyQuery();
        // Its reply documents are not counted in metrics.document.returned: the 4.x+ drivers never
        // send a legacy find (MongoDB 5.1 removed it), and its result may be a one-pass iterable.
        return super.handleQuery(query);
    }

    @Override
    public Document getServerStatus() {
        Document status = super.getServerStatus();
        status.put("opcounters", counters.toDocument());
        documents.addTo(status);
        // mongod says "mongod" here; ours says what it is.
        status.put("process", ServerIdentity.KIND);
        identity.addTo(status);
        return status;
    }
}
