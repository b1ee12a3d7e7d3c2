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

/**
 * Debian's headless Chromium for the tests that open our HTML (the report, flame graphs) in a real
 * browser: installed with apt-get when missing, each run in its own profile directory, its log
 * searched for errors the page raised. Shared with other modules through this module's test jar.
 */
public final class HeadlessChromium {

    private static final long TIMEOUT_SECONDS = 120;

    /**
     * Page-originated problems. Chromium logs console messages as "...:CONSOLE(line)] msg, source: url",
     * uncaught exceptions as "Uncaught ...", and failed loads or blocked content mentioning the page's URL.
     * Its own ERROR: lines about dbus, GPU, sandbox etc. are noise, unrelated to the page.
     */
    private static final Pattern CONSOLE = Pattern.compile("CONSOLE|Uncaught");
    private static final Pattern ERROR = Pattern.compile("ERROR:");

    /** One run: exit code, what it printed, and where its log is kept. */
    public record Run(int exitCode, String stdout, String stderr, Path stderrFile) {
    }

    private final String chromium;
    private final Path work;

    private HeadlessChromium(String chromium, Path work) {
        this.chromium = chromium;
        this.work = work;
    }

    /** Chromium from PATH, installed first when missing; its logs and profiles under a new folder in {@code target}. */
    public static HeadlessChromium ensure(Path target) throws IOException, InterruptedException {
        Files.createDirectories(target);
        Path work = Files.createTempDirectory(target, "browser-it-");
        String chromium = onPath("chromium").orElse(null);
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
        return new HeadlessChromium(chromium, work);
    }

    /** The folder this instance keeps its logs and pages in. */
    public Path work() {
        return work;
    }

    /** The page's DOM after its scripts ran, failing the test when Chromium failed or the page raised an error. */
    public String domWithoutPageErrors(Path html) throws IOException, InterruptedException {
        Run dom = run(html, "--dump-dom");
        assertThat(dom.exitCode).as("chromium --dump-dom exit code; stderr: %s", dom.stderrFile).isZero();
        assertThat(pageErrors(dom.stderr, html)).as("page-originated errors in chromium's log %s", dom.stderrFile).isEmpty();
        return dom.stdout;
    }

    public static List<String> pageErrors(String stderr, Path page) {
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

    public Run run(Path html, String... extra) throws IOException, InterruptedException {
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
