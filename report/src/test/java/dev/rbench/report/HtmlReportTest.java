package dev.rbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

class HtmlReportTest {

    private static final String XSS = "<script>alert(1)</script>";

    @Test
    void containsSevenChartsBothTablesAndTheEnvironment() {
        ObjectNode fixture = Fixtures.seedDelay();
        String html = Fixtures.html(fixture);
        assertThat(count(html, "<svg")).isEqualTo(Metric.values().length).isEqualTo(7);
        assertThat(html).contains("<table id=\"study\">", "<table id=\"model-table\">", "id=\"environment\"", "id=\"scenario\"")
                .contains(fixture.get("environment").get("cpuModel").asString(), fixture.get("environment").get("os").asString())
                .contains("How to read this", "T/t", "R/t");
        for (String stack : Fixtures.view(fixture).stacks()) {
            assertThat(html).contains(">" + stack + "<");
        }
    }

    @Test
    void isSelfContained() {
        String html = Fixtures.html(Fixtures.seedDelay());
        assertThat(html).doesNotContainIgnoringCase("<script")
                .doesNotContainIgnoringCase("<link")
                .doesNotContainIgnoringCase(" src=")
                .doesNotContainIgnoringCase("url(http")
                .doesNotContainIgnoringCase("@import");
    }

    @Test
    void modelSeriesAreDashedAndMeasuredOnesAreNot() {
        String html = Fixtures.html(Fixtures.seedDelay());
        assertThat(html).contains("stroke-dasharray");
        // Only the two charts with a model (mean latency, throughput) carry dashed series: 3 stacks each.
        String latency = chart(html, "chart-mean-latency");
        String p99 = chart(html, "chart-p99-latency");
        assertThat(count(latency, "stroke-dasharray")).isGreaterThanOrEqualTo(3);
        assertThat(p99).doesNotContain("stroke-dasharray");
    }

    @Test
    void chartIdsAreUniqueAcrossInlineSvgs() {
        String html = Fixtures.html(Fixtures.seedDelay());
        Matcher m = Pattern.compile("<clipPath id=\"([^\"]+)\"").matcher(html);
        java.util.Set<String> ids = new java.util.HashSet<>();
        while (m.find()) {
            assertThat(ids.add(m.group(1))).as("duplicate clip id %s", m.group(1)).isTrue();
        }
    }

    @Test
    void everyStringFromResultsIsEscapedIncludingInsideSvg() {
        ObjectNode hostile = Fixtures.seedDelay();
        ObjectNode scenario = (ObjectNode) hostile.get("scenario");
        scenario.put("name", XSS);
        scenario.put("description", "Tom & Jerry " + XSS);
        Fixtures.settings(hostile).put("name", XSS).put("delay", "2s\"><script>alert(2)</script>");
        ObjectNode firstRun = (ObjectNode) hostile.get("runs").get(0);
        ((ObjectNode) firstRun.get("config")).put("server", "tomcat<script>alert(3)</script>&co");
        // A stack name ends up in chart legends, i.e. inside SVG <text>.
        String evilStack = "re<script>alert(4)</script>&active";
        ((ArrayNode) scenario.get("stacks")).set(2, evilStack);
        ((ObjectNode) hostile.get("runs").get(2)).put("stack", evilStack);
        ((ObjectNode) hostile.get("environment")).put("os", "Linux & <script>alert(5)</script>");

        String html = Fixtures.html(hostile);

        assertThat(html).doesNotContainIgnoringCase("<script");
        assertThat(html).doesNotContain("<script>alert");
        assertThat(html).contains("&lt;script&gt;alert(1)&lt;/script&gt;", "Tom &amp; Jerry", "&amp;co", "&amp;active");
        assertThat(count(html, "<svg")).isEqualTo(7);
        // The legend of a chart carries the hostile stack name, escaped by the SVG library.
        assertThat(chart(html, "chart-throughput")).contains("re&lt;script&gt;alert(4)&lt;/script&gt;&amp;active");
    }

