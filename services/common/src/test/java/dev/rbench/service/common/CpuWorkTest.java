package dev.rbench.service.common;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rbench.service.common.errors.InvalidParameterException;
import org.junit.jupiter.api.Test;

class CpuWorkTest {

    @Test
    void theWorkIsDeterministicAndGrowsWithTheRounds() {
        assertThat(CpuWork.run("3")).isEqualTo(CpuWork.run("3")).hasSize(64).isNotEqualTo(CpuWork.run("4"));
    }

    @Test
    void refusesWhatIsNotARoundCount() {
        for (String bad : new String[] {"0", "-1", "1000001", "x", "", "+5", "99999999"}) {
            assertThatThrownBy(() -> CpuWork.run(bad)).as(bad).isInstanceOf(InvalidParameterException.class)
                    .hasMessageContaining("rounds must be an integer between 1 and 1000000");
        }
    }
}
