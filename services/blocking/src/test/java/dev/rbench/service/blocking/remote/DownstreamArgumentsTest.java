package dev.rbench.service.blocking.remote;


import dev.rbench.service.blocking.BlockingServiceApplication;
import dev.rbench.service.common.testing.StartupRefusal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

@ExtendWith(OutputCaptureExtension.class)
class DownstreamArgumentsTest {

    @Test
    void invalidDownstreamUrlFailsStartupWithOneLine(CapturedOutput output) {
        StartupRefusal.assertRefused(output, BlockingServiceApplication.class,
                "rbench-service failed to start: invalid rbench.downstream.url='PLACEHOLDER': "
                        + "must be an http:// URL with a host, such as http://127.0.0.1:8081",
                "--rbench.downstream.url=PLACEHOLDER");
    }
}