    /** Where the service counted its own seconds (/activity), a third chart: who works and who waits. */
    @Test
    void aStepWithTheServicesOwnSecondsGetsTheWhoWorksChart() {
        ObjectNode fixture = Fixtures.openRate();
        for (int run = 0; run < 3; run++) {
            ArrayNode steps = (ArrayNode) fixture.get("runs").get(run).get("steps");
            ArrayNode timeline = (ArrayNode) steps.get(steps.size() - 1).get("timeline");
            for (int i = 0; i < timeline.size(); i++) {
                ObjectNode second = (ObjectNode) timeline.get(i);
                second.put("inFlightEnd", 500);
                ObjectNode service = second.putObject("service");
                if (run == 0) {
                    service.put("inServiceMax", 200).put("threadsBusyMax", 200).put("threadsMax", 200).put("virtualMountedMax", 0)
                            .put("poolInUseMax", 10).put("poolWaitingMax", 190).put("poolMax", 10);
                } else if (run == 2) {
                    service.put("inServiceMax", 500).put("loopsBusyPercent", 4.5).put("virtualMountedMax", 0);
                } else {
                    service.put("inServiceMax", 500).put("virtualMountedMax", 7).put("virtualQueuedMax", 2);
                }
            }
        }
        String html = Fixtures.html(fixture);
        assertThat(count(html, "-work\" class=\"timeline\"")).isEqualTo(3);
        assertThat(chart(html, "timeline-0-1000-work")).contains("server threads busy", "T (threads)", "inside the service",
                "Peaks: ", "200 of 200 server threads busy", "up to 300 of them not yet inside it", "10 of 10 pool connections in use, 190 waiting for one")
                .doesNotContain("virtual mounted");
        assertThat(chart(html, "timeline-1-1000-work")).contains("virtual mounted", "virtual queued", "7 virtual threads mounted");
        assertThat(chart(html, "timeline-2-1000-work")).contains("event loops busy (%)", "event loops 5 % busy");
        // steps without the service's seconds keep their two charts only
        assertThat(html).doesNotContain("timeline-0-100-work");
    }

    /** 3 stacks x 3 steps with timelines: a latency and a throughput chart each, the largest step open. */
    @Test
    void openRateReportHasTimelineChartsForEveryStepWithTheSmallerOnesFolded() {
        ObjectNode fixture = Fixtures.openRate();
        String html = Fixtures.html(fixture);
        assertThat(count(html, "<figure id=\"timeline-")).isEqualTo(3 * 3 * 2);
        assertThat(count(html, "<svg")).isEqualTo(7 + 3 * 3 * 2);
        assertThat(count(html, "<details")).isEqualTo(3);
        for (int stack = 0; stack < 3; stack++) {
            // The 1000-user step is the open one, outside the stack's <details>.
            int open = html.indexOf("<figure id=\"timeline-" + stack + "-1000-latency\"");
            int folded = html.indexOf("<details id=\"timeline-" + stack + "-others\"");
            assertThat(open).isPositive().isLessThan(folded);
            assertThat(html.indexOf("<figure id=\"timeline-" + stack + "-100-throughput\"")).isGreaterThan(folded);
        }
        assertThat(chart(html, "timeline-2-1000-throughput")).contains("ok/s", "errors/s", "sent/s");
        assertThat(chart(html, "timeline-0-1000-latency")).contains("p50", "p99");
        assertThat(html).contains("<h2 id=\"timelines\">Over time</h2>");
        assertThat(Fixtures.html(Fixtures.seedDelay())).doesNotContain("id=\"timelines\"", "<details");
    }

    @Test
    void openRateReportFlagsSaturationShowsPlacementAndCorrection() {
        String html = Fixtures.html(Fixtures.openRate());
        assertThat(html).contains("<td>CPU placement</td><td>service on CPU 0, generator on CPU 1</td>")
                .contains(StudyTable.SATURATED_LEGEND, "<h2 id=\"generator\">Generator</h2>")
                .contains("<li>reactive, 1000 users: sends fell behind the arrival schedule (send lateness p99 18.2 ms")
                .contains("<table id=\"latency-correction-table\">", LatencyCorrection.EXPLANATION)
                .contains("<td class=\"num sat\">0.132\u2020</td>");
        assertThat(count(table(html, "study"), "\u2020")).isEqualTo(3);
        assertThat(Fixtures.html(Fixtures.seedDelay()))
                .contains("<td>CPU placement</td><td>not pinned</td>")
                .doesNotContain("\u2020", "id=\"generator\"", "id=\"latency-correction\"");
    }

    @Test
    void saturationReasonIsEscaped() {
        ObjectNode fixture = Fixtures.openRate();
        ObjectNode generator = (ObjectNode) fixture.get("runs").get(2).get("steps").get(2).get("generator");
        generator.put("reason", "loop <b>& busy</b> " + XSS);
        String html = Fixtures.html(fixture);
        assertThat(html).contains("loop &lt;b&gt;&amp; busy&lt;/b&gt; &lt;script&gt;")
                .doesNotContain("<b>&", "<script");
        assertThat(Fixtures.summary(fixture)).contains("- reactive, 1000 users: loop <b>& busy</b>");
    }

