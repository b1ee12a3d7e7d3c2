package dev.rbench.service.common;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rbench.service.common.errors.ErrorResponse;
import dev.rbench.service.common.errors.InvalidParameterException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;

class DelayRuleTest {

    @ParameterizedTest
    @CsvSource({"0,0", "1,1", "50,50", "60000,60000", "00042,42"})
    void acceptsIntegersInRange(String raw, long expected) {
        assertThat(DelayRule.parseMillis(raw)).isEqualTo(expected);
    }

    @ParameterizedTest
    @NullSource
    @ValueSource(strings = {"-1", "60001", "abc", "", " 5", "5 ", "+5", "1.5", "1e3", "0x10", "٥",
            "99999999999999999999999", "-99999999999999999999999", "9223372036854775808"})
    void rejectsEverythingElseWithTheSharedMessage(String raw) {
        assertThatThrownBy(() -> DelayRule.parseMillis(raw))
                .isInstanceOfSatisfying(InvalidParameterException.class, e -> {
                    assertThat(e.getMessage()).isEqualTo("ms must be an integer between 0 and 60000");
                    assertThat(e.parameter()).isEqualTo("ms");
                    assertThat(e.value()).isEqualTo(raw);
                });
    }

    @Test
    void errorResponseCarriesMessageParameterAndRawValue() {
        InvalidParameterException e = new InvalidParameterException("ms", "a\"b", DelayRule.MESSAGE);
        assertThat(ErrorResponse.of(e)).isEqualTo(new ErrorResponse(DelayRule.MESSAGE, "ms", "a\"b"));
    }

    @Test
    void responseBodyAndRouteAreTheContract() {
        assertThat(DelayRule.responseBody(50)).isEqualTo("delayed 50 ms");
        assertThat(Routes.DELAY).isEqualTo("/delay/{ms}");
    }

    @Test
    void theSlowdownHookTakesOnlyAFactorOfOneOrMore() {
        assertThat(DelayRule.slowdown(null)).isEqualTo(1.0);
        assertThat(DelayRule.slowdown("1.2")).isEqualTo(1.2);
        assertThat(DelayRule.slowdown("0.5")).as("never faster than asked").isEqualTo(1.0);
        assertThat(DelayRule.slowdown("fast")).isEqualTo(1.0);
        assertThat(DelayRule.slowdown("NaN")).isEqualTo(1.0);
        assertThat(DelayRule.waitMillis(500)).as("off in tests").isEqualTo(500);
    }
}
