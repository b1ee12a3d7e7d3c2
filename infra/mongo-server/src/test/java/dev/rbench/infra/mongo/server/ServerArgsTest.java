package dev.rbench.infra.mongo.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class ServerArgsTest {

    @Test
    void defaultsToAFreeLoopbackPortAndNoFiles() {
        assertThat(ServerArgs.parse(List.of())).isEqualTo(new ServerArgs("127.0.0.1", 0, null, null));
    }

    @Test
    void readsEveryFlag() {
        ServerArgs args = ServerArgs.parse(List.of("--host", "0.0.0.0", "--port", "27017", "--port-file", "/tmp/p", "--parent-pid", "42"));
        assertThat(args).isEqualTo(new ServerArgs("0.0.0.0", 27017, Path.of("/tmp/p"), 42L));
    }

    @Test
    void rejectsUnknownFlagsMissingValuesAndBadNumbers() {
        assertThatThrownBy(() -> ServerArgs.parse(List.of("--nope", "1"))).hasMessageContaining("unknown option --nope");
        assertThatThrownBy(() -> ServerArgs.parse(List.of("--port"))).hasMessageContaining("--port needs a value");
        assertThatThrownBy(() -> ServerArgs.parse(List.of("--port", "70000"))).hasMessageContaining("0 to 65535");
        assertThatThrownBy(() -> ServerArgs.parse(List.of("--parent-pid", "x"))).hasMessageContaining("not 'x'");
    }
}
