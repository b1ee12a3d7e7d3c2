package dev.rbench.service.blocking.records;


import dev.rbench.service.blocking.BlockingServiceApplication;
import dev.rbench.service.common.testing.StartupRefusal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

/** MVC reads PostgreSQL with JDBC only: asking it for R2DBC stops the start in one line instead of being ignored. */
@ExtendWith(OutputCaptureExtension.class)
class JdbcOnlyTest {

    @Test
    void r2dbcFailsStartupWithOneLine(CapturedOutput output) {
        StartupRefusal.assertRefused(output, BlockingServiceApplication.class,
                "rbench-service failed to start: invalid rbench.postgres.driver='r2dbc': the MVC service reads"
                        + " PostgreSQL with jdbc only; leave it out or give jdbc",
                "--rbench.postgres.url=postgresql://127.0.0.1:9/nowhere", "--rbench.postgres.driver=r2dbc");
    }
}
