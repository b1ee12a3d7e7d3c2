package dev.rbench.service.blocking.records;
import dev.rbench.service.common.records.RecordQuery;
import dev.rbench.service.common.records.RecordRow;
import java.util.function.Consumer;
/** One store's records for GET /records; a new store is a new implementation. */
public interface RecordStore {
    /** The route's store name: {@code mongo} or {@code postgres}. */
    String name();
    /** Hands the first {@code query.count()} records of the size, in id order, to {@code sink} as they are read. */
    void stream(RecordQuery query, Consumer<RecordRow> sink);
}
