package dev.rbench.sample;

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
 * An ordinary Spring Boot service of the kind users bring to reactive-bench: one route that reads a
 * row through a HikariCP pool, Actuator for health and metrics. Platform or virtual threads, Tomcat's
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

    private static Map<String, Object> notFound(long id) {
        throw new ResponseStatusException(HttpStatus.NOT_FOUND, "no order " + id);
    }
}
