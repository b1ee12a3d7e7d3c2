package dev.rbench.service.common.remote;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rbench.protocol.ServiceInfo.DownstreamInfo;
import dev.rbench.service.common.errors.InvalidServicePropertyException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.mock.env.MockEnvironment;

class DownstreamSettingsTest {

    @Test
    void defaultsWithoutADownstream() {
        DownstreamSettings settings = DownstreamSettings.from(new MockEnvironment());
        assertThat(settings).isEqualTo(new DownstreamSettings(null, 500, 10_000));
        assertThat(settings.configured()).isFalse();
        assertThat(settings.info()).isNull();
    }

    @Test
    void readsAllThree() {
        DownstreamSettings settings = DownstreamSettings.from(new MockEnvironment()
                .withProperty("rbench.downstream.url", "http://127.0.0.1:8081/")
                .withProperty("rbench.downstream.pool-size", "20")
                .withProperty("rbench.downstream.timeout-ms", "2500"));
        assertThat(settings).isEqualTo(new DownstreamSettings("http://127.0.0.1:8081", 20, 2500));
        assertThat(settings.info()).isEqualTo(new DownstreamInfo(20, 2500));
    }

    @ParameterizedTest
    @ValueSource(strings = {"127.0.0.1:8081", "ftp://host", "http://", "http://h:1/?a=b", "http://h:1/#x", "http://a b"})
    void rejectsUrlsItCannotCall(String url) {
        MockEnvironment env = new MockEnvironment().withProperty("rbench.downstream.url", url);
        assertThatThrownBy(() -> DownstreamSettings.from(env))
                .isInstanceOfSatisfying(InvalidServicePropertyException.class,
                        e -> assertThat(e.property()).isEqualTo("rbench.downstream.url"));
    }

    @ParameterizedTest
    @CsvSource({"rbench.downstream.pool-size,0", "rbench.downstream.pool-size,100001",
            "rbench.downstream.timeout-ms,0", "rbench.downstream.timeout-ms,ten"})
    void rejectsOutOfRangeNumbers(String property, String value) {
        MockEnvironment env = new MockEnvironment().withProperty(property, value);
        assertThatThrownBy(() -> DownstreamSettings.from(env))
                .isInstanceOfSatisfying(InvalidServicePropertyException.class,
                        e -> assertThat(e.property()).isEqualTo(property));
    }
}
