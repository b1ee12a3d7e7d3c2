package dev.rbench.loadgen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class FileLimitsTest {

    @Test
    void lowLimitFailsWithAnActionableMessage() {
        assertThatThrownBy(() -> FileLimits.ensureAtLeast(4256, 1024))
                .isInstanceOf(LoadGenException.class)
                .hasMessageContaining("1024")
                .hasMessageContaining("4256")
                .hasMessageContaining("ulimit -n");
    }

    @Test
    void sufficientOrUnknownLimitPasses() {
        assertThatCode(() -> FileLimits.ensureAtLeast(4256, 4256)).doesNotThrowAnyException();
        assertThatCode(() -> FileLimits.ensureAtLeast(4256, FileLimits.UNKNOWN)).doesNotThrowAnyException();
    }

    @Test
    void readsThisProcesssLimit() {
        // On Linux/macOS HotSpot reports a real limit; small needs pass.
        assertThat(FileLimits.currentLimit()).isNotZero();
        assertThatCode(() -> FileLimits.ensureAtLeast(16)).doesNotThrowAnyException();
    }
}
