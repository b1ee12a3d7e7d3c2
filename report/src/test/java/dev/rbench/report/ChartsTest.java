package dev.rbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.XYPlot;
import org.junit.jupiter.api.Test;

class ChartsTest {

    @Test
    void usersAxisIsLogarithmicFromTwoDecades() {
        assertThat(Charts.logStepAxis(List.of(1, 10, 100, 500, 1000, 2000, 4000))).isTrue();
        assertThat(Charts.logStepAxis(List.of(10, 1000))).isTrue();
        assertThat(Charts.logStepAxis(List.of(100, 200, 400, 800))).isFalse();
        assertThat(Charts.logStepAxis(List.of(50))).isFalse();
    }

    @Test
    void fixtureChartsUseTheMatchingAxisAndOneSeriesPerStackPlusModel() {
        Results results = Fixtures.view(Fixtures.seedDelay());
        XYPlot throughput = Charts.chart(results, Metric.THROUGHPUT).getXYPlot();
        assertThat(throughput.getDomainAxis()).isInstanceOf(Charts.logStepAxis(results.stepValues()) ? LogAxis.class : NumberAxis.class);
        assertThat(throughput.getDataset().getSeriesCount()).isEqualTo(2 * results.stacks().size());
        assertThat(Charts.chart(results, Metric.THREADS).getXYPlot().getDataset().getSeriesCount()).isEqualTo(results.stacks().size());
    }

    @Test
    void openStepsChartsPlotAgainstTheOfferedRate() {
        Results open = Fixtures.view(Fixtures.openSteps());
        XYPlot plot = Charts.chart(open, Metric.THROUGHPUT).getXYPlot();
        assertThat(plot.getDomainAxis()).isInstanceOf(NumberAxis.class);
        assertThat(plot.getDomainAxis().getLabel()).isEqualTo("offered req/s");
        assertThat(plot.getDataset().getSeriesCount()).isEqualTo(2);
        assertThat(plot.getDataset().getItemCount(1)).isEqualTo(3);
        assertThat(plot.getDataset().getXValue(1, 2)).isEqualTo(400.0);
        assertThat(plot.getDataset().getYValue(1, 2)).isEqualTo(398.2);
        assertThat(Charts.chart(Fixtures.view(Fixtures.seedDelay()), Metric.THROUGHPUT).getXYPlot().getDomainAxis().getLabel())
                .startsWith("users");
        assertThat(Charts.logStepAxis(List.of(0.5, 50.0))).isTrue();
        assertThat(Charts.logStepAxis(List.of(100.0, 200.0, 400.0))).isFalse();
    }

    @Test
    void noModelSeriesWithoutPredictions() {
        Results open = Fixtures.view(Fixtures.openRate());   // open workload: results.json has no model figures
        assertThat(Charts.chart(open, Metric.THROUGHPUT).getXYPlot().getDataset().getSeriesCount()).isEqualTo(open.stacks().size());
    }

    @Test
    void aFaultsSecondsAreShadedBehindBothTimelinesAndNothingElse() {
        var step = Fixtures.step(Fixtures.openRate(), 0, 2);
        assertThat(Charts.timelineLatency("blocking", 0, step).getXYPlot().getDomainMarkers(org.jfree.chart.ui.Layer.BACKGROUND))
                .as("no fault, no shade").isNull();
        var faulted = step.toBuilder().faults(List.of(new dev.rbench.results.FaultFigures("backend slower by 2s for 5s at 3s",
                3_000, 8_000, 10.0, 4_000.0, 0, 0, 2.0))).build();
        for (XYPlot plot : List.of(Charts.timelineLatency("blocking", 0, faulted).getXYPlot(),
                Charts.timelineThroughput("blocking", 0, faulted).getXYPlot())) {
            var markers = plot.getDomainMarkers(org.jfree.chart.ui.Layer.BACKGROUND);
            assertThat(markers).hasSize(1);
            var window = (org.jfree.chart.plot.IntervalMarker) markers.iterator().next();
            assertThat(window.getStartValue()).isEqualTo(3.0);
            assertThat(window.getEndValue()).isEqualTo(8.0);
            assertThat(window.getLabel()).isEqualTo("fault");
        }
    }

    @Test
    void timelineThroughputIsSentOkAndErrorsPerSecondInTheStackColour() {
        var step = Fixtures.step(Fixtures.openRate(), 0, 2);
        XYPlot plot = Charts.timelineThroughput("blocking", 0, step).getXYPlot();
        assertThat(plot.getDataset().getSeriesCount()).isEqualTo(3);
        assertThat(plot.getDataset().getSeriesKey(1)).isEqualTo("ok/s");
        assertThat(plot.getRenderer().getSeriesPaint(1)).isEqualTo(StackColors.of("blocking", 0));
        assertThat(plot.getDataset().getYValue(2, 9)).isEqualTo(Charts.errorsInSecond(step.timeline().get(9)));
    }

    @Test
    void aStackKeepsItsColourInEveryChart() {
        Results results = Fixtures.view(Fixtures.seedDelay());
        for (Metric metric : Metric.values()) {
            XYPlot plot = Charts.chart(results, metric).getXYPlot();
            assertThat(plot.getRenderer().getSeriesPaint(0)).isEqualTo(StackColors.of(results.stacks().getFirst(), 0));
        }
    }

