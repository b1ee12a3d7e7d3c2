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
        String html = HtmlReport.render(fixture);
        assertThat(count(html, "<svg")).isEqualTo(Metric.values().length).isEqualTo(7);
        assertThat(html).contains("<table id=\"study\">", "<table id=\"model\">", "id=\"environment\"", "id=\"scenario\"")
                .contains(Json.text(fixture, "environment", "cpuModel"), Json.text(fixture, "environment", "os"))
                .contains("How to read this", "T/t", "R/t");
        for (String stack : new Results(fixture).stacks()) {
            assertThat(html).contains(">" + stack + "<");
        }
    }

    @Test
    void isSelfContained() {
        String html = HtmlReport.render(Fixtures.seedDelay());
        assertThat(html).doesNotContainIgnoringCase("<script")
                .doesNotContainIgnoringCase("<link")
                .doesNotContainIgnoringCase(" src=")
                .doesNotContainIgnoringCase("url(http")
                .doesNotContainIgnoringCase("@import");
    }

    @Test
    void modelSeriesAreDashedAndMeasuredOnesAreNot() {
        String html = HtmlReport.render(Fixtures.seedDelay());
        assertThat(html).contains("stroke-dasharray");
        // Only the two charts with a model (mean latency, throughput) carry dashed series: 3 stacks each.
        String latency = chart(html, "chart-mean-latency");
        String p99 = chart(html, "chart-p99-latency");
        assertThat(count(latency, "stroke-dasharray")).isGreaterThanOrEqualTo(3);
        assertThat(p99).doesNotContain("stroke-dasharray");
    }

    @Test
    void chartIdsAreUniqueAcrossInlineSvgs() {
        String html = HtmlReport.render(Fixtures.seedDelay());
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
        scenario.put("delay", "2s\"><script>alert(2)</script>");
        ObjectNode firstRun = (ObjectNode) hostile.get("runs").get(0);
        ((ObjectNode) firstRun.get("config")).put("server", "tomcat<script>alert(3)</script>&co");
        // A stack name ends up in chart legends, i.e. inside SVG <text>.
        String evilStack = "re<script>alert(4)</script>&active";
        ((ArrayNode) scenario.get("stacks")).set(2, evilStack);
        ((ObjectNode) hostile.get("runs").get(2)).put("stack", evilStack);
        ((ObjectNode) hostile.get("environment")).put("os", "Linux & <script>alert(5)</script>");

        String html = HtmlReport.render(hostile);

        assertThat(html).doesNotContainIgnoringCase("<script");
        assertThat(html).doesNotContain("<script>alert");
        assertThat(html).contains("&lt;script&gt;alert(1)&lt;/script&gt;", "Tom &amp; Jerry", "&amp;co", "&amp;active");
        assertThat(count(html, "<svg")).isEqualTo(7);
        // The legend of a chart carries the hostile stack name, escaped by the SVG library.
        assertThat(chart(html, "chart-throughput")).contains("re&lt;script&gt;alert(4)&lt;/script&gt;&amp;active");
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
