package dev.rbench.service.common;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.service.common.errors.InvalidServicePropertyException;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class InvalidServicePropertyReporterTest {
    private final ByteArrayOutputStream buffer = new ByteArrayOutputStream();
    private final InvalidServicePropertyReporter reporter =
            new InvalidServicePropertyReporter(new PrintStream(buffer, true, StandardCharsets.UTF_8));

    @Test
    void reportsAWrappedInvalidPropertyAsExactlyOneLine() {
        var cause = new InvalidServicePropertyException("rbench.threads", "gre\nen", "must be one of platform, virtual");
        assertThat(reporter.reportException(new IllegalStateException("wrapper", cause))).isTrue();
        assertThat(buffer.toString(StandardCharsets.UTF_8)).isEqualTo(
                "rbench-service failed to start: invalid rbench.threads='gre en': must be one of platform, virtual"
                        + System.lineSeparator());
    }

    @Test
    void leavesOtherFailuresToSpringBoot() {
        assertThat(reporter.reportException(new IllegalStateException("boom"))).isFalse();
        assertThat(buffer.size()).isZero();
    }
}
