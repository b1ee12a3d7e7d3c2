package dev.rbench.loadgen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class ValidationTest {

    @Test
    void burstValidatesAndDescribesItself() {
        assertThatThrownBy(() -> new Burst(0, Duration.ZERO))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("users must be >= 1 (got 0)");
        assertThatThrownBy(() -> new Burst(10, Duration.ofSeconds(-1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("ramp must be >= 0");
        assertThatThrownBy(() -> new Burst(10, null)).isInstanceOf(NullPointerException.class)
                .hasMessageContaining("ramp");

        assertThat(new Burst(1000, Duration.ofSeconds(1)).describe()).isEqualTo("burst of 1000 users over 1s");
        assertThat(new Burst(10, Duration.ZERO).describe()).isEqualTo("burst of 10 users over 0s");
        assertThat(new Burst(10, Duration.ofMillis(250)).describe()).isEqualTo("burst of 10 users over 250ms");
        assertThat(new Burst(10, Duration.ofMillis(1500)).describe()).isEqualTo("burst of 10 users over 1.5s");
    }

    @Test
    void burstStartsAreSpreadEvenlyOverTheRamp() {
        Burst burst = new Burst(4, Duration.ofSeconds(1));
        assertThat(burst.startOffsetNanos(0)).isZero();
        assertThat(burst.startOffsetNanos(1)).isEqualTo(250_000_000L);
        assertThat(burst.startOffsetNanos(3)).isEqualTo(750_000_000L);
        Burst odd = new Burst(3, Duration.ofNanos(10));
        assertThat(odd.startOffsetNanos(2)).isEqualTo(6); // 2*10/3, exact integer arithmetic
        Burst huge = new Burst(4000, Duration.ofDays(365));
        assertThat(huge.startOffsetNanos(3999)).isEqualTo(Duration.ofDays(365).toNanos() / 4000 * 3999);
    }

    @Test
    void closedLoopValidatesAndDescribesItself() {
        assertThatThrownBy(() -> new ClosedLoop(0, Duration.ofSeconds(1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("users must be >= 1 (got 0)");
        assertThatThrownBy(() -> new ClosedLoop(5, Duration.ZERO))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("duration must be > 0");
        assertThat(new ClosedLoop(50, Duration.ofSeconds(10)).describe()).isEqualTo("closed loop: 50 users for 10s");
    }

    @Test
    void loadOptionsValidate() {
        assertThatThrownBy(() -> new LoadOptions(Duration.ofSeconds(1), Duration.ofSeconds(1), 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("ioThreads must be >= 1");
        assertThatThrownBy(() -> new LoadOptions(Duration.ZERO, Duration.ofSeconds(1), 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("connectTimeout must be > 0");
        assertThatThrownBy(() -> new LoadOptions(Duration.ofSeconds(1), Duration.ofSeconds(-1), 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("requestTimeout must be > 0");
        LoadOptions d = LoadOptions.defaults();
        assertThat(d.connectTimeout()).isEqualTo(Duration.ofSeconds(10));
        assertThat(d.requestTimeout()).isEqualTo(Duration.ofSeconds(60));
        assertThat(d.ioThreads()).isEqualTo(Runtime.getRuntime().availableProcessors());
    }

    @Test
    void targetMustBeHttpWithHostAndPort() throws Exception {
        try (var generator = new LoadGenerator(new LoadOptions(Duration.ofSeconds(1), Duration.ofSeconds(1), 1))) {
            Burst one = new Burst(1, Duration.ZERO);
            assertThatThrownBy(() -> generator.run(URI.create("https://127.0.0.1:8443/x"), one, null))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("scheme must be http");
            assertThatThrownBy(() -> generator.run(URI.create("http://127.0.0.1/x"), one, null))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no port");
            assertThatThrownBy(() -> generator.run(URI.create("http:///x"), one, null))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no host");
            assertThatThrownBy(() -> generator.run(URI.create("/x"), one, null))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("absolute http://");
        }
        assertThat(HttpTarget.parse(URI.create("http://127.0.0.1:8080")))
                .extracting(HttpTarget::host, HttpTarget::port, HttpTarget::pathAndQuery, HttpTarget::hostHeader, HttpTarget::method)
                .containsExactly("127.0.0.1", 8080, "/", "127.0.0.1:8080", "GET");
        assertThat(HttpTarget.parse(URI.create("http://localhost:81/a/b?x=1&y=%20")))
                .extracting(HttpTarget::host, HttpTarget::port, HttpTarget::pathAndQuery, HttpTarget::hostHeader)
                .containsExactly("localhost", 81, "/a/b?x=1&y=%20", "localhost:81");
    }

    @Test
    void closedGeneratorRefusesToRun() {
        var generator = new LoadGenerator(new LoadOptions(Duration.ofSeconds(1), Duration.ofSeconds(1), 1));
        generator.close();
        assertThatThrownBy(() -> generator.run(URI.create("http://127.0.0.1:1/"), new Burst(1, Duration.ZERO), null))
                .isInstanceOf(IllegalStateException.class);
    }
}
