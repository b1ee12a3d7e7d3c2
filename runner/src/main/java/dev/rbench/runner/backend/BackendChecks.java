package dev.rbench.runner.backend;

import dev.rbench.runner.service.ServiceException;
import dev.rbench.runner.service.ServiceProcess;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * What the runner asks of a stack on a database route, beyond its own word: that k requests really
 * made k·x reads by the database's counters (TechEmpower's kind of verification), the unloaded time
 * of one call for the model, and the connection pool's gauges around each step.
 */
public final class BackendChecks {

    /** Requests of the verification round; few, so it costs nothing next to a step. */
    static final int VERIFY_REQUESTS = 4;
    /** Unloaded requests the call time is the median of. */
    static final int CALIBRATION_REQUESTS = 5;

    private BackendChecks() {
    }

    /**
     * Sends {@value #VERIFY_REQUESTS} requests making {@code calls} calls each, one after another,
     * and checks the database served at least that many reads. Empty when the database keeps no
     * count (the delay route); a stack that skips calls fails here and is not measured.
     */
    public static Optional<Map<String, Object>> verifyReads(BackendSession db, ServiceProcess service, String path,
                                                            int calls) throws IOException, InterruptedException {
        return verifyReads(db, service::get, path, calls);
    }

    /** A GET on the service under test; a seam so the rule can be tested without one. */
    @FunctionalInterface
    public interface Get {
        HttpResponse<String> get(String path) throws IOException, InterruptedException;
    }

    static Optional<Map<String, Object>> verifyReads(BackendSession db, Get service, String path, int calls)
            throws IOException, InterruptedException {
        Optional<Long> before = db.served();
        if (before.isEmpty()) {
            return Optional.empty();
        }
        for (int i = 0; i < VERIFY_REQUESTS; i++) {
            HttpResponse<String> r = service.get(path);
            if (r.statusCode() != 200) {
                throw new ServiceException("verification: GET " + path + " answered " + r.statusCode() + ": " + r.body());
            }
        }
        long reads = db.served().orElseThrow() - before.get();
        long expected = (long) VERIFY_REQUESTS * calls;
        if (reads < expected) {
            throw new ServiceException("verification failed: " + VERIFY_REQUESTS + " requests to " + path
                    + " should make at least " + expected + " database reads (" + calls + " per request), but the"
                    + " database served " + reads + "; the stack skips work, so it is not measured");
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("requests", VERIFY_REQUESTS);
        m.put("callsPerRequest", calls);
        m.put("databaseReads", reads);
        return Optional.of(m);
    }

    /** Median seconds of {@value #CALIBRATION_REQUESTS} unloaded requests, one at a time. */
    public static double unloadedSeconds(ServiceProcess service, String method, String path, String body)
            throws IOException, InterruptedException {
        List<Long> nanos = new ArrayList<>();
        for (int i = 0; i < CALIBRATION_REQUESTS; i++) {
            long start = System.nanoTime();
            HttpResponse<String> r = service.send(method, path, body);
            long took = System.nanoTime() - start;
            if (r.statusCode() / 100 != 2) {
                throw new ServiceException("calibration: " + method + " " + path + " answered " + r.statusCode() + ": " + r.body());
            }
            nanos.add(took);
        }
        nanos.sort(null);
        return nanos.get(nanos.size() / 2) / 1e9;
    }

    /** Resets the pool's watermarks before a step; quietly does nothing for a service without a pool. */
    public static void resetPool(ServiceProcess service) throws IOException, InterruptedException {
        service.post("/pool/reset");
    }

    /** Connections the pool opened between two readings of its gauges; null when either is missing. */
    public static Long openedBetween(Map<String, Object> before, Map<String, Object> after) {
        if (before == null || after == null || !(before.get("opened") instanceof Number b)
                || !(after.get("opened") instanceof Number a)) {
            return null;
        }
        return a.longValue() - b.longValue();
    }

    /** The pool's gauges, or null when the service has none to show. */
    public static Map<String, Object> poolGauges(ServiceProcess service) throws IOException, InterruptedException {
        HttpResponse<String> r = service.get("/pool");
        if (r.statusCode() != 200) {
            return null;
        }
        JsonNode node = tools.jackson.databind.json.JsonMapper.builder().build().readTree(r.body());
        Map<String, Object> m = new LinkedHashMap<>();
        node.properties().forEach(e -> m.put(e.getKey(), e.getValue().isNumber() ? e.getValue().numberValue() : e.getValue().asString()));
        return m;
    }
}
