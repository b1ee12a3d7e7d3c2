package dev.rbench.service.common;

import dev.rbench.protocol.PoolSnapshot;
import dev.rbench.service.common.errors.ApiException;
import dev.rbench.service.common.mongo.Database;
import dev.rbench.service.common.mongo.PoolGauges;
import dev.rbench.service.common.postgres.PostgresPoolGauges;
import org.springframework.beans.factory.ObjectProvider;

/**
 * The pools' gauges and their reset, for {@code /pool} on the service's port ({@link PoolController}) and on its side
 * port ({@code ActivityServer}): with {@code store=postgres} the PostgreSQL pool, without a store MongoDB's where it is
 * configured, else PostgreSQL's. Throws {@link ApiException} (503) where the service has no such pool.
 */
public record PoolControl(ObjectProvider<PoolGauges> gauges, ObjectProvider<PostgresPoolGauges> postgres) {

    static final String POSTGRES = "postgres";

    /** @param store {@code postgres}, or null for the service's own choice */
    public PoolSnapshot snapshot(String store) {
        PostgresPoolGauges pg = postgres.getIfAvailable();
        boolean wantsPostgres = POSTGRES.equals(store) || (store == null && gauges.getIfAvailable() == null && pg != null);
        return wantsPostgres ? Database.require(postgres).snapshot() : Database.require(gauges).snapshot();
    }

    /** Starts every pool's watermarks afresh. */
    public void reset() {
        PostgresPoolGauges pg = postgres.getIfAvailable();
        if (pg == null) {
            Database.require(gauges).resetWatermarks();
        } else {
            gauges.ifAvailable(PoolGauges::resetWatermarks);
            pg.resetWatermarks();
        }
    }
}
