package dev.rbench.cli;

import dev.rbench.model.Load;
import dev.rbench.model.ModelInput;
import dev.rbench.model.Prediction;
import dev.rbench.model.QueueModel;
import dev.rbench.model.StackKind;
import dev.rbench.runner.settings.Durations;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import tools.jackson.databind.json.JsonMapper;

@Command(name = "model", mixinStandardHelpOptions = true,
        description = "Predict wall time, throughput and mean latency of the three stacks with the analytic model.")
final class ModelCommand implements Callable<Integer> {

    @Option(names = "--users", required = true, paramLabel = "R", description = "Users (a burst: one request each).")
    int users;

    @Option(names = "--threads", defaultValue = "200", paramLabel = "T", description = "Server threads of the blocking stack (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--pool", paramLabel = "N", description = "Connection pool size; leave out for no pool limit.")
    Integer pool;

    @Option(names = "--time", required = true, paramLabel = "DURATION", description = "Time t one call waits, e.g. 2s.")
    String time;

    @Option(names = "--calls", defaultValue = "1", paramLabel = "X", description = "Independent calls per request (default: ${DEFAULT-VALUE}).")
    int calls;

    @Option(names = "--parallel", description = "Virtual-thread handlers fork their calls (reactive always does).")
    boolean parallel;

    @Option(names = "--ramp", defaultValue = "0s", paramLabel = "DURATION", description = "Users start spread over this ramp (default: ${DEFAULT-VALUE}).")
    String ramp;

    @Option(names = "--closed", paramLabel = "DURATION", description = "A closed loop of the users for this long instead of a burst.")
    String closed;

    @Option(names = "--cores", defaultValue = "0", paramLabel = "C",
            description = "Cores the service runs on, with --cpu-ms; a fraction under a CPU quota, e.g. 0.5 (default: ignore CPU).")
    double cores;

    @Option(names = "--cpu-ms", defaultValue = "0", paramLabel = "S",
            description = "CPU milliseconds one request costs (service, backend and, where it shares the cores, the generator), with --cores.")
    double cpuMs;

    @Option(names = "--cpu-parallelism", defaultValue = "1", paramLabel = "P",
            description = "Cores one request's CPU work uses at once, with --cpu-ms: the runner's p, above 1 where the service and its"
                    + " database work at the same time (default: ${DEFAULT-VALUE}).")
    double cpuParallelism;

    @Option(names = "--stopping-gc-ms", defaultValue = "0", paramLabel = "G",
            description = "Of --cpu-ms, what a collector spends while it stops the whole service (the runner's"
                    + " stoppingCollectorCpuMs, under a CPU quota): a closed loop loses that time for every request, the"
                    + " waiting ones too (default: ${DEFAULT-VALUE}).")
    double stoppingGcMs;

    @Option(names = "--compiler-cores", defaultValue = "0", paramLabel = "H",
            description = "Of --cores, what the JIT compilers hold while the requests run (the runner's compilerCores, a stack's"
                    + " first step): the requests are served on the rest (default: ${DEFAULT-VALUE}).")
    double compilerCores;

    @Option(names = "--live-kb", defaultValue = "0", paramLabel = "KB",
            description = "Live heap each request in flight holds: adds the pause of one young collection copying the peak's live data.")
    double liveKb;

    @Option(names = "--copy-mb-per-s", defaultValue = "1200", paramLabel = "MB/S",
            description = "How fast the collector copies live data, with --live-kb (default: ${DEFAULT-VALUE}, G1 on the machine"
                    + " of docs/lab/README.md).")
    double copyMbPerSecond;

    @Option(names = "--json", description = "Print JSON instead of a table.")
    boolean json;

