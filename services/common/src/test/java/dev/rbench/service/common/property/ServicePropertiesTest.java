package dev.rbench.service.common.property;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rbench.service.common.errors.InvalidServicePropertyException;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.mock.env.MockEnvironment;

class ServicePropertiesTest {

    @Test
    void intInRangeUsesDefaultWhenAbsentAndParsesWhenPresent() {
        MockEnvironment env = new MockEnvironment().withProperty("n", "7");
        assertThat(ServiceProperties.intInRange(env, "absent", 200, 1, 100_000)).isEqualTo(200);
        assertThat(ServiceProperties.intInRange(env, "n", 200, 1, 100_000)).isEqualTo(7);
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "100001", "abc", "", "1.5", "99999999999999999999"})
    void intInRangeRejectsWithPropertyValueAndRequirement(String raw) {
        MockEnvironment env = new MockEnvironment().withProperty("rbench.server-threads", raw);
        assertThatThrownBy(() -> ServiceProperties.intInRange(env, "rbench.server-threads", 200, 1, 100_000))
                .isInstanceOf(InvalidServicePropertyException.class)
                .hasMessage("invalid rbench.server-threads='" + raw + "': must be an integer between 1 and 100000");
    }

    @Test
    void oneOfIsCaseInsensitiveAndNamesTheChoicesWhenWrong() {
        MockEnvironment env = new MockEnvironment().withProperty("t", "Virtual").withProperty("bad", "green");
        Set<String> allowed = Set.of("platform", "virtual");
        assertThat(ServiceProperties.oneOf(env, "t", "platform", allowed)).isEqualTo("virtual");
        assertThat(ServiceProperties.oneOf(env, "absent", "platform", allowed)).isEqualTo("platform");
        assertThatThrownBy(() -> ServiceProperties.oneOf(env, "bad", "platform", allowed))
                .hasMessage("invalid bad='green': must be one of platform, virtual");
    }

    @Test
    void positiveLongRejectsZeroAndText() {
        MockEnvironment env = new MockEnvironment()
                .withProperty("ok", "123").withProperty("zero", "0").withProperty("text", "x");
        assertThat(ServiceProperties.positiveLong(env, "ok")).isEqualTo(123L);
        assertThat(ServiceProperties.positiveLong(env, "absent")).isNull();
        assertThatThrownBy(() -> ServiceProperties.positiveLong(env, "zero"))
                .isInstanceOf(InvalidServicePropertyException.class);
        assertThatThrownBy(() -> ServiceProperties.positiveLong(env, "text"))
                .isInstanceOf(InvalidServicePropertyException.class);
    }
}
