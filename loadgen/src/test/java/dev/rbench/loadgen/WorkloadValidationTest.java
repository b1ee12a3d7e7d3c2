package dev.rbench.loadgen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class WorkloadValidationTest {

    private static final Duration S = Duration.ofSeconds(1);

    @Test
    void openRateValidatesAndDescribesItself() {
        assertThatThrownBy(() -> new OpenRate(0, S, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("ratePerSecond must be a finite number > 0 req/s (got 0.0)");
        assertThatThrownBy(() -> new OpenRate(Double.NaN, S, 1)).hasMessageContaining("ratePerSecond");
        assertThatThrownBy(() -> new OpenRate(10, Duration.ZERO, 1)).hasMessageContaining("duration must be > 0");
        assertThatThrownBy(() -> new OpenRate(10, S, 0)).hasMessageContaining("maxConnections must be >= 1 (got 0)");
        assertThatThrownBy(() -> new OpenRate(10, S, 1, null, 0)).isInstanceOf(NullPointerException.class)
                .hasMessageContaining("FIXED or POISSON");
        OpenRate w = new OpenRate(500, Duration.ofSeconds(4), 64);
        assertThat(w.users()).isEqualTo(64);
        assertThat(w.describe()).isEqualTo("open rate: 500 req/s (fixed) for 4s, up to 64 connections");
        assertThat(new OpenRate(12.5, Duration.ofMillis(1500), 2, Arrivals.POISSON, 42).describe())
                .isEqualTo("open rate: 12.5 req/s (poisson, seed 42) for 1.5s, up to 2 connections");
    }

    @Test
    void rampRateValidatesAndDescribesItself() {
        assertThatThrownBy(() -> new RampRate(-1, 10, S, 1, Arrivals.FIXED, 0))
                .hasMessageContaining("fromPerSecond must be a finite number >= 0");
        assertThatThrownBy(() -> new RampRate(1, Double.POSITIVE_INFINITY, S, 1, Arrivals.FIXED, 0))
                .hasMessageContaining("toPerSecond");
        assertThatThrownBy(() -> new RampRate(0, 0, S, 1, Arrivals.FIXED, 0))
                .hasMessageContaining("both 0").hasMessageContaining("at least one of them > 0");
        assertThatThrownBy(() -> new RampRate(0, 10, S, 0, Arrivals.FIXED, 0)).hasMessageContaining("maxConnections");
        assertThatThrownBy(() -> new RampRate(0, 10, null, 1, Arrivals.FIXED, 0))
                .isInstanceOf(NullPointerException.class).hasMessageContaining("duration");
        RampRate w = new RampRate(10, 100, Duration.ofSeconds(30), 200, Arrivals.POISSON, 7);
        assertThat(w.users()).isEqualTo(200);
        assertThat(w.describe()).isEqualTo("ramp rate: 10 to 100 req/s (poisson, seed 7) over 30s, up to 200 connections");
    }

    @Test
    void throttledClosedLoopValidatesAndDescribesItself() {
        assertThatThrownBy(() -> new ThrottledClosedLoop(0, 10, S)).hasMessageContaining("users must be >= 1 (got 0)");
        assertThatThrownBy(() -> new ThrottledClosedLoop(5, -1, S)).hasMessageContaining("maxRatePerSecond");
        assertThatThrownBy(() -> new ThrottledClosedLoop(5, 10, Duration.ofSeconds(-2)))
                .hasMessageContaining("duration must be > 0");
        assertThat(new ThrottledClosedLoop(50, 100, Duration.ofSeconds(3)).describe())
                .isEqualTo("throttled closed loop: 50 users, at most 100 req/s, for 3s");
    }
}