    @Override
    public Integer call() {
        ModelInput input = input();
        Map<String, Map<String, Object>> out = new LinkedHashMap<>();
        List<String> ends = new ArrayList<>();
        for (StackKind stack : StackKind.values()) {
            Prediction p = QueueModel.predict(stack, input);
            if (p.endsShare() >= Prediction.ENDS_WORTH_NAMING) {
                ends.add(String.format(Locale.ROOT, "%s: the step's two ends (the cores idle while the first and the last requests"
                        + " wait) cost %.1f %% of its throughput; its steady middle serves %.1f req/s.", stack.id(),
                        100 * p.endsShare(), p.steadyThroughput()));
            }
            Map<String, Object> figures = new LinkedHashMap<>();
            figures.put("wallSeconds", finite(p.wallSeconds()));
            figures.put("throughput", finite(p.throughput()));
            figures.put("meanLatencyMs", finite(p.meanLatencyMs()));
            figures.put("peakInFlight", finite(p.peakInFlight()));
            figures.put("steadyThroughput", finite(p.steadyThroughput()));
            if (liveKb > 0) {
                figures.put("youngPauseMs", finite(p.youngPauseMs(liveKb, copyMbPerSecond)));
            }
            out.put(stack.id(), figures);
        }
        if (json) {
            System.out.println(JsonMapper.builder().build().writeValueAsString(out));
        } else {
            String pause = liveKb > 0 ? String.format(Locale.ROOT, " %16s", "young pause ms") : "";
            System.out.printf(Locale.ROOT, "%-9s %12s %18s %16s %14s%s%n", "stack", "wall s", "throughput req/s", "mean latency s",
                    "peak in flight", pause);
            out.forEach((stack, f) -> System.out.printf(Locale.ROOT, "%-9s %12s %18s %16s %14s%s%n", stack,
                    fmt(f.get("wallSeconds"), 1), fmt(f.get("throughput"), 1), fmt(f.get("meanLatencyMs"), 1000),
                    fmt(f.get("peakInFlight"), 1, 0), liveKb > 0 ? String.format(Locale.ROOT, " %16s", fmt(f.get("youngPauseMs"), 1, 1)) : ""));
            ends.forEach(System.out::println);
            if (liveKb > 0) {
                System.out.printf(Locale.ROOT, "young pause: one collection copying %.0f KB of live heap per request in flight at"
                        + " %.0f MB/s; the predictions above do not include it.%n", liveKb, copyMbPerSecond);
            }
        }
        return ExitCodes.OK;
    }

    private ModelInput input() {
        try {
            double t = seconds(Durations.parse(time));
            Load load = closed != null
                    ? new Load.Closed(users, seconds(Durations.parse(closed)))
                    : new Load.Burst(users, seconds(Durations.parse(ramp)));
            if (!(cpuMs >= 0) || !(liveKb >= 0) || !(copyMbPerSecond > 0)) {
                throw new IllegalArgumentException("--cpu-ms and --live-kb must not be negative, --copy-mb-per-s must be positive");
            }
            if (!(cpuParallelism >= 1)) {
                throw new IllegalArgumentException("--cpu-parallelism must be at least 1");
            }
            if (!(stoppingGcMs >= 0) || stoppingGcMs > cpuMs) {
                throw new IllegalArgumentException("--stopping-gc-ms must lie between 0 and --cpu-ms (it is a share of it)");
            }
            if (!(compilerCores >= 0) || compilerCores > 0 && compilerCores >= cores) {
                throw new IllegalArgumentException("--compiler-cores must lie between 0 and fewer than --cores (it is a share of them)");
            }
            return new ModelInput(load, threads, pool == null ? ModelInput.UNLIMITED : pool, t, calls, parallel,
                    cores, cpuMs / 1000).withCpuParallelism(cpuParallelism).withStoppingCollector(stoppingGcMs / 1000)
                    .withHeldCores(compilerCores);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("model: " + e.getMessage());
        }
    }

    private static double seconds(Duration d) {
        return d.toNanos() / 1e9;
    }

    private static Double finite(double v) {
        return Double.isFinite(v) ? Math.round(v * 1000) / 1000.0 : null;
    }

    private static String fmt(Object v, double divisor) {
        return fmt(v, divisor, 3);
    }

    private static String fmt(Object v, double divisor, int decimals) {
        return v == null ? "-" : String.format(Locale.ROOT, "%." + decimals + "f", (Double) v / divisor);
    }
}
