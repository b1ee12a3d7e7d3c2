package dev.rbench.results.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class VerdictTextTest {

    @Test
    void stepsOfUsersAreSaidOnceAndOneUserInTheSingular() {
        assertThat(VerdictText.steps(List.of("50 users", "100 users"))).isEqualTo("50 and 100 users");
        assertThat(VerdictText.steps(List.of("1 users"))).isEqualTo("1 user");
        assertThat(VerdictText.steps(List.of("1 users", "10 users"))).isEqualTo("1 and 10 users");
        assertThat(VerdictText.steps(List.of("200 req/s", "400 req/s"))).isEqualTo("200 req/s and 400 req/s");
    }
}
