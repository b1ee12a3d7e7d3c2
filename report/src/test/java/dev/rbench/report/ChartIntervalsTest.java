package dev.rbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Charts of a run with repeats: interval bands, values on hover, and value axes whose ticks read cleanly. */
class ChartIntervalsTest {

    private final Results repeated = Fixtures.view(Fixtures.load(Fixtures.REPEAT5_SEED_DELAY_QUICK));

    @Test
    void everyPointCarriesItsValuesAndIntervalInATitle() {
        String svg = Charts.svg(repeated, Metric.THROUGHPUT, "t-");
        List<String> titles = all(svg, "<title>([^<]*)</title>");
        // 3 stacks × 4 steps measured, and the model's 3 × 4 predictions.
        assertThat(titles).hasSize(24);
        assertThat(titles).contains("virtual, 100 users: throughput (req/s) 166.57 (95 % interval 166.25–166.76)");
        assertThat(titles).anyMatch(t -> t.startsWith("blocking model, 100 users: throughput (req/s) "));
    }

    @Test
    void theMedianIsPlottedAndTheIntervalDrawnAsABand() {
        var chart = Charts.chart(repeated, Metric.THROUGHPUT);
        var plot = chart.getXYPlot();
        assertThat(plot.getDatasetCount()).isGreaterThanOrEqualTo(2);
        var bands = (org.jfree.data.xy.YIntervalSeriesCollection) plot.getDataset(1);
        assertThat(bands.getSeriesCount()).isEqualTo(3);
        int virtual = bands.indexOf("virtual");
        assertThat(bands.getYValue(virtual, 3)).isEqualTo(166.566);
        assertThat(bands.getStartYValue(virtual, 3)).isEqualTo(166.253);
        assertThat(bands.getEndYValue(virtual, 3)).isEqualTo(166.759);
    }

    @Test
    void anAllZeroErrorsChartHasDistinctTicksAndNoNegativeZero() {
        String svg = Charts.svg(repeated, Metric.ERRORS, "e-");
        List<String> ticks = all(svg, "<text[^>]*>([-0-9.,]+)</text>");
        List<String> valueTicks = ticks.stream().filter(t -> !List.of("1", "10", "100").contains(t)).toList();
        assertThat(valueTicks).isNotEmpty().doesNotHaveDuplicates().doesNotContain("-0");
        assertThat(valueTicks).contains("0");
    }

    @Test
    void noChartPrintsNegativeZero() {
        for (Metric metric : Metric.values()) {
            assertThat(all(Charts.svg(repeated, metric, "m-"), "<text[^>]*>([^<]*)</text>")).as(metric.name()).doesNotContain("-0");
        }
    }

    private static List<String> all(String text, String regex) {
        Matcher m = Pattern.compile(regex).matcher(text);
        List<String> found = new ArrayList<>();
        while (m.find()) {
            found.add(m.group(1));
        }
        return found;
    }
}