    /** Steps whose connection attempts the kernel dropped are listed with their count and the queue they met. */
    @Test
    void listsTheStepsWhoseConnectionsTheKernelDropped() {
        ObjectNode fixture = Fixtures.seedDelayMeasured();
        ObjectNode virtual = (ObjectNode) fixture.get("runs").get(1);
        ((ObjectNode) virtual.get("config")).put("acceptBacklog", 100);
        for (int i = 0; i < 7; i++) {
            ((ObjectNode) virtual.get("steps").get(i)).set("listenQueue",
                    Fixtures.json("{\"overflows\": " + (i == 6 ? 1193 : 0) + ", \"drops\": " + (i == 6 ? 1193 : 0) + "}"));
        }
        String html = Fixtures.html(fixture);
        assertThat(html).contains("<h2 id=\"listen-queue\">Accept queue</h2>")
                .contains("<li>virtual, 4000 users: 1193 dropped (the service&#39;s accept queue: 100)</li>");
        assertThat(count(html, "<li>virtual,")).isEqualTo(1);
        assertThat(Fixtures.summary(fixture)).contains("## Accept queue", "- virtual, 4000 users: 1193 dropped (the service's accept queue: 100)");

        ((ObjectNode) virtual.get("steps").get(6)).set("listenQueue", Fixtures.json("{\"overflows\": 0, \"drops\": 0}"));
        assertThat(Fixtures.html(fixture)).contains(Html.escape(ListenQueue.NONE)).doesNotContain("listen-queue-drops");
        assertThat(Fixtures.html(Fixtures.seedDelayMeasured())).doesNotContain("id=\"listen-queue\"");
    }

    /** Under limits: what the JVM inside saw, and per step the throttling, the memory peak against the limit and OOM kills. */
    @Test
    void showsTheLimitsAsRecorded() {
        ObjectNode fixture = Fixtures.seedDelayMeasured();
        assertThat(Fixtures.html(fixture)).doesNotContain("id=\"limits\"");
        ObjectNode blocking = (ObjectNode) fixture.get("runs").get(0);
        ((ObjectNode) blocking.get("service").get("info")).set("jvm", Fixtures.json(
                "{\"availableProcessors\": 1, \"memoryMb\": 512, \"virtualThreadParallelism\": 1, \"commonPoolParallelism\": 1,"
                        + " \"gc\": \"Copy, MarkSweepCompact\"}"));
        ((ObjectNode) blocking.get("steps").get(0)).set("limits", Fixtures.json("{\"cpus\": 0.25, \"memoryLimitMb\": 512,"
                + " \"periods\": 40, \"throttledPeriods\": 30, \"throttledMs\": 2500.25, \"memoryPeakMb\": 300.5,"
                + " \"memoryPeakOfStep\": false, \"oomKills\": 1}"));

        String html = Fixtures.html(fixture);
        assertThat(html).contains("<h2 id=\"limits\">Limits</h2>")
                .contains("blocking: the JVM saw 1 processor(s) and 512 MB")
                .contains("Copy, MarkSweepCompact")
                .contains(Html.escape(Limits.PEAK_LEGEND));
        assertThat(Fixtures.summary(fixture)).contains("## Limits").containsPattern(
                "\\| +blocking \\| +1 \\| +0\\.25 \\| +40 \\| +30 \\| +75\\.0 \\| +2500\\.3 \\| +300\\.5\\* \\| +512 \\| +1 \\|");
    }

    /** A second in which nothing completed has p50/p99 null: the line breaks there, it does not drop to 0. */
    @Test
    void timelineGapsAreGapsNotZeros() {
        ObjectNode fixture = Fixtures.openRate();
        var step = Fixtures.step(fixture, 1, 2);
        assertThat(step.timeline().get(4).p99Ms()).isNull();
        var dataset = Charts.timelineLatency("virtual", 1, step).getXYPlot().getDataset();
        assertThat(dataset.getItemCount(1)).isEqualTo(10);
        assertThat(dataset.getYValue(1, 4)).isNaN();
        assertThat(dataset.getYValue(1, 5)).isNaN();
        assertThat(dataset.getYValue(1, 3)).isPositive();
        // Drawn as one path per series, the p99 line of that chart has two pieces (two "M" moves).
        String svg = Charts.timelineLatencySvg("virtual", 1, step, "gap_");
        Matcher paths = Pattern.compile("<path [^>]*d='(M[^']*)'").matcher(svg);
        boolean brokenLine = false;
        while (paths.find()) {
            String d = paths.group(1);
            if (count(d, "M") == 2 && count(d, "L") >= 6) {
                brokenLine = true;
            }
        }
        assertThat(brokenLine).as("a series path broken into two pieces in %s", svg.length()).isTrue();
    }

