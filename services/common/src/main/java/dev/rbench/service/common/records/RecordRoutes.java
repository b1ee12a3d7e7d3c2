package dev.rbench.service.common.records;

/**
 * {@code GET /records?store=mongo|postgres&size=1kb|10kb|100kb&count=1..1000[&via=function]}: streams
 * the records as a JSON array, or as NDJSON (one record per line) when the request accepts
 * {@code application/x-ndjson}. Both stacks implement it; the store names are {@link #STORES}.
 */
public final class RecordRoutes {
    public static final String RECORDS = "/records";
    public static final String NDJSON = "application/x-ndjson";
    public static final String MONGO = "mongo";
    public static final String POSTGRES = "postgres";
    public static final java.util.List<String> STORES = java.util.List.of(MONGO, POSTGRES);

    private RecordRoutes() {
    }
}
