package dev.rbench.runner.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rbench.results.Percentile;
import dev.rbench.results.SloObjective;
import dev.rbench.runner.results.ScenarioRecords;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SloScenarioTest {

    private static final String BASE = "name: s\nworkload: {burst: {users: [1, 10]}}\n";

    private static Scenario read(String yaml) {
        return ScenarioYaml.read(BASE + yaml, "s.yaml").build();
    }

    @Test
    void theObjectiveOfTheYamlIsTypedForResultsJson() {
        Scenario s = read("slo: {p99: 800ms, errors: 0.5%}\n");
        assertThat(s.slo().objective()).contains(new SloObjective(
                List.of(new SloObjective.LatencyBound(Percentile.P99, 800)), 0.5));
        assertThat(ScenarioRecords.of(s).slo()).isEqualTo(s.slo().objective().orElseThrow());
        assertThat(s.toMap()).containsEntry("slo", Map.of("p99Ms", 800L, "errorsPercent", 0.5));
    }

    @Test
    void everyPercentileIsAcceptedAndErrorsDefaultToATenthOfAPercent() {
        SloObjective o = read("slo: {p50: 100ms, p90: 300ms, p99: 1s, p999: 2.5s}\n").slo().objective().orElseThrow();
        assertThat(o.latency()).extracting(SloObjective.LatencyBound::percentile)
                .containsExactly(Percentile.P50, Percentile.P90, Percentile.P99, Percentile.P999);
        assertThat(o.latency()).extracting(SloObjective.LatencyBound::maxMs).containsExactly(100.0, 300.0, 1000.0, 2500.0);
        assertThat(o.errorsPercent()).isEqualTo(0.1);
        assertThat(o.text()).isEqualTo("p50 ≤ 100 ms, p90 ≤ 300 ms, p99 ≤ 1,000 ms, p999 ≤ 2,500 ms, errors ≤ 0.1 %");
    }

    @Test
    void withoutAnObjectiveNothingOfOneIsRecorded() {
        Scenario s = read("");
        assertThat(s.slo().objective()).isEmpty();
        assertThat(s.toMap()).doesNotContainKey("slo");
        assertThat(ScenarioRecords.of(s).slo()).isNull();
    }

    @Test
    void aBadValuePointsAtItsLineAndColumnAndSaysWhatToWrite() {
        assertThatThrownBy(() -> read("slo: {p99: fast}\n")).isInstanceOf(ScenarioException.class)
                .hasMessageContaining("s.yaml:3:12").hasMessageContaining("slo.p99: 'fast' is not a duration")
                .hasMessageContaining("250ms, 2s");
        assertThatThrownBy(() -> read("slo:\n  p99: 600ms\n  errors: 120%\n")).isInstanceOf(ScenarioException.class)
                .hasMessageContaining("s.yaml:5:11").hasMessageContaining("'120%' is above 100%; give 0%..100%");
        assertThatThrownBy(() -> read("slo: {p99: 600ms, errors: 0.1}\n")).hasMessageContaining("write a number with %, e.g. 0.1%");
        assertThatThrownBy(() -> read("slo: {p98: 600ms}\n")).hasMessageContaining("s.yaml:3:7")
                .hasMessageContaining("unknown key 'p98'")
                .hasMessageContaining("valid keys here: p50, p90, p99, p999, errors");
        assertThatThrownBy(() -> read("slo: {errors: 1%}\n")).hasMessageContaining("slo.errors: an objective bounds a latency too");
    }

    @Test
    void theFlagReplacesTheWholeObjectiveOfTheFile() {
        Scenario s = ScenarioYaml.read(BASE + "slo: {p90: 300ms, errors: 1%}\n", "s.yaml").slo("p99=600ms").build();
        assertThat(s.slo().objective()).contains(new SloObjective(
                List.of(new SloObjective.LatencyBound(Percentile.P99, 600)), 0.1));
        Scenario quick = ScenarioYaml.read(BASE, "s.yaml").slo("P999=2s, errors=0%").quick(true).build();
        assertThat(quick.slo().objective().orElseThrow().text()).isEqualTo("p999 ≤ 2,000 ms, errors ≤ 0 %");
    }

    @Test
    void wrongFlagInputGetsAClearMessage() {
        assertThatThrownBy(() -> new ScenarioBuilder().slo("p98=1s")).isInstanceOf(ScenarioException.class)
                .hasMessageContaining("--slo: 'p98' is not a bound the objective takes; give p50, p90, p99 or p999");
        assertThatThrownBy(() -> new ScenarioBuilder().slo("p99=fast").build())
                .hasMessageContaining("--slo: slo.p99: 'fast' is not a duration");
        assertThatThrownBy(() -> new ScenarioBuilder().slo("p99=600ms,errors=120%").build())
                .hasMessageContaining("--slo: slo.errors: '120%' is above 100%");
        assertThatThrownBy(() -> new ScenarioBuilder().slo("errors=1%")).hasMessageContaining("give at least one percentile's bound");
        assertThatThrownBy(() -> new ScenarioBuilder().slo("p99")).hasMessageContaining("'p99' is not NAME=VALUE");
    }
}
