package dev.rbench.service.common.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rbench.service.common.errors.InvalidServicePropertyException;
import java.util.Arrays;
import java.util.stream.Stream;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.test.system.CapturedOutput;

/**
 * A service started with an unusable {@code --rbench.*} value (on a free port): it must refuse with
 * {@link InvalidServicePropertyException}, write exactly the one stderr line, and do so before the
 * context exists. Needs {@code @ExtendWith(OutputCaptureExtension.class)} on the test.
 */
public final class StartupRefusal {

    private StartupRefusal() {
    }

    public static void assertRefused(CapturedOutput output, Class<?> application, String line, String... args) {
        String[] all = Stream.concat(Arrays.stream(args), Stream.of("--server.port=0")).toArray(String[]::new);
        assertThatThrownBy(() -> SpringApplication.run(application, all))
                .isInstanceOf(InvalidServicePropertyException.class);
        assertThat(output.getErr().lines().toList()).containsExactly(line);
        // Checked before the context exists: no bean-creation warning precedes the line.
        assertThat(output.getOut()).doesNotContain("Exception encountered");
    }
}
