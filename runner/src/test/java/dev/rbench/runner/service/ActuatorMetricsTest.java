package dev.rbench.runner.service;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import dev.rbench.protocol.ActivitySnapshot;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.OptionalDouble;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The Actuator's JSON read as our activity: gauges, a long task timer, Tomcat's -1s and meters an app lacks. */
class ActuatorMetricsTest {

    private HttpServer server;

    /** An Actuator answering {@code /actuator/metrics/{name}} with one measurement per meter given; 404 for the rest. */
    private URI actuator(Map<String, String> meters) throws Exception {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 16);
        server.createContext("/actuator/metrics/", exchange -> {
            String name = exchange.getRequestURI().getPath().substring("/actuator/metrics/".length());
            String measurement = meters.get(name);
            byte[] body = (measurement == null ? "" : "{\"name\":\"" + name + "\",\"measurements\":[" + measurement
                    + "],\"availableTags\":[]}").getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(measurement == null ? 404 : 200, body.length == 0 ? -1 : body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/actuator");
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.stop(0);
        }
    }

    private static String value(double v) {
        return "{\"statistic\":\"VALUE\",\"value\":" + v + "}";
    }

    @Test
    void aTomcatAppWithHikariReadsAsWhoWorksAndWhoWaits() throws Exception {
        URI base = actuator(Map.of(
                "http.server.requests.active", "{\"statistic\":\"ACTIVE_TASKS\",\"value\":17.0},{\"statistic\":\"DURATION\",\"value\":0.4}",
                "tomcat.threads.busy", value(8), "tomcat.threads.config.max", value(8),
                "hikaricp.connections.active", value(4), "hikaricp.connections.pending", value(9), "hikaricp.connections.max", value(4)));
        ActuatorMetrics metrics = new ActuatorMetrics(base, Duration.ofSeconds(2));

        assertThat(metrics.sizes().threads()).hasValue(8);
        assertThat(metrics.sizes().pool()).hasValue(4);
        assertThat(metrics.activity(metrics.sizes())).isEqualTo(new ActivitySnapshot(17, 8, 8, null, null, null, null, null, 4L, 9L, 4L));
    }

    @Test
    void virtualThreadsTomcatsMinusOnesAndAnAppWithoutAPoolGiveNoFigures() throws Exception {
        // Tomcat on virtual threads reports -1 for both; an app without HikariCP has no hikaricp meters at all.
        URI base = actuator(Map.of("http.server.requests.active", "{\"statistic\":\"ACTIVE_TASKS\",\"value\":3.0}",
                "tomcat.threads.busy", value(-1), "tomcat.threads.config.max", value(-1)));
        ActuatorMetrics metrics = new ActuatorMetrics(base, Duration.ofSeconds(2));

        assertThat(metrics.activity(metrics.sizes()))
                .isEqualTo(new ActivitySnapshot(3, null, null, null, null, null, null, null, null, null, null));
        assertThat(metrics.sizes().threads()).isEmpty();
        assertThat(metrics.sizes().pool()).isEmpty();
    }

    @Test
    void anActuatorThatIsNotThereGivesNothingRatherThanFailingTheStep() throws Exception {
        URI gone = actuator(Map.of());
        server.stop(0);
        server = null;
        ActuatorMetrics metrics = new ActuatorMetrics(gone, Duration.ofMillis(500));
        assertThat(metrics.value("jvm.threads.live")).isEmpty();
        assertThat(metrics.activity(metrics.sizes()).inService()).isZero();
    }

    @Test
    void onlyTheActuatorsOwnJsonGivesAFigure() {
        assertThat(ActuatorMetrics.first("{\"measurements\":[{\"statistic\":\"VALUE\",\"value\":2.5}]}")).isEqualTo(OptionalDouble.of(2.5));
        assertThat(ActuatorMetrics.first("{\"measurements\":[{\"statistic\":\"VALUE\",\"value\":\"NaN\"}]}")).isEmpty();
        assertThat(ActuatorMetrics.first("<html>not found</html>")).isEmpty();
        assertThat(ActuatorMetrics.first("{}")).isEmpty();
    }

    @Test
    void theAppIsToldToOpenItsMetricsOnALoopbackPortOfTheirOwn() {
        assertThat(ActuatorMetrics.environment(9123)).containsEntry("MANAGEMENT_SERVER_PORT", "9123")
                .containsEntry("MANAGEMENT_SERVER_ADDRESS", "127.0.0.1")
                .containsEntry("MANAGEMENT_ENDPOINTS_WEB_EXPOSURE_INCLUDE", "health,metrics")
                .containsEntry("SERVER_TOMCAT_MBEANREGISTRY_ENABLED", "true");
    }
}
