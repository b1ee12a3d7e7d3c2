package dev.rbench.infra.mongo.server;

import de.bwaldvogel.mongo.bson.Document;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.LongAdder;

/**
 * serverStatus {@code opcounters} kept inside the embedded server, counted the way mongod counts
 * them, so the runner verifies a stack's reads from the database's side with the same code for
 * both servers: {@code insert}, {@code update} and {@code delete} count documents or statements
 * (one insert command of n documents adds n); {@code find} and {@code aggregate} count as one
 * {@code query} each (mongod 6+ counts aggregate there too); {@code getMore} as {@code getmore};
 * every other command, serverStatus itself included, as {@code command}.
 */
final class OpCounters {

    private final LongAdder insert = new LongAdder();
    private final LongAdder query = new LongAdder();
    private final LongAdder update = new LongAdder();
    private final LongAdder delete = new LongAdder();
    private final LongAdder getmore = new LongAdder();
    private final LongAdder command = new LongAdder();

    /** Counts one command as it arrives, before it runs: a command that fails was still received. */
    void count(String commandName, Document body) {
        switch (commandName.toLowerCase(Locale.ROOT)) {
            case "insert" -> insert.add(statements(body, "documents"));
            case "update" -> update.add(statements(body, "updates"));
            case "delete" -> delete.add(statements(body, "deletes"));
            case "find", "aggregate" -> query.increment();
            case "getmore" -> getmore.increment();
            default -> command.increment();
        }
    }

    /** A legacy OP_QUERY on a collection (not {@code $cmd}) is a query to mongod too. */
    void countLegacyQuery() {
        query.increment();
    }

    /** The serverStatus section, with 64-bit values as mongod 4.2+ reports them. */
    Document toDocument() {
        Document counters = new Document();
        counters.put("insert", insert.sum());
        counters.put("query", query.sum());
        counters.put("update", update.sum());
        counters.put("delete", delete.sum());
        counters.put("getmore", getmore.sum());
        counters.put("command", command.sum());
        return counters;
    }

    /**
     * Statements in a write command. The driver may send them as a document sequence (OP_MSG
     * section 1), which mongo-java-server folds into the body under the same name.
     */
    private static long statements(Document body, String field) {
        Object value = body.get(field);
        return value instanceof List<?> list ? list.size() : 1;
    }
}
