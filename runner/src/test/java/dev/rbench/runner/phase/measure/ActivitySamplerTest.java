package dev.rbench.runner.phase.measure;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.protocol.ActivitySnapshot;
import dev.rbench.results.ServiceSecond;
import java.util.List;
import org.junit.jupiter.api.Test;

class ActivitySamplerTest {

    static final long S = 1_000_000_000L;

    static ActivitySampler.Reading tomcat(long at, long inside, int busy, long waitingForPool) {
        return new ActivitySampler.Reading(at, new ActivitySnapshot(inside, busy, 200, null, null, 0, 0L, 2, (long) Math.min(busy, 100),
                waitingForPool, 100L));
    }

    @Test
    void eachSecondTakesTheMostOfEachGaugeSeenInIt() {
        long t0 = 5 * S;
        List<ActivitySampler.Reading> readings = List.of(tomcat(t0 + S / 4, 150, 150, 50), tomcat(t0 + S / 2, 400, 200, 100),
                tomcat(t0 + 3 * S / 4, 300, 200, 100), tomcat(t0 + S + S / 4, 20, 20, 0));
        List<ServiceSecond> seconds = ActivitySampler.perSecond(readings, t0, 3);
        assertThat(seconds.get(0)).isEqualTo(new ServiceSecond(400L, 200, 200, null, 0, 0L, 100L, 100L, 100L));
        assertThat(seconds.get(1).inServiceMax()).isEqualTo(20);
        assertThat(seconds.get(1).poolWaitingMax()).isZero();
        // a second without a reading is a gap, not zeros
        assertThat(seconds.get(2)).isNull();
        // readings before the load's start belong to no second
        assertThat(ActivitySampler.perSecond(readings, t0 + 2 * S, 1)).containsExactly((ServiceSecond) null);
    }

    @Test
    void theEventLoopsBusyShareIsTheirCpuOverTheWallTimeBetweenReadings() {
        long t0 = 0;
        // 2 loops; between 0.5 s before the second and its last reading at 0.5 s, 1 s of wall and 0.1 s of loop CPU: 5 %
        List<ActivitySampler.Reading> readings = List.of(
                new ActivitySampler.Reading(t0 - S / 2, new ActivitySnapshot(0, null, null, 1_000_000_000L, 2, 0, 0L, 2, null, null, null)),
                new ActivitySampler.Reading(t0 + S / 2, new ActivitySnapshot(4000, null, null, 1_100_000_000L, 2, 0, 0L, 2, null, null, null)));
        ServiceSecond second = ActivitySampler.perSecond(readings, t0, 1).getFirst();
        assertThat(second.loopsBusyPercent()).isEqualTo(5.0);
        assertThat(second.inServiceMax()).isEqualTo(4000);
        assertThat(second.threadsBusyMax()).isNull();
        assertThat(second.poolInUseMax()).isNull();
    }
}
