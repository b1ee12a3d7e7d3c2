package dev.rbench.runner.calibration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rbench.protocol.PoolSnapshot;
import dev.rbench.results.ServiceFacts.VerifiedReads;
import dev.rbench.runner.backend.BackendSession;
import dev.rbench.runner.failure.ServiceException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import javax.net.ssl.SSLSession;
import org.junit.jupiter.api.Test;

class BackendChecksTest {

    /** A database that counts what the fake service below makes it read. */
    private static class CountingDatabase implements BackendSession {
        final AtomicLong reads = new AtomicLong(1000);   // earlier traffic: only the difference counts

        @Override public List<String> serviceArgs(dev.rbench.runner.backend.StoreOverrides stack) { return List.of(); }
        @Override public Map<String, String> serviceEnv() { return Map.of(); }
        @Override public dev.rbench.results.BackendInfo describe() { return null; }
        @Override public Optional<Long> served() { return Optional.of(reads.get()); }
        @Override public void reseed() { }
        @Override public void close() { }
    }

    @Test
    void aStackThatMakesEveryCallPasses() throws Exception {
        CountingDatabase db = new CountingDatabase();
        var facts = BackendChecks.verifyReads(db, path -> { db.reads.addAndGet(5); return ok(); }, "/documents/1/fanout?calls=5", 5);
        assertThat(facts).get().extracting(VerifiedReads::databaseReads).isEqualTo(20L);
    }

    @Test
    void aStackThatSkipsCallsFailsVerification() {
        CountingDatabase db = new CountingDatabase();
        // Answers 200 but reads once where five reads were asked for.
        assertThatThrownBy(() -> BackendChecks.verifyReads(db, path -> { db.reads.incrementAndGet(); return ok(); },
                "/documents/1/fanout?calls=5", 5))
                .isInstanceOf(ServiceException.class)
                .hasMessageContaining("should make at least 20 database reads (5 per request)")
                .hasMessageContaining("served 4");
    }

    /** Cassandra's full-table read: 10,000 rows at 5,000 a page cost 3 range reads a request. */
    private static final class PagedDatabase extends CountingDatabase {
        @Override public long readsPerCall() { return 3; }
    }

    @Test
    void aPagedReadMustCostEveryPage() throws Exception {
        PagedDatabase db = new PagedDatabase();
        var facts = BackendChecks.verifyReads(db, path -> { db.reads.addAndGet(3); return ok(); }, "/api/", 1);
        assertThat(facts).get().extracting(VerifiedReads::databaseReads, VerifiedReads::readsPerCall).containsExactly(12L, 3L);
        PagedDatabase lazy = new PagedDatabase();
        // Reads the first page only.
        assertThatThrownBy(() -> BackendChecks.verifyReads(lazy, path -> { lazy.reads.incrementAndGet(); return ok(); }, "/api/", 1))
                .isInstanceOf(ServiceException.class)
                .hasMessageContaining("should make at least 12 database reads (3 per request)");
    }

    @Test
    void noDatabaseNoCheck() throws Exception {
        assertThat(BackendChecks.verifyReads(BackendSession.NONE, path -> { throw new AssertionError("no request"); }, "/delay/0", 1))
                .isEmpty();
    }

    @Test
    void openedBetweenNeedsBothReadings() {
        assertThat(BackendChecks.openedBetween(gauges(3), gauges(10))).isEqualTo(7L);
        assertThat(BackendChecks.openedBetween(null, gauges(10))).isNull();
    }

    private static PoolSnapshot gauges(long opened) {
        return new PoolSnapshot(100, 0, 2, 0, 0, opened, 0, 0, 0);
    }

    private static HttpResponse<String> ok() {
        return new HttpResponse<>() {
            @Override public int statusCode() { return 200; }
            @Override public HttpRequest request() { return null; }
            @Override public Optional<HttpResponse<String>> previousResponse() { return Optional.empty(); }
            @Override public HttpHeaders headers() { return HttpHeaders.of(Map.of(), (a, b) -> true); }
            @Override public String body() { return "{}"; }
            @Override public Optional<SSLSession> sslSession() { return Optional.empty(); }
            @Override public URI uri() { return URI.create("http://127.0.0.1/"); }
            @Override public HttpClient.Version version() { return HttpClient.Version.HTTP_1_1; }
        };
    }

    @Test
    void aCalibrationKnowsHowManyCoresOneUserKeptBusy() {
        // 300 requests of 5 ms CPU in the 3 s calibration: half a core; 3 requests of 40 ms: 0.04.
        assertThat(new BackendChecks.Calibration(0.010, 0.005, 300).busyCores()).isCloseTo(0.5, org.assertj.core.api.Assertions.within(1e-9));
        assertThat(new BackendChecks.Calibration(1.0, 0.040, 3).busyCores()).isCloseTo(0.04, org.assertj.core.api.Assertions.within(1e-9));
    }
}
