package dev.rbench.cli;

import dev.rbench.infra.process.ResourceSampler;
import dev.rbench.loadgen.Arrivals;
import dev.rbench.loadgen.Burst;
import dev.rbench.loadgen.ClosedLoop;
import dev.rbench.loadgen.LoadGenerator;
import dev.rbench.loadgen.LoadOptions;
import dev.rbench.loadgen.OpenRate;
import dev.rbench.loadgen.ProgressListener;
import dev.rbench.loadgen.RampRate;
import dev.rbench.loadgen.StepResult;
import dev.rbench.loadgen.ThrottledClosedLoop;
import dev.rbench.loadgen.Workload;
import dev.rbench.report.ReportWriter;
import dev.rbench.results.LatencySummary;
import dev.rbench.results.ResultsFile;
import dev.rbench.results.RunResults;
import dev.rbench.results.ScenarioInfo;
import dev.rbench.results.StackRun;
import dev.rbench.results.StepRecord;
import dev.rbench.runner.results.EnvironmentCapture;
import dev.rbench.runner.results.StepRecords;
import dev.rbench.runner.settings.Durations;
import java.io.PrintStream;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * Ad-hoc load against any URL, with the same generator, histograms and results.json as a run: the
 * tool people reach for instead of wrk when they also want the uncorrected view and errors by kind.
 */
@Command(name = "load", mixinStandardHelpOptions = true,
        description = "Fire load at any http URL and print a wrk-like summary; --out writes results.json and the report.")
final class LoadCommand implements Callable<Integer> {

    static final String TARGET = "target";

    @Option(names = "--url", required = true, description = "http://host:port/path to load.")
    URI url;

    @ArgGroup(multiplicity = "1")
    Model model;

    static final class Model {
        @Option(names = "--users", paramLabel = "U", description = "A closed loop of U users back to back (with --rate: capped at that rate).")
        Integer users;

        @Option(names = "--rate", paramLabel = "λ", description = "An open model: λ requests a second on a fixed schedule (or --arrivals poisson).")
        Double rate;

        @Option(names = "--burst", paramLabel = "R", description = "R users, one request each, starts spread over --ramp.")
        Integer burst;
    }

    @Option(names = "--cap", paramLabel = "λ", description = "With --users: never more than λ requests a second overall (a throttle).")
    Double cap;

    @Option(names = "--rate-to", paramLabel = "λ", description = "With --rate: rise linearly from --rate to this over --duration.")
    Double rateTo;

    @Option(names = "--duration", defaultValue = "10s", description = "Length of a closed or open load (default: ${DEFAULT-VALUE}).")
    String duration;

    @Option(names = "--ramp", defaultValue = "0s", description = "With --burst: spread the users' starts over this (default: ${DEFAULT-VALUE}).")
    String ramp;

    @Option(names = "--connections", defaultValue = "1000", description = "With --rate: most connections to open (default: ${DEFAULT-VALUE}).")
    int connections;

