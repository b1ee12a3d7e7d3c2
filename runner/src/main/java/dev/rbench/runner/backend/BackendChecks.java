package dev.rbench.runner.backend;

import dev.rbench.infra.process.ProcSnapshot;
import dev.rbench.runner.results.StepRecord;
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
    /** Unloaded requests the call time is the median of; enough for /proc's 10 ms CPU ticks to add up. */
    static final int CALIBRATION_REQUESTS = 20;

    /** One mapper for every reading of the gauges: building one per step costs more than the read. */
    private static final tools.jackson.databind.json.JsonMapper JSON = tools.jackson.databind.json.JsonMapper.builder().build();

    private BackendChecks() {
    }

    /**
     * Sends {@value #VERIFY_REQUESTS} requests making {@code calls} calls each, one after another,
     * and checks the database served at least that many reads, times what one call costs it
     * ({@link BackendSession#readsPerCall()}). Empty when the database keeps no
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
        long perRequest = calls * db.readsPerCall();
        long expected = VERIFY_REQUESTS * perRequest;
        if (reads < expected) {
            throw new ServiceException("verification failed: " + VERIFY_REQUESTS + " requests to " + path
                    + " should make at least " + expected + " database reads (" + perRequest + " per request), but the"
                    + " database served " + reads + "; the stack skips work, so it is not measured");
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("requests", VERIFY_REQUESTS);
        m.put("callsPerRequest", calls);
        if (db.readsPerCall() != 1) {
            m.put("readsPerCall", db.readsPerCall());
        }
        m.put("databaseReads", reads);
        return Optional.of(m);
    }

    /**
     * What one unloaded request costs, measured with {@value #CALIBRATION_REQUESTS} requests one at a
     * time after the warm-up: the median time, and the CPU the service and the database (or downstream)
     * process spent per request, read from /proc (recorded; see BenchmarkRunner#predict for why the
     * model does not use it).
     */
    public record Calibration(double seconds, double cpuSecondsPerRequest) {

        public Map<String, Object> toMap(String method, String path) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("request", method + " " + path);
            m.put("unloadedCallMs", StepRecord.round(seconds * 1000));
            m.put("cpuMsPerRequest", StepRecord.round(cpuSecondsPerRequest * 1000));
            m.put("note", "median of " + CALIBRATION_REQUESTS + " unloaded requests after the warm-up; CPU of the service"
                    + " and the backend process per request, from /proc");
            return m;
        }

    }

    public static Calibration calibrate(ServiceProcess service, String method, String path, String body, List<Long> pids)
            throws IOException, InterruptedException {
        long cpuBefore = cpuTicks(pids);
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
        double cpuSeconds = (cpuTicks(pids) - cpuBefore) / (double) TICKS_PER_SECOND / CALIBRATION_REQUESTS;
        nanos.sort(null);
        return new Calibration(nanos.get(nanos.size() / 2) / 1e9, cpuSeconds);
    }

    /** USER_HZ, the unit of /proc's CPU times. */
    private static final int TICKS_PER_SECOND = 100;

    private static long cpuTicks(List<Long> pids) {
        return pids.stream().mapToLong(pid -> ProcSnapshot.read(pid).map(ProcSnapshot::cpuTicks).orElse(0L)).sum();
    }

    /**
     * Waits until the service's pool holds its minimum of open connections, so the steps measure the
     * pool and not its filling: the drivers open at most maxConnecting (default 2) at a time, each
     * costing a few round trips, which across a slow link takes minutes for a pool of 100.
     *
     * @param usable the most connections the stack can use at once (its server threads on platform
     *               threads, unlimited otherwise): a pool is filled once it holds min(minSize, usable)
     *               — a blocking stack with T = 10 threads only ever opens 10 itself, and the drivers'
     *               background task opens the rest one by one, a few round trips each
     * @return seconds waited, or -1 when the service shows no pool
     */
    public static double awaitPoolFilled(ServiceProcess service, int usable, java.time.Duration timeout)
            throws IOException, InterruptedException {
        long start = System.nanoTime();
        long deadline = start + timeout.toNanos();
        while (true) {
            Map<String, Object> pool = poolGauges(service);
            if (pool == null || !(pool.get("minSize") instanceof Number min)) {
                return -1;
            }
            long open = ((Number) pool.getOrDefault("opened", 0)).longValue() - ((Number) pool.getOrDefault("closed", 0)).longValue();
            long target = Math.min(min.longValue(), usable);
            if (open >= target) {
                return (System.nanoTime() - start) / 1e9;
            }
            if (System.nanoTime() > deadline) {
                throw new ServiceException("the connection pool holds " + open + " connections after " + timeout.toSeconds()
                        + " s, below the " + target + " the steps need; raise mongo.maxConnecting or lower mongo.minPoolSize");
            }
            Thread.sleep(200);
        }
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
        JsonNode node = JSON.readTree(r.body());
        Map<String, Object> m = new LinkedHashMap<>();
        node.properties().forEach(e -> m.put(e.getKey(), e.getValue().isNumber() ? e.getValue().numberValue() : e.getValue().asString()));
        return m;
    }
}
