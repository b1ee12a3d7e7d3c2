package dev.rbench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Opens the fixture report in a real browser (Debian's headless Chromium): the DOM must hold the
 * charts and tables, the page must log no error, and a screenshot is left at
 * target/report-screenshot.png for a person to look at.
 */
class ReportBrowserIT {

    private static final Path TARGET = Path.of(System.getProperty("basedir", "."), "target");
    private static final long TIMEOUT_SECONDS = 120;

    /**
     * Page-originated problems. Chromium logs console messages as "...:CONSOLE(line)] msg, source: url",
     * uncaught exceptions as "Uncaught ...", and failed loads or blocked content mentioning the page's URL.
     * Its own ERROR: lines about dbus, GPU, sandbox etc. are noise, unrelated to the page.
     */
    private static final Pattern CONSOLE = Pattern.compile("CONSOLE|Uncaught");
    private static final Pattern ERROR = Pattern.compile("ERROR:");

    private static String chromium;
    private static Path work;

    @BeforeAll
    static void ensureChromium() throws Exception {
        Files.createDirectories(TARGET);
        work = Files.createTempDirectory(TARGET, "browser-it-");
        chromium = onPath("chromium").orElse(null);
        if (chromium == null) {
            Path log = work.resolve("apt-get.log");
            Process apt = new ProcessBuilder("bash", "-c",
                    "export DEBIAN_FRONTEND=noninteractive; apt-get update -q && apt-get install -y -q chromium")
                    .redirectErrorStream(true).redirectOutput(log.toFile()).start();
            boolean done = apt.waitFor(15, TimeUnit.MINUTES);
            if (!done) {
                apt.destroyForcibly();
            }
            chromium = onPath("chromium").orElse(null);
            if (!done || apt.exitValue() != 0 || chromium == null) {
                fail("Chromium is needed for this test and is not on PATH; installing it with "
                        + "'apt-get update && apt-get install -y chromium' failed (needs root and Debian's package "
                        + "registry). Install it by hand and rerun. apt-get output: " + log);
            }
        }
    }

    @Test
    void reportRendersChartsAndTablesWithoutPageErrors() throws Exception {
        String dom = renderInBrowser(Fixtures.seedDelay(), "report", 3000);
        assertThat(HtmlReportTest.count(dom, "<svg")).as("inline SVG charts in the rendered DOM").isEqualTo(7);
        assertThat(dom).contains("<table id=\"study\">", "<table id=\"model\">", "id=\"environment\"", "<text");
    }

    /** The open-workload fixture: timelines (some folded in details), saturation and correction sections. */
    @Test
    void openRateReportRendersTimelinesWithoutPageErrors() throws Exception {
        String dom = renderInBrowser(Fixtures.openRate(), "report-open-rate", 6400);
        assertThat(HtmlReportTest.count(dom, "<svg")).as("inline SVG charts in the rendered DOM").isEqualTo(7 + 18);
        assertThat(dom).contains("id=\"timelines\"", "<details", "id=\"generator\"", "<table id=\"correction\">");
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
        Path html = work.resolve(name + ".html");
        Files.writeString(html, Fixtures.html(fixture));

        Run dom = chromium(html, "--dump-dom");
        assertThat(dom.exitCode).as("chromium --dump-dom exit code; stderr: %s", dom.stderrFile).isZero();
        assertThat(pageErrors(dom.stderr, html)).as("page-originated errors in chromium's log %s", dom.stderrFile).isEmpty();

        Path screenshot = TARGET.resolve(name + "-screenshot.png");
        Files.deleteIfExists(screenshot);
        Run shot = chromium(html, "--screenshot=" + screenshot, "--window-size=1400," + height, "--hide-scrollbars");
        assertThat(shot.exitCode).as("chromium --screenshot exit code; stderr: %s", shot.stderrFile).isZero();
        assertThat(screenshot).exists();
        assertThat(Files.size(screenshot)).isGreaterThan(20_000);
        assertThat(pageErrors(shot.stderr, html)).isEmpty();
        return dom.stdout;
    }

    /** Negative control: the error check must catch a page that does log an error. */
    @Test
    void errorCheckCatchesAPageThatLogsAnError() throws Exception {
        Path bad = work.resolve("bad.html");
        Files.writeString(bad, "<!DOCTYPE html><html><body><script>console.error('boom from page');"
                + "undefinedFunction();</script></body></html>");
        Run dom = chromium(bad, "--dump-dom");
        assertThat(pageErrors(dom.stderr, bad)).as("stderr %s", dom.stderrFile).isNotEmpty();
    }

    static List<String> pageErrors(String stderr, Path page) {
        String url = page.toUri().toString();
        List<String> errors = new ArrayList<>();
        for (String line : stderr.lines().toList()) {
            boolean fromPage = CONSOLE.matcher(line).find()
                    || (ERROR.matcher(line).find() && (line.contains(url) || line.contains(page.toString())
                    || line.toLowerCase(Locale.ROOT).contains("source:")));
            if (fromPage) {
                errors.add(line);
            }
        }
        return errors;
    }

    private record Run(int exitCode, String stdout, String stderr, Path stderrFile) {
    }

    private static Run chromium(Path html, String... extra) throws IOException, InterruptedException {
        Path profile = Files.createTempDirectory(work, "profile-");
        List<String> command = new ArrayList<>(List.of(chromium, "--headless=new", "--no-sandbox", "--disable-gpu",
                "--enable-logging=stderr", "--v=0", "--virtual-time-budget=2000", "--no-first-run",
                "--user-data-dir=" + profile));
        command.addAll(List.of(extra));
        command.add(html.toUri().toString());
        String name = html.getFileName().toString().replace(".html", "") + "-" + extra[0].replaceAll("^--|[=].*$", "");
        Path out = work.resolve(name + ".stdout");
        Path err = work.resolve(name + ".stderr");
        Process process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        try {
            if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                fail("chromium did not finish within " + TIMEOUT_SECONDS + " s: " + command);
            }
        } finally {
            // Only what this test started: the chromium process and its own helpers.
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
        }
        return new Run(process.exitValue(), Files.readString(out), Files.readString(err), err);
    }

    private static Optional<String> onPath(String program) {
        String path = System.getenv().getOrDefault("PATH", "");
        for (String dir : path.split(File.pathSeparator)) {
            Path candidate = Path.of(dir.isEmpty() ? "." : dir, program);
            if (Files.isExecutable(candidate)) {
                return Optional.of(candidate.toString());
            }
        }
        return Optional.empty();
    }
}
