package dev.rbench.jmeter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class JmeterRunTest {

    @Test
    void engineOnALoopbackAddressCallsTheControllerBackOnLoopback() {
        assertThat(JmeterRun.callbackAddress("127.0.0.2:1099")).isEqualTo("127.0.0.1");
        assertThat(JmeterRun.callbackAddress("127.0.0.1")).isEqualTo("127.0.0.1");
    }

    @Test
    void anEngineWhoseNameDoesNotResolveIsNamed() {
        assertThatThrownBy(() -> JmeterRun.callbackAddress("no-such-engine.invalid:1099")).isInstanceOf(JmeterException.class)
                .hasMessageContaining("no-such-engine.invalid:1099");
    }
}
