package dev.rbench.runner.service;

import dev.rbench.protocol.ActivitySnapshot;
import dev.rbench.runner.app.AppSizes;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A user's Spring Boot app seen through its Actuator ({@code GET /actuator/metrics/{name}}): what Micrometer
 * already measures inside it — Tomcat's busy and most request threads, HikariCP's connections in use, waiting
 * and at most, the requests in flight — read as the same {@link ActivitySnapshot} our own services answer, so
 * a user's app gets the same lanes and the same bottleneck rules. A meter the app does not have (no Tomcat,
 * no Hikari, virtual threads) is simply absent: that figure stays null.
 */
public record ActuatorMetrics(URI base, Duration timeout) {

    /**
     * The meters read at every reading, by Micrometer's names ({@code http.server.requests.active} is Boot's long task
     * timer of requests); the sizes, which do not change while the app runs, are read once ({@link #sizes()}).
     */
    enum Meter {
        REQUESTS_ACTIVE("http.server.requests.active"), THREADS_BUSY("tomcat.threads.busy"), POOL_ACTIVE("hikaricp.connections.active"),
        POOL_PENDING("hikaricp.connections.pending");

        final String id;

        Meter(String id) {
            this.id = id;
        }
    }

    static final String THREADS_MAX = "tomcat.threads.config.max";
    static final String POOL_MAX = "hikaricp.connections.max";

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    /**
     * The Spring Boot properties, as environment variables, that open the metrics rbench reads: Actuator on a
     * loopback management port of its own, the health and metrics endpoints exposed, Tomcat's MBeans on.
     */
    public static Map<String, String> environment(int managementPort) {
        Map<String, String> env = new LinkedHashMap<>();
        env.put("MANAGEMENT_SERVER_PORT", Integer.toString(managementPort));
        env.put("MANAGEMENT_SERVER_ADDRESS", "127.0.0.1");
        env.put("MANAGEMENT_ENDPOINTS_WEB_EXPOSURE_INCLUDE", "health,metrics");
        env.put("SERVER_TOMCAT_MBEANREGISTRY_ENABLED", "true");
        return env;
    }

    /**
     * Who works and who waits inside the app now, its T and N as {@code sizes} read them; the four meters are asked
     * at once. Each reading costs the app about 8 ms of CPU (Actuator's JSON), which is why the sampler asks an app
     * at most once a second.
     */
    public ActivitySnapshot activity(AppSizes.Reported sizes) throws InterruptedException {
        Map<Meter, CompletableFuture<OptionalDouble>> asked = new EnumMap<>(Meter.class);
        for (Meter meter : Meter.values()) {
            asked.put(meter, ask(meter.id));
        }
        Map<Meter, OptionalDouble> v = new EnumMap<>(Meter.class);
        for (var e : asked.entrySet()) {
            try {
                v.put(e.getKey(), e.getValue().get());
            } catch (java.util.concurrent.ExecutionException ex) {
                v.put(e.getKey(), OptionalDouble.empty());
            }
        }
        // The reading itself is served on the management port, which Boot's request observation does not count.
        long inService = Math.round(v.get(Meter.REQUESTS_ACTIVE).orElse(0));
        return new ActivitySnapshot(inService, positiveOrZero(v.get(Meter.THREADS_BUSY)), boxed(sizes.threads()), null, null,
                null, null, null, whole(v.get(Meter.POOL_ACTIVE)), whole(v.get(Meter.POOL_PENDING)),
                sizes.pool().isPresent() ? (long) sizes.pool().getAsInt() : null);
    }

    /** Tomcat's most request threads and HikariCP's most connections, where the app has them. */
    public AppSizes.Reported sizes() throws InterruptedException {
        Integer threads = positive(value(THREADS_MAX));
        Integer pool = positive(value(POOL_MAX));
        return new AppSizes.Reported(threads == null ? OptionalInt.empty() : OptionalInt.of(threads),
                pool == null ? OptionalInt.empty() : OptionalInt.of(pool));
    }

    /** One meter's first measurement (VALUE for a gauge, ACTIVE_TASKS for a long task timer); empty when it has none. */
    public OptionalDouble value(String meter) throws InterruptedException {
        try {
            return ask(meter).get();
        } catch (java.util.concurrent.ExecutionException e) {
            return OptionalDouble.empty();
        }
    }

    private CompletableFuture<OptionalDouble> ask(String meter) {
        HttpRequest request = HttpRequest.newBuilder(URI.create(base + "/metrics/" + meter)).timeout(timeout).GET().build();
        return HTTP.sendAsync(request, HttpResponse.BodyHandlers.ofString())
                .thenApply(r -> r.statusCode() == 200 ? first(r.body()) : OptionalDouble.empty())
                .exceptionally(e -> OptionalDouble.empty());
    }

    static OptionalDouble first(String body) {
        try {
            JsonNode measurements = JSON.readTree(body).path("measurements");
            for (JsonNode m : measurements) {
                String statistic = m.path("statistic").asString("");
                if ((statistic.equals("VALUE") || statistic.equals("ACTIVE_TASKS") || statistic.equals("COUNT"))
                        && m.path("value").isNumber()) {
                    return OptionalDouble.of(m.path("value").asDouble());
                }
            }
        } catch (RuntimeException e) {
            // not the Actuator's JSON: no figure
        }
        return OptionalDouble.empty();
    }

    /** Tomcat reports -1 busy threads where it has no pool of its own to count (virtual threads): no figure. */
    private static Integer positiveOrZero(OptionalDouble v) {
        return v.isPresent() && v.getAsDouble() >= 0 ? (int) Math.round(v.getAsDouble()) : null;
    }

    /** Tomcat reports -1 for a most-threads it does not bound (virtual threads): no figure. */
    private static Integer positive(OptionalDouble v) {
        return v.isPresent() && v.getAsDouble() > 0 ? (int) Math.round(v.getAsDouble()) : null;
    }

    private static Integer boxed(OptionalInt v) {
        return v.isPresent() ? v.getAsInt() : null;
    }

    private static Long whole(OptionalDouble v) {
        return v.isPresent() ? Math.round(v.getAsDouble()) : null;
    }
}