    @Test
    void reactiveJdbcKeepsReactivesHueButIsTellableFromItAndFromTheMongoWays() {
        java.awt.Color jdbc = StackColors.of("reactive:jdbc", 3);
        assertThat(jdbc).isNotIn(StackColors.of("reactive", 0), StackColors.of("reactive:driver", 1),
                StackColors.of("reactive:repository", 2));
        assertThat(jdbc.getBlue()).isGreaterThan(jdbc.getRed());
    }

    @Test
    void blockingCeilingIsTheThreadCeilingTheRunnerWroteInTheBlockingSteps() {
        Results results = Fixtures.view(SummaryTableTest.small());
        assertThat(Charts.blockingCeiling(results)).isEmpty();   // no serverThreads / delay in that scenario
        assertThat(Charts.blockingCeiling(Fixtures.view(Fixtures.json("""
                { "schemaVersion": 2, "scenario": { "stacks": ["blocking"] }, "runs": [ { "stack": "blocking", "steps": [
                  { "users": 1, "model": { "threadCeilingRps": 100.0 } }, { "users": 10, "model": { "threadCeilingRps": 100.0 } } ] } ] }"""))))
                .contains(100.0);
        // Behind a connection pool min(N, T)/t is the bound, not T/t: no line.
        assertThat(Charts.blockingCeiling(Fixtures.view(Fixtures.json("""
                { "schemaVersion": 2, "scenario": { "stacks": ["blocking"] }, "runs": [ { "stack": "blocking", "steps": [
                  { "users": 1, "model": { "threadCeilingRps": 100.0, "poolCeilingRps": 50.0 } } ] } ] }"""))))
                .isEmpty();
        // A version 1 file wrote no ceilings: T/t of its delay route is recovered on reading.
        Results fixture = Fixtures.view(Fixtures.json("""
                { "scenario": { "stacks": ["blocking"], "serverThreads": 200, "delay": "2s", "path": "/delay/{delayMs}" }, "runs": [ { "stack": "blocking", "steps": [ { "users": 1, "model": { "throughput": 1.0 } } ] } ] }"""));
        assertThat(Charts.blockingCeiling(fixture)).contains(100.0);
        // On a database route t is calibrated, not the scenario's (default) delay: no T/t line there.
        assertThat(Charts.blockingCeiling(Fixtures.view(Fixtures.json("""
                { "scenario": { "stacks": ["blocking"], "serverThreads": 200, "delay": "2s", "path": "/documents/1" }, "runs": [ { "stack": "blocking", "steps": [ { "users": 1, "model": { "throughput": 1.0 } } ] } ] }"""))))
                .isEmpty();
        assertThat(Charts.blockingCeiling(Fixtures.view(Fixtures.json("""
                { "scenario": { "stacks": ["blocking"], "serverThreads": 200, "delay": "2s", "path": "/delay/{delayMs}",
                  "routes": ["/delay/10"] }, "runs": [ { "stack": "blocking", "steps": [ { "users": 1, "model": { "throughput": 1.0 } } ] } ] }"""))))
                .isEmpty();
    }

    @Test
    void routeLabelsLoseOnlyWhatTheyAllShareUpToASeparator() {
        assertThat(Charts.withoutCommonPrefix(java.util.List.of("/records?store=mongo&size=1kb", "/records?store=postgres&size=1kb")))
                .containsExactly("mongo&size=1kb", "postgres&size=1kb");
        assertThat(Charts.withoutCommonPrefix(java.util.List.of("get-one", "get-all"))).containsExactly("get-one", "get-all");
        assertThat(Charts.withoutCommonPrefix(java.util.List.of("/a/b"))).containsExactly("/a/b");
    }

    /** 27 routes (the streams preset): every one keeps its name under the axis, upright, and the plot its height. */
    @Test
    void everyRouteOfALongSweepIsNamed() {
        StringBuilder routes = new StringBuilder();
        StringBuilder steps = new StringBuilder();
        for (int i = 1; i <= 27; i++) {
            String route = String.format(java.util.Locale.ROOT, "\"/r/route-%02d\"", i);
            routes.append(i > 1 ? "," : "").append(route);
            steps.append(i > 1 ? "," : "").append("{\"users\": 1, \"route\": ").append(route)
                    .append(", \"requests\": 10, \"ok\": 10, \"throughput\": ").append(10 + i).append("}");
        }
        Results results = Fixtures.view(Fixtures.json("{ \"scenario\": { \"stacks\": [\"blocking\"], \"workload\": \"closed\", "
                + "\"users\": [1], \"routes\": [" + routes + "] }, \"runs\": [ { \"stack\": \"blocking\", \"steps\": [" + steps + "] } ] }"));
        String svg = Charts.svg(results, Metric.THROUGHPUT, "r-");
        for (int i = 1; i <= 27; i++) {
            assertThat(svg).contains(String.format(java.util.Locale.ROOT, ">route-%02d</text>", i));
        }
        assertThat(Charts.routeLabelRoom(results.axis())).isPositive();
        assertThat(svg).contains("viewBox='0.0 0.0 640.0 " + (Charts.HEIGHT + Charts.routeLabelRoom(results.axis())) + ".0'");
        // A few routes stay side by side, in the standard height.
        assertThat(Charts.routeLabelRoom(Fixtures.view(Fixtures.json(
                "{ \"scenario\": { \"workload\": \"closed\", \"users\": [1], \"routes\": [\"get-one\", \"find-all\"] } }")).axis())).isZero();
    }
}
