package dev.rbench.jmeter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JmeterHomeTest {

    @Test
    void aHomeWithoutJmeterSaysWhereItLookedAndHowToGetIt(@TempDir Path dir) {
        assertThatThrownBy(() -> new JmeterHome(dir).checked()).isInstanceOf(JmeterException.class)
                .hasMessageContaining("Apache JMeter is not at " + dir).hasMessageContaining("./rbench build");
    }

    @Test
    void theBuiltHomeIsJmeter563WithItsLauncherAndProperties() {
        // infra/jmeter-home assembles it in the build before this module's tests run
        JmeterHome home = JmeterHome.built(Path.of("..").toAbsolutePath().normalize()).checked();
        assertThat(home.version()).isEqualTo("5.6.3");
        assertThat(home.launcher()).isRegularFile();
        assertThat(Files.isDirectory(home.dir().resolve("lib").resolve("junit"))).as("made so the launcher does not warn").isTrue();
    }
}
