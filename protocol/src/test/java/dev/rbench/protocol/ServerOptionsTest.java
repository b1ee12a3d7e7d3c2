package dev.rbench.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rbench.protocol.ServerOptions.Option;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class ServerOptionsTest {

    @Test
    void pairsFlagsWithTheirValuesInOrder() {
        assertThat(ServerOptions.parse(List.of("--port", "0", ServerOptions.PARENT_PID, "42"), "usage"))
                .containsExactly(new Option("--port", "0"), new Option("--parent-pid", "42"));
    }

    @Test
    void theLaunchersTwoOptionsAreReadAndTheServersOwnAreLeft() {
        ServerOptions.Command command = ServerOptions.command(
                List.of("--port", "0", ServerOptions.PORT_FILE, "/tmp/p", ServerOptions.PARENT_PID, "42"), "usage");
        assertThat(command.own()).containsExactly(new Option("--port", "0"));
        assertThat(command.portFile()).isEqualTo(Path.of("/tmp/p"));
        assertThat(command.parentPid()).isEqualTo(42L);
        assertThat(ServerOptions.command(List.of(), "usage")).isEqualTo(new ServerOptions.Command(List.of(), null, null));
        assertThatThrownBy(() -> ServerOptions.command(List.of(ServerOptions.PARENT_PID, "0"), "usage"))
                .hasMessage("--parent-pid must be a whole number from 1 to 2147483647, not '0'");
    }

    @Test
    void aFlagWithoutAValueIsReportedWithTheUsage() {
        assertThatThrownBy(() -> ServerOptions.parse(List.of("--port", "0", "--host"), "usage: x"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("--host needs a value; usage: x");
    }

    @Test
    void numbersAreCheckedAgainstTheirRange() {
        assertThat(ServerOptions.number(new Option("--port", "65535"), 0, 65535)).isEqualTo(65535);
        assertThatThrownBy(() -> ServerOptions.number(new Option("--port", "65536"), 0, 65535))
                .hasMessage("--port must be a whole number from 0 to 65535, not '65536'");
        assertThatThrownBy(() -> ServerOptions.number(new Option("--port", "x"), 0, 65535))
                .hasMessage("--port must be a whole number from 0 to 65535, not 'x'");
    }
}
