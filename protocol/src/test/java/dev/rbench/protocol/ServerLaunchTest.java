package dev.rbench.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ServerLaunchTest {

    @Test
    void buildPropertiesAreReadFromTheJarsResource() {
        assertThat(ServerLaunch.buildProperties(ServerLaunchTest.class, "/rbench-test-server.properties")
                .getProperty("server.version")).isEqualTo("1.2.3");
    }

    @Test
    void aMissingResourceGivesNoProperties() {
        assertThat(ServerLaunch.buildProperties(ServerLaunchTest.class, "/no-such.properties")).isEmpty();
    }

    @Test
    void aGoodCommandLineIsParsedWithoutExiting() {
        List<String> args = ServerLaunch.argsOrExit("test-server", new String[] {"--port", "0"}, parsed -> parsed);
        assertThat(args).containsExactly("--port", "0");
    }
}