    /** Steps keyed by offered rate (users = 500 everywhere): tables, chart axes and timelines say so. */
    @Test
    void openStepsReportIsKeyedByOfferedRate() {
        String html = Fixtures.html(Fixtures.openSteps());
        String study = table(html, "study");
        assertThat(study).contains("<tr><th>offered req/s</th>").doesNotContain(">users<");
        assertThat(rowLabels(study)).containsExactly("100", "200", "400");
        assertThat(table(html, "model-table")).contains("<th>offered req/s</th>", "<td class=\"text\">reactive</td><td class=\"num\">400</td>")
                .doesNotContain(">500<");
        for (String chart : new String[] {"chart-throughput", "chart-mean-latency", "chart-errors"}) {
            // Linear: 100..400 spans less than two decades.
            assertThat(chart(html, chart)).contains(">offered req/s<").doesNotContain(">users<", "log scale");
        }
        assertThat(chart(html, "chart-throughput")).contains("Throughput vs offered rate");
        assertThat(html).contains("p99 latency against offered rate.</figcaption>", "the offered request rate");
        // Timelines (blocking only): the 400 req/s step open, 100 and 200 folded; ids by rate, not by users.
        assertThat(count(html, "<figure id=\"timeline-")).isEqualTo(3 * 2);
        int open = html.indexOf("<figure id=\"timeline-0-400-latency\"");
        int folded = html.indexOf("<details id=\"timeline-0-others\"");
        assertThat(open).isPositive().isLessThan(folded);
        assertThat(html.indexOf("<figure id=\"timeline-0-100-throughput\"")).isGreaterThan(folded);
        assertThat(html).contains("blocking, 400 offered req/s (500 connections)</h3>",
                "blocking: the other 2 steps (100, 200 offered req/s)</summary>", "step with the highest offered rate")
                .doesNotContain("timeline-0-500", "500 users");
        assertThat(chart(html, "timeline-0-400-latency")).contains("latency per second, 400 offered req/s");
    }

    @Test
    void logScaleRuleAppliesToRatesAndFractionalRatesKeepTheirDecimals() {
        ObjectNode fixture = Fixtures.openStepsFirstRate(2.5);
        String html = Fixtures.html(fixture);
        assertThat(chart(html, "chart-throughput")).contains("offered req/s (log scale)");
        assertThat(rowLabels(table(html, "study"))).containsExactly("2.5", "200", "400");
        assertThat(html).contains("(2.5, 200 offered req/s)</summary>", "<figure id=\"timeline-0-2_5-latency\"");
        Matcher m = Pattern.compile("<clipPath id=\"([^\"]+)\"").matcher(html);
        java.util.Set<String> ids = new java.util.HashSet<>();
        while (m.find()) {
            assertThat(ids.add(m.group(1))).as("duplicate clip id %s", m.group(1)).isTrue();
        }
    }

    /** The first cell of each body row of a rendered table. */
    private static java.util.List<String> rowLabels(String table) {
        Matcher m = Pattern.compile("<tr><td class=\"[^\"]*\">([^<]*)</td>").matcher(table);
        java.util.List<String> labels = new java.util.ArrayList<>();
        while (m.find()) {
            labels.add(m.group(1));
        }
        return labels;
    }

    private static String table(String html, String id) {
        int start = html.indexOf("<table id=\"" + id + "\"");
        assertThat(start).as("table %s", id).isNotNegative();
        return html.substring(start, html.indexOf("</table>", start));
    }

    private static String chart(String html, String id) {
        int start = html.indexOf("<figure id=\"" + id + "\"");
        assertThat(start).as("figure %s", id).isNotNegative();
        return html.substring(start, html.indexOf("</figure>", start));
    }

    static int count(String haystack, String needle) {
        int count = 0;
        for (int i = haystack.indexOf(needle); i >= 0; i = haystack.indexOf(needle, i + needle.length())) {
            count++;
        }
        return count;
    }
}
