package dev.rbench.service.common.cassandra;

import com.datastax.oss.driver.api.core.cql.Row;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/** One row of {@code rbench.items} as the route writes it: {@code {"id":1,"name":"item-1","payload":"…"}}. */
@JsonPropertyOrder({"id", "name", "payload"})
public record Item(int id, String name, String payload) {

    public static Item of(Row row) {
        return new Item(row.getInt(0), row.getString(1), row.getString(2));
    }
}
