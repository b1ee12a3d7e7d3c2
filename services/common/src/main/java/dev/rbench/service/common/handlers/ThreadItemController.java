package dev.rbench.service.common.handlers;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.ResultSet;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.rbench.service.common.cassandra.CassandraFailures;
import dev.rbench.service.common.cassandra.CassandraRoutes;
import dev.rbench.service.common.cassandra.CassandraSessions;
import dev.rbench.service.common.cassandra.Item;
import dev.rbench.service.common.mongo.Database;
import dev.rbench.service.common.threads.HandlerThreads;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * Study 001's blocking-style controller (MVC's, and WebFlux's on virtual-netty): {@code GET /api/} returns every row of {@code rbench.items}. The sync
 * session pages through the whole table on the request thread (each next page is a blocking fetch
 * when the iteration reaches it) into a List, and Spring writes the List once it is complete — as
 * the study's {@code Iterable<TestData> findAll()} through Spring Data did ("First, it loads all
 * the data, and then it writes the response"). 10,000 small rows are a few MB of heap per request.
 */
@RestController
public record ThreadItemController(ObjectProvider<CassandraSessions> sessions, HandlerThreads handlerThreads) {

    @GetMapping(path = {CassandraRoutes.API, CassandraRoutes.API_SLASH}, produces = MediaType.APPLICATION_JSON_VALUE)
    public List<Item> all() {
        handlerThreads.record();
        CassandraSessions cassandra = Database.requireCassandra(sessions);
        try {
            CqlSession session = cassandra.session().toCompletableFuture()
                    .get(cassandra.settings().timeoutMs(), TimeUnit.MILLISECONDS);
            ResultSet rows = session.execute(cassandra.findAll());
            List<Item> items = new ArrayList<>(rows.getAvailableWithoutFetching());
            for (Row row : rows) {
                items.add(Item.of(row));
            }
            return items;
        } catch (ExecutionException | TimeoutException | RuntimeException e) {
            throw CassandraFailures.classify(e instanceof ExecutionException ? e.getCause() : e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw CassandraFailures.classify(e);
        }
    }
}
