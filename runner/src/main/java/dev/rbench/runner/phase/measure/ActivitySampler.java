package dev.rbench.runner.phase.measure;

import dev.rbench.infra.process.PeriodicTask;
import dev.rbench.protocol.ActivitySnapshot;
import dev.rbench.results.ServiceSecond;
import dev.rbench.runner.app.AppSizes;
import dev.rbench.runner.service.ActuatorMetrics;
import dev.rbench.runner.service.ServiceProcess;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import tools.jackson.databind.json.JsonMapper;

/**
 * Asks a service who works and who waits every interval while a step runs — our services on {@code /activity} at
 * their side port, a user's Spring Boot app through its Actuator on its management port (neither of which busy
 * request threads can hold up) — and turns the readings into one {@link ServiceSecond} per second of the step. A
 * reading that fails or is late is skipped: the step is never held up by its observer.
 */
final class ActivitySampler implements AutoCloseable {

    private static final JsonMapper JSON = JsonMapper.builder().disable(tools.jackson.databind.DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).build();

    /** One reading, at {@code atNanos} on this JVM's clock (when it was asked: the answer is the service's state then). */
    record Reading(long atNanos, ActivitySnapshot activity) {
    }

    private static final Duration TIMEOUT = Duration.ofSeconds(1);
    /**
     * An app's Actuator is asked at most this often: a reading (four meters) costs a Spring Boot app about 8 ms of CPU
     * (the sample app at 20 readings a second: 15–17 % of a core more than without), 0.8 % of a core at once a second,
     * where our own /activity costs 0.35 ms.
     */
    static final Duration ACTUATOR_INTERVAL = Duration.ofSeconds(1);

    private static Duration max(Duration a, Duration b) {
        return a.compareTo(b) >= 0 ? a : b;
    }

    private final List<Reading> readings = new CopyOnWriteArrayList<>();
    private final PeriodicTask timer;

    private static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(TIMEOUT).build();

    /** One way of asking: null when the service cannot answer now. */
    @FunctionalInterface
    interface Source {
        ActivitySnapshot read() throws IOException, InterruptedException;
    }

    private ActivitySampler(Source source, Duration interval) {
        timer = PeriodicTask.start("rbench-activity", interval, () -> read(source));
    }

    /** Empty for a service with neither a side port (from before it, or not ours) nor an Actuator rbench opened. */
    static Optional<ActivitySampler> start(ServiceProcess service, Duration interval) throws InterruptedException {
        if (service.actuator().isPresent()) {
            ActuatorMetrics actuator = new ActuatorMetrics(service.actuator().get(), TIMEOUT);
            // T and N do not change while the app runs: asked once per step, not at every reading.
            AppSizes.Reported sizes = actuator.sizes();
            return Optional.of(new ActivitySampler(() -> actuator.activity(sizes), max(interval, ACTUATOR_INTERVAL)));
        }
        try {
            java.util.OptionalInt port = service.sidePort();
            return port.isEmpty() ? Optional.empty()
                    : Optional.of(new ActivitySampler(activityRoute(URI.create("http://127.0.0.1:" + port.getAsInt() + "/activity")), interval));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    private static Source activityRoute(URI activity) {
        return () -> {
            HttpResponse<String> r = CLIENT.send(HttpRequest.newBuilder(activity).timeout(TIMEOUT).GET().build(),
                    HttpResponse.BodyHandlers.ofString());
            return r.statusCode() == 200 ? JSON.readValue(r.body(), ActivitySnapshot.class) : null;
        };
    }

    private void read(Source source) {
        try {
            long asked = System.nanoTime();
            ActivitySnapshot activity = source.read();
            if (activity != null) {
                readings.add(new Reading(asked, activity));
            }
        } catch (IOException | RuntimeException e) {
            // a service that cannot answer now (a user's app without /activity, a busy moment) leaves a gap
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        timer.stop(Duration.ofSeconds(2));
    }

    List<Reading> readings() {
        return List.copyOf(readings);
    }

    /** One entry per second from {@code fromNanos} (the load's start), null for a second with no reading. */
    static List<ServiceSecond> perSecond(List<Reading> readings, long fromNanos, int seconds) {
        List<ServiceSecond> out = new ArrayList<>(seconds);
        for (int s = 0; s < seconds; s++) {
            long from = fromNanos + s * 1_000_000_000L;
            long to = from + 1_000_000_000L;
            List<Reading> in = readings.stream().filter(r -> r.atNanos() >= from && r.atNanos() < to).toList();
            if (in.isEmpty()) {
                out.add(null);
                continue;
            }
            // The loops' busy share: CPU used between the last reading before the second (or its first) and its last.
            Reading before = readings.stream().filter(r -> r.atNanos() < from).reduce((a, b) -> b).orElse(in.getFirst());
            Reading last = in.getLast();
            Double loopsBusy = null;
            ActivitySnapshot a0 = before.activity();
            ActivitySnapshot a1 = last.activity();
            if (a0.loopsCpuNanos() != null && a1.loopsCpuNanos() != null && a1.loops() != null && a1.loops() > 0
                    && last.atNanos() > before.atNanos()) {
                double share = (double) (a1.loopsCpuNanos() - a0.loopsCpuNanos()) / ((last.atNanos() - before.atNanos()) * (double) a1.loops());
                loopsBusy = Math.round(Math.max(0, Math.min(1, share)) * 1000) / 10.0;
            }
            out.add(new ServiceSecond(
                    in.stream().mapToLong(r -> r.activity().inService()).max().orElse(0),
                    maxInt(in.stream().map(r -> r.activity().threadsBusy()).toList()),
                    in.getLast().activity().threadsMax(),
                    loopsBusy,
                    maxInt(in.stream().map(r -> r.activity().virtualMounted()).toList()),
                    maxLong(in.stream().map(r -> r.activity().virtualQueued()).toList()),
                    maxLong(in.stream().map(r -> r.activity().poolInUse()).toList()),
                    maxLong(in.stream().map(r -> r.activity().poolWaiting()).toList()),
                    in.getLast().activity().poolMax()));
        }
        return out;
    }

    private static Integer maxInt(List<Integer> values) {
        return values.stream().filter(java.util.Objects::nonNull).max(Integer::compare).orElse(null);
    }

    private static Long maxLong(List<Long> values) {
        return values.stream().filter(java.util.Objects::nonNull).max(Long::compare).orElse(null);
    }
}
