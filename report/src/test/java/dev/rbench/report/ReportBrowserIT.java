package dev.rbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Opens the fixture report in a real browser (Debian's headless Chromium): the DOM must hold the
 * charts and tables, the page must log no error, and a screenshot is left at
 * target/report-screenshot.png for a person to look at.
 */
class ReportBrowserIT {

    private static final Path TARGET = Path.of(System.getProperty("basedir", "."), "target");
    private static HeadlessChromium chromium;

    @BeforeAll
    static void ensureChromium() throws Exception {
        chromium = HeadlessChromium.ensure(TARGET);
    }

    @Test
    void reportRendersChartsAndTablesWithoutPageErrors() throws Exception {
        String dom = renderInBrowser(Fixtures.seedDelay(), "report", 3000);
        assertThat(HtmlReportTest.count(dom, "<svg")).as("inline SVG charts in the rendered DOM").isEqualTo(7);
        assertThat(dom).contains("<table id=\"study\">", "<table id=\"model-table\">", "id=\"environment\"", "<text");
    }

    /** The open-workload fixture: timelines (some folded in details), saturation and correction sections. */
    @Test
    void openRateReportRendersTimelinesWithoutPageErrors() throws Exception {
        String dom = renderInBrowser(Fixtures.openRate(), "report-open-rate", 6400);
        assertThat(HtmlReportTest.count(dom, "<svg")).as("inline SVG charts in the rendered DOM").isEqualTo(7 + 18);
        assertThat(dom).contains("id=\"timelines\"", "<details", "id=\"generator\"", "<table id=\"latency-correction-table\">");
    }

    /** Steps keyed by offered rate: the axis and table label, timelines of one stack. */
    @Test
    void openStepsReportRendersWithoutPageErrors() throws Exception {
        String dom = renderInBrowser(Fixtures.openSteps(), "report-open-steps", 4200);
        assertThat(HtmlReportTest.count(dom, "<svg")).as("inline SVG charts in the rendered DOM").isEqualTo(7 + 6);
        assertThat(dom).contains("<table id=\"study\">", "<tr><th>offered req/s</th>", ">offered req/s</text>",
                "id=\"timeline-0-400-latency\"");
    }

    /** A run of five repeats: the verdict opens the page, points carry their values on hover, bands are drawn. */
    @Test
    void repeatedRunOpensWithTheVerdictAndItsPointsCarryTitles() throws Exception {
        String dom = renderInBrowser(Fixtures.load(Fixtures.REPEAT5_SEED_DELAY_QUICK), "report-repeat5", 5200);
        assertThat(dom.indexOf("id=\"verdict\"")).as("the verdict comes first").isPositive()
                .isLessThan(dom.indexOf("id=\"graphs\"")).isLessThan(dom.indexOf("id=\"environment\""));
        assertThat(dom).contains("<p class=\"verdict\">", "<table id=\"standings\">", "<table id=\"leads\">",
                "<title>virtual, 100 users: throughput (req/s) 166.57 (95 % interval 166.25–166.76)</title>");
        assertThat(HtmlReportTest.count(dom, "<title>")).as("hover titles on the metric charts").isGreaterThan(100);
    }

    /**
     * Renders the fixture's report in headless Chromium, checks that the page raised no error, saves a
     * screenshot {@code target/NAME-screenshot.png} of the given height to look at, and returns the DOM.
     */
    private String renderInBrowser(tools.jackson.databind.JsonNode fixture, String name, int height) throws Exception {
        Path html = chromium.work().resolve(name + ".html");
        Files.writeString(html, Fixtures.html(fixture));
        String dom = chromium.domWithoutPageErrors(html);

        Path screenshot = TARGET.resolve(name + "-screenshot.png");
        Files.deleteIfExists(screenshot);
        HeadlessChromium.Run shot = chromium.run(html, "--screenshot=" + screenshot, "--window-size=1400," + height, "--hide-scrollbars");
        assertThat(shot.exitCode()).as("chromium --screenshot exit code; stderr: %s", shot.stderrFile()).isZero();
        assertThat(screenshot).exists();
        assertThat(Files.size(screenshot)).isGreaterThan(20_000);
        assertThat(HeadlessChromium.pageErrors(shot.stderr(), html)).isEmpty();
        return dom;
    }

    /** Negative control: the error check must catch a page that does log an error. */
    @Test
    void errorCheckCatchesAPageThatLogsAnError() throws Exception {
        Path bad = chromium.work().resolve("bad.html");
        Files.writeString(bad, "<!DOCTYPE html><html><body><script>console.error('boom from page');"
                + "undefinedFunction();</script></body></html>");
        HeadlessChromium.Run dom = chromium.run(bad, "--dump-dom");
        assertThat(HeadlessChromium.pageErrors(dom.stderr(), bad)).as("stderr %s", dom.stderrFile()).isNotEmpty();
    }
}
