package dev.rbench.service.blocking.remote;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rbench.service.blocking.BlockingServiceApplication;
import dev.rbench.service.common.InvalidServicePropertyException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

@ExtendWith(OutputCaptureExtension.class)
class DownstreamArgumentsTest {

    @Test
    void invalidDownstreamUrlFailsStartupWithOneLine(CapturedOutput output) {
        assertThatThrownBy(() -> SpringApplication.run(BlockingServiceApplication.class,
                "--rbench.downstream.url=PLACEHOLDER", "--server.port=0"))
                .isInstanceOf(InvalidServicePropertyException.class);
        assertThat(output.getErr().lines().toList()).containsExactly(
                "rbench-service failed to start: invalid rbench.downstream.url='PLACEHOLDER': "
                        + "must be an http:// URL with a host, such as http://127.0.0.1:8081");
        // Checked before the context exists: no bean-creation warning precedes the line.
        assertThat(output.getOut()).doesNotContain("Exception encountered");
    }
}
