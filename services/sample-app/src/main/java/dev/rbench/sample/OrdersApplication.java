package dev.rbench.sample;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.http.HttpStatus;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

/**
 * An ordinary Spring Boot service of the kind users bring to reactive-bench: a route that reads a row
 * through a HikariCP pool, one that reads a customer's orders with a deliberate N+1, Actuator for health
 * and metrics. Platform or virtual threads, Tomcat's
 * threads and the pool's size are its users' usual properties ({@code spring.threads.virtual.enabled},
 * {@code server.tomcat.threads.max}, {@code spring.datasource.hikari.maximum-pool-size}).
 */
@SpringBootApplication
@RestController
public class OrdersApplication {

    private final JdbcTemplate jdbc;

    OrdersApplication(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public static void main(String[] args) {
        SpringApplication.run(OrdersApplication.class, args);
    }

    @GetMapping("/api/orders/{id}")
    Map<String, Object> order(@PathVariable long id) {
        return jdbc.query("select id, item, quantity from orders where id = ?", rs -> rs.next()
                ? Map.<String, Object>of("id", rs.getLong("id"), "item", rs.getString("item"), "quantity", rs.getInt("quantity"))
                : null, id) instanceof Map<String, Object> row ? row : notFound(id);
    }

    /**
     * A customer's orders with their lines, written the way an N+1 creeps into real code: one query for the orders, then
     * one more for each order's lines (a join or {@code order_id = any(?)} would read them in one). Kept on purpose, so
     * that reactive-bench's N+1 rule has a real pattern to name.
     */
    @GetMapping("/api/customers/{id}/orders")
    List<Map<String, Object>> customerOrders(@PathVariable long id) {
        List<Map<String, Object>> orders = jdbc.query("select id, item, quantity from orders where customer_id = ? order by id",
                (rs, n) -> new LinkedHashMap<>(Map.of("id", rs.getLong("id"), "item", rs.getString("item"),
                        "quantity", rs.getInt("quantity"))), id);
        for (Map<String, Object> order : orders) {
            order.put("lines", jdbc.queryForList("select line, product, price_cents from order_lines where order_id = ? order by line",
                    order.get("id")));
        }
        return orders;
    }

    private static Map<String, Object> notFound(long id) {
        throw new ResponseStatusException(HttpStatus.NOT_FOUND, "no order " + id);
    }
}
