package dev.rbench.service.reactive.records;
import dev.rbench.service.common.records.RecordQuery;
import dev.rbench.service.common.records.RecordRow;
import reactor.core.publisher.Flux;
/** One store's records for GET /records, without blocking; a new store is a new implementation. */
public interface ReactiveRecordStore {
    String name();
    /** The first {@code query.count()} records of the size, in id order, as they are read. */
    Flux<RecordRow> stream(RecordQuery query);
}
