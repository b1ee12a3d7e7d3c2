package dev.rbench.service.blocking.records;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rbench.service.blocking.BlockingServiceApplication;
import dev.rbench.service.common.InvalidServicePropertyException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

/** MVC reads PostgreSQL with JDBC only: asking it for R2DBC stops the start in one line instead of being ignored. */
@ExtendWith(OutputCaptureExtension.class)
class JdbcOnlyTest {

    @Test
    void r2dbcFailsStartupWithOneLine(CapturedOutput output) {
        assertThatThrownBy(() -> SpringApplication.run(BlockingServiceApplication.class,
                "--rbench.postgres.url=postgresql://127.0.0.1:9/nowhere", "--rbench.postgres.driver=r2dbc",
                "--server.port=0"))
                .isInstanceOf(InvalidServicePropertyException.class);
        assertThat(output.getErr().lines().toList()).containsExactly(
                "rbench-service failed to start: invalid rbench.postgres.driver='r2dbc': the MVC service reads"
                        + " PostgreSQL with jdbc only; leave it out or give jdbc");
        // Checked before the context exists: no bean-creation warning precedes the line.
        assertThat(output.getOut()).doesNotContain("Exception encountered");
    }
}
