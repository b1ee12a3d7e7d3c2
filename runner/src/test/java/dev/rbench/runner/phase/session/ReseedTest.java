package dev.rbench.runner.phase.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rbench.results.BackendInfo;
import dev.rbench.runner.backend.BackendSession;
import dev.rbench.runner.backend.StoreOverrides;
import dev.rbench.runner.failure.ServiceException;
import dev.rbench.runner.scenario.RouteStep;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** Every step on a CRUD route starts from the seed; a backend that is gone or refuses the seed is one clear failure. */
class ReseedTest {

    private static class Database implements BackendSession {
        int reseeds;
        RuntimeException refusal;
        OptionalLong pid = OptionalLong.empty();

        @Override public List<String> serviceArgs(StoreOverrides stack) { return List.of(); }
        @Override public Map<String, String> serviceEnv() { return Map.of(); }
        @Override public BackendInfo describe() { return null; }
        @Override public Optional<Long> served() { return Optional.empty(); }
        @Override public OptionalLong pid() { return pid; }
        @Override public void close() { }

        @Override
        public void reseed() {
            if (refusal != null) {
                throw refusal;
            }
            reseeds++;
        }
    }

    @Test
    void crudRoutesStartFromTheSeedAndPathsDoNot() {
        Database db = new Database();
        for (String route : List.of("create", "create-many", "get-one", "/records?store=mongo&size=1kb&count=10", "/delay/10")) {
            Reseed.beforeRouteStep(RouteStep.parse(route).orElseThrow(), db);
        }
        assertThat(db.reseeds).isEqualTo(3);
        Reseed.beforeRouteStep(null, db);
        assertThat(db.reseeds).isEqualTo(3);
    }

    @Test
    void aCrudRoutesCalibrationStartsFromTheSeed() throws Exception {
        Database db = new Database();
        int seenByCalibration = Reseed.fromTheSeed(RouteStep.parse("create-many").orElseThrow(), db, () -> db.reseeds);
        assertThat(seenByCalibration).isEqualTo(1);
        assertThat(db.reseeds).as("the step seeds again itself (LoadStepExecutorTest)").isEqualTo(1);
        Reseed.fromTheSeed(RouteStep.parse("/records?store=mongo&size=1kb&count=10").orElseThrow(), db, () -> 0);
        assertThat(db.reseeds).isEqualTo(1);
    }

    @Test
    void aBackendThatIsGoneOrRefusesTheSeedSaysSo() {
        Database gone = new Database();
        gone.pid = OptionalLong.of(Long.MAX_VALUE - 1); // no such process
        assertThatThrownBy(() -> Reseed.beforeRouteStep(RouteStep.parse("create").orElseThrow(), gone))
                .isInstanceOf(ServiceException.class).hasMessageContaining("is gone; this stack cannot be measured");
        assertThat(gone.reseeds).isZero();

        Database refusing = new Database();
        refusing.refusal = new IllegalStateException("out of memory");
        assertThatThrownBy(() -> Reseed.backend(refusing))
                .isInstanceOf(ServiceException.class).hasMessage("cannot re-seed the backend for this stack: out of memory");
    }
}
