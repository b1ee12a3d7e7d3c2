package dev.rbench.service.common.testing.mongo;

import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import de.bwaldvogel.mongo.bson.Document;
import io.netty.channel.Channel;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * One in-process MongoDB wire-protocol server (mongo-java-server, memory backend) per test JVM, on
 * a free loopback port: the real drivers and Spring Data talk to it over real sockets. It records
 * the commands it receives, so a test can see what the service really asked the database for.
 */
public final class InMemoryMongo {
    /** Its Netty threads' name prefix: the test's database server, not part of the service. */
    public static final String THREAD_PREFIX = "mongo-server";

    private static InMemoryMongo instance;

    private final Queue<Command> commands = new ConcurrentLinkedQueue<>();
    private final String uri;

    /** A command as received: its name, the database, the collection it is about and the batch size asked for. */
    public record Command(String database, String name, String collection, Integer batchSize) {
    }

    private InMemoryMongo() {
        MongoServer server = new MongoServer(new RecordingBackend(commands));
        InetSocketAddress address = server.bind();
        this.uri = "mongodb://" + address.getHostString() + ":" + address.getPort();
        Runtime.getRuntime().addShutdownHook(new Thread(server::shutdownNow));
    }

    public static synchronized InMemoryMongo get() {
        if (instance == null) {
            instance = new InMemoryMongo();
        }
        return instance;
    }

    public String uri() {
        return uri;
    }

    public List<Command> commands(String database) {
        return commands.stream().filter(c -> c.database().equals(database)).toList();
    }

    private static final class RecordingBackend extends MemoryBackend {
        private final Queue<Command> commands;

        RecordingBackend(Queue<Command> commands) {
            this.commands = commands;
        }

        @Override
        public Document handleCommand(Channel channel, String database, String command, Document query) {
            Object target = "getMore".equals(command) ? query.get("collection") : query.get(command);
            Object batchSize = query.get("batchSize");
            commands.add(new Command(database, command, target instanceof String s ? s : null,
                    batchSize instanceof Number n ? n.intValue() : null));
            return super.handleCommand(channel, database, command, query);
        }
    }
}
