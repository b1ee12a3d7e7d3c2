package dev.rbench.runner.backend;

import dev.rbench.infra.mongo.EmbeddedMongo;
import dev.rbench.infra.mongo.MongoSeeder;
import dev.rbench.infra.mongo.MongoServerInfo;
import dev.rbench.infra.proxy.LatencyProxy;
import dev.rbench.protocol.ServiceProperty;
import dev.rbench.results.BackendInfo;
import dev.rbench.runner.failure.ServiceException;
import dev.rbench.runner.fault.FaultTarget;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * MongoDB for a run: the embedded wire-protocol server (mongo-java-server, in its own JVM) unless
 * the scenario gives a real server's URI; seeded with the study's document and the entities
 * collection; optionally behind the latency proxy so a loopback database behaves like a remote one.
 *
 * @param directUri where the runner itself talks to the database: never through the proxy
 * @param serviceUri where the services reach it: through the proxy when there is one
 */
record MongoSession(MongoBackend data, EmbeddedMongo embedded, LatencyProxy proxy, String directUri, String serviceUri,
                    MongoServerInfo server) implements BackendSession {

    @Override
    public Optional<FaultTarget> faultTarget() {
        return Optional.ofNullable(proxy).map(FaultTarget::proxy);
    }


    static final String DATABASE_NAME = "rbench";
    /** The study's getMessage document. */
    public static final String DOCUMENT_ID = "1";

    static MongoSession start(MongoBackend data, BackendContext context) throws InterruptedException {
        Path runDir = context.runDir();
        EmbeddedMongo embedded = null;
        LatencyProxy proxy = null;
        try {
            String direct = data.uri();
            if (data.embedded()) {
                embedded = EmbeddedMongo.start(EmbeddedMongo.defaultJar(), runDir.resolve("logs"), context.readyTimeout());
                direct = embedded.uri();
            }
            String forServices = direct;
            if (data.proxied()) {
                URI target = singleHost(direct);
                proxy = LatencyProxy.start(target.getHost(), target.getPort(), data.latency(), data.bandwidth());
                forServices = direct.replace(target.getHost() + ":" + target.getPort(), "127.0.0.1:" + proxy.port());
            }
            MongoSeeder.seedDocument(direct, DATABASE_NAME, DOCUMENT_ID, data.documentBytes());
            MongoSeeder.seedEntities(direct, DATABASE_NAME, data.entities(), data.entityBytes());
            return new MongoSession(data, embedded, proxy, direct, forServices, MongoServerInfo.read(direct));
        } catch (RuntimeException e) {
            if (proxy != null) {
                proxy.close();
            }
            if (embedded != null) {
                embedded.close();
            }
            if (e instanceof ServiceException) {
                throw e;
            }
            throw new ServiceException("cannot prepare MongoDB " + data.where() + ": " + e.getMessage());
        }
    }

    /** The proxy forwards to one address; a replica set or an SRV name has no single one to forward to. */
    private static URI singleHost(String uri) {
        if (uri.startsWith("mongodb+srv://")) {
            throw new ServiceException("db.latency needs a mongodb://host:port URI; an SRV URI names no single host to proxy");
        }
        URI parsed = URI.create(uri.replaceFirst("^mongodb://([^@/]*@)?", "mongodb://"));
        if (parsed.getHost() == null || parsed.getAuthority().contains(",")) {
            throw new ServiceException("db.latency needs a URI with one host:port, not a list of hosts");
        }
        return parsed.getPort() < 0 ? URI.create("mongodb://" + parsed.getHost() + ":27017") : parsed;
    }

    @Override
    public List<String> serviceArgs(StoreOverrides stack) {
        String access = stack.access().orElse(data.access()).id();
        int batchSize = stack.batchSize().orElse(data.batchSize());
        List<String> args = new ArrayList<>();
        args.add(ServiceProperty.arg(ServiceProperty.MONGO_DATABASE, DATABASE_NAME));
        args.add(ServiceProperty.arg(ServiceProperty.MONGO_ACCESS, access));
        args.add(ServiceProperty.arg(ServiceProperty.MONGO_POOL_SIZE, data.poolSize()));
        args.add(ServiceProperty.arg(ServiceProperty.MONGO_MIN_POOL_SIZE, data.minPoolSize()));
        args.add(ServiceProperty.arg(ServiceProperty.MONGO_MAX_CONNECTING, data.maxConnecting()));
        args.add(ServiceProperty.arg(ServiceProperty.MONGO_BATCH_SIZE, batchSize));
        long timeoutMs = data.timeout().toMillis();
        args.add(ServiceProperty.arg(ServiceProperty.MONGO_TIMEOUT_MS, timeoutMs));
        args.add(ServiceProperty.arg(ServiceProperty.MONGO_POOL_WAIT_MS, timeoutMs));
        args.add(ServiceProperty.arg(ServiceProperty.MONGO_CONNECT_TIMEOUT_MS, Math.min(timeoutMs, CONNECT_TIMEOUT.toMillis())));
        return args;
    }

    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);

    @Override
    public Map<String, String> serviceEnv() {
        // Spring's relaxed binding reads RBENCH_MONGO_URI as rbench.mongo.uri.
        return Map.of(ServiceProperty.env(ServiceProperty.MONGO_URI), serviceUri);
    }

    @Override
    public BackendInfo describe() {
        return BackendSession.database(server.kind(), server.version(), data.embedded(), data.addressRedacted(),
                        "mongo-java-server (memory backend) speaks MongoDB's wire protocol; it is not mongod")
                .proxy(proxy == null ? null : proxyFacts(data.latency(), data.bandwidth()))
                .seeded(BackendInfo.Seeded.documents(data.documentBytes(), data.entities(), data.entityBytes())).build();
    }

    /** The latency proxy's settings for a database's {@code describe()}. */
    static BackendInfo.Proxy proxyFacts(Duration latency, long bandwidth) {
        return new BackendInfo.Proxy(latency.toNanos() / 1e6, bandwidth);
    }

    @Override
    public Optional<Long> served() {
        MongoServerInfo.OpCounters c = MongoServerInfo.read(directUri).opCounters();
        return Optional.of(c.query() + c.getmore());
    }

    /**
     * The server's serverStatus opcounters by kind of operation: {@code query} (each find or aggregate command, on any
     * collection), {@code getmore}, and the documents or statements of {@code insert}, {@code update} and
     * {@code delete}. Not {@code command}: every reading (and each driver's heartbeats) lands there. The server does not
     * count per statement, so an N+1 shows only as many queries per request.
     */
    @Override
    public Optional<QuerySnapshot> queries() {
        MongoServerInfo.OpCounters c = MongoServerInfo.read(directUri).opCounters();
        Map<String, QuerySnapshot.Total> totals = Map.of(
                "query", new QuerySnapshot.Total("query (find, aggregate)", c.query(), null),
                "getmore", new QuerySnapshot.Total("getmore", c.getmore(), null),
                "insert", new QuerySnapshot.Total("insert (documents)", c.insert(), null),
                "update", new QuerySnapshot.Total("update (statements)", c.update(), null),
                "delete", new QuerySnapshot.Total("delete (statements)", c.delete(), null));
        return Optional.of(new QuerySnapshot("serverStatus opcounters of " + server.kind(), totals));
    }

    /** Writes study 004's record collections, which only the records routes read. */
    void seedRecords() {
        MongoSeeder.seedRecords(directUri, DATABASE_NAME);
    }

    /** Documents the server has sent back so far (mongod's metrics.document.returned); empty where it keeps none. */
    java.util.OptionalLong documentsReturned() {
        return MongoServerInfo.read(directUri).documentsReturned();
    }

    @Override
    public java.util.OptionalLong pid() {
        return embedded == null ? java.util.OptionalLong.empty() : java.util.OptionalLong.of(embedded.pid());
    }

    @Override
    public void reseed() {
        MongoSeeder.seedEntities(directUri, DATABASE_NAME, data.entities(), data.entityBytes());
    }

    @Override
    public void close() {
        if (proxy != null) {
            proxy.close();
        }
        if (embedded != null) {
            embedded.close();
        }
    }
}