    @Option(names = "--arrivals", defaultValue = "fixed", description = "With --rate: fixed or poisson (default: ${DEFAULT-VALUE}).")
    String arrivals;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the Poisson schedule (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--timeout", defaultValue = "60s", description = "Request timeout (default: ${DEFAULT-VALUE}).")
    String timeout;

    @Option(names = "--warmup", defaultValue = "0s",
            description = "Run the same load this long first, unrecorded, in two steps, so the JIT (ours and the target's) is warm (default: ${DEFAULT-VALUE}).")
    String warmup;

    @Option(names = "--json", description = "Print the measured step as JSON (results.json's step format) instead of the summary.")
    boolean json;

    @Option(names = "--out", paramLabel = "DIR", description = "Write results.json, summary.md and report.html here.")
    Path out;

    @Override
    public Integer call() throws Exception {
        Workload workload = workload(Durations.parse(duration));
        Duration warm = Durations.parse(warmup);
        LoadOptions options = new LoadOptions(LoadOptions.defaults().connectTimeout(), Durations.parse(timeout),
                LoadOptions.defaults().ioThreads());
        String shown = redacted(url);
        try (LoadGenerator generator = new LoadGenerator(options)) {
            if (!warm.isZero()) {
                // Two steps, not one: a step's end and the next one's start (connections closed and opened, tasks
                // handed in from this thread) take branches the event loop's hot methods never took in the middle
                // of a step, and the JIT throws their compiled code away there and compiles it again. With one such
                // boundary inside the warm-up, the measured step starts on code already compiled for it, instead of
                // recompiling in its first seconds (on a busy machine the JIT's threads were still at it 5 s in,
                // and their CPU counted in the step's).
                // The boundary comes after two thirds: by then the hot methods are compiled even on a busy machine,
                // and the last third leaves the JIT time to compile them again.
                Duration last = warm.dividedBy(3);
                generator.run(url, workload(warm.minus(last)), ProgressListener.NONE);
                generator.run(url, workload(last), ProgressListener.NONE);
            }
            StepResult result = generator.run(url, workload, ProgressListener.NONE);
            StepRecord step = StepRecords.of(result, workload.describe(), ResourceSampler.Usage.NONE,
                    result.ok() == 0 ? "no request succeeded" : null, null).build();
            if (json) {
                System.out.println(JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build().writeValueAsString(step));
            } else {
                printSummary(System.out, shown, workload, step);
            }
            if (out != null) {
                write(out, shown, workload, step);
                System.err.println("rbench: results in " + out.resolve(ResultsFile.NAME) + ", report " + out.resolve(ReportWriter.HTML));
            }
            return result.ok() == 0 ? ExitCodes.RUN_HAD_FAILURES : ExitCodes.OK;
        }
    }

    Workload workload(Duration d) {
        if (model.users != null) {
            return cap == null ? new ClosedLoop(model.users, d) : new ThrottledClosedLoop(model.users, cap, d);
        }
        if (cap != null) {
            throw new IllegalArgumentException("--cap goes with --users (a throttled closed loop)");
        }
        if (model.burst != null) {
            return new Burst(model.burst, Durations.parse(ramp));
        }
        Arrivals kind = switch (arrivals.toLowerCase(Locale.ROOT)) {
            case "fixed" -> Arrivals.FIXED;
            case "poisson" -> Arrivals.POISSON;
            default -> throw new IllegalArgumentException("--arrivals: '" + arrivals + "' is not fixed or poisson");
        };
        return rateTo == null ? new OpenRate(model.rate, d, connections, kind, seed)
                : new RampRate(model.rate, rateTo, d, connections, kind, seed);
    }

    /** The workload model's id, as a scenario names it; one step, keyed by its users. */
    static String workloadId(Workload w) {
        return switch (w) {
            case Burst b -> "burst";
            case ClosedLoop c -> "closed";
            case ThrottledClosedLoop t -> "throttled";
            case OpenRate o -> "open";
            case RampRate r -> "ramp-rate";
        };
    }

    /** Credentials never reach the screen or the results: user info is dropped from the URL. */
    static String redacted(URI uri) {
        return uri.getUserInfo() == null ? uri.toString() : uri.toString().replace(uri.getRawUserInfo() + "@", "***@");
    }

    static void printSummary(PrintStream o, String url, Workload w, StepRecord s) {
        o.printf(Locale.ROOT, "rbench load: %s @ %s%n", w.describe(), url);
        o.printf(Locale.ROOT, "  requests %d, ok %d, errors: connect %d, timeout %d, http %d, other %d%n", s.requests(), s.ok(),
                s.errors().connect(), s.errors().timeout(), s.errors().http(), s.errors().other());
        o.printf(Locale.ROOT, "  throughput %.2f req/s over %.3f s%n", s.throughputRps(), s.wallSeconds());
        o.printf(Locale.ROOT, "  latency ms    %10s %10s %10s %10s %10s %10s%n", "mean", "p50", "p90", "p99", "p99.9", "max");
        latency(o, "corrected", s.latencyMs());
        latency(o, "uncorrected", s.latencyMsUncorrected());
        var g = s.generator();
        o.printf(Locale.ROOT, "  generator: send lateness p99 %.2f ms, busiest event loop %.0f %%, process CPU %.0f %% - %s%n",
                g.sendLatenessP99Ms(), g.loopBusyMaxPercent(), g.cpuPercent(),
                g.saturated() ? g.reason() + " (the limit may be the generator, not the target)" : "kept up");
    }

    private static void latency(PrintStream o, String label, LatencySummary l) {
        o.printf(Locale.ROOT, "    %-11s %10.3f %10.3f %10.3f %10.3f %10.3f %10.3f%n", label, l.mean(), l.p50(), l.p90(), l.p99(), l.p999(), l.max());
    }

    private void write(Path dir, String shownUrl, Workload w, StepRecord step) throws Exception {
        Map<String, Object> scenario = new LinkedHashMap<>();
        scenario.put("name", "load");
        scenario.put("description", "rbench load: " + w.describe() + " @ " + shownUrl);
        scenario.put("stacks", List.of(TARGET));
        scenario.put("url", shownUrl);
        scenario.put("workload", w.describe());
        scenario.put("users", List.of(step.users()));
        Map<String, Object> config = new LinkedHashMap<>();
        config.put("url", shownUrl);
        StackRun run = StackRun.started(TARGET, config).withStep(step);
        ScenarioInfo info = new ScenarioInfo("load", "rbench load: " + w.describe() + " @ " + shownUrl, false, List.of(TARGET),
                workloadId(w), List.of(step.users()), List.of(), List.of(), List.of(), scenario, null);
        RunResults results = RunResults.start(info, EnvironmentCapture.capture(Path.of("."), null), null, null)
                .with(run).completed();
        ResultsFile.write(dir, results);
        ReportWriter.writeAll(dir);
    }
}
