package dev.rbench.cli;

import dev.rbench.model.Advisor;
import dev.rbench.model.StackKind;
import dev.rbench.results.ResultsFile;
import dev.rbench.results.RunResults;
import dev.rbench.runner.results.SizingAdvice;
import dev.rbench.runner.results.SizingAdvice.StackAdvice;
import dev.rbench.runner.service.RbenchHome;
import dev.rbench.runner.settings.Durations;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import tools.jackson.databind.json.JsonMapper;

@Command(name = "advise", mixinStandardHelpOptions = true,
        description = "The fewest server threads and pool connections each stack needs for a target rate (and p99), from a"
                + " run's calibrated t, s and x; --verify measures the advice and half of it before you believe it.")
final class AdviseCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "DIR", description = "A run folder holding results.json.")
    Path dir;

    @Option(names = "--target", required = true, paramLabel = "RATE", description = "Requests a second to serve, e.g. 500/s.")
    String target;

    @Option(names = "--p99", paramLabel = "DURATION", description = "The p99 latency to keep, e.g. 800ms (default: none;"
            + " the waits are then kept at most 85 %% busy).")
    String p99;

    @Option(names = "--verify", description = "Run each stack at the advised threads and pool and at half of them, open"
            + " arrivals at the target rate: the advice holds when the first meets the target and the second does not.")
    boolean verify;

    @Option(names = "--scenario", paramLabel = "SCENARIO", description = "With --verify: the preset or YAML file to run"
            + " (default: the run's scenario name as a preset).")
    String scenario;

    @Option(names = "--verify-duration", defaultValue = "10s", paramLabel = "DURATION",
            description = "With --verify: how long each point runs (default: ${DEFAULT-VALUE}).")
    String verifyDuration;

    @Option(names = "--json", description = "Print the advice (and the verification) as JSON.")
    boolean json;

    @Override
    public Integer call() throws Exception {
        double rate = rate(target);
        double p99Ms = p99 == null ? Double.NaN : Durations.parse(p99).toNanos() / 1e6;
        RunResults results = ResultsFile.readRunDir(dir);
        List<StackAdvice> advice = advise(results, rate, p99Ms);
        if (advice.isEmpty() && results.scenario() != null && results.scenario().measuredOnly()) {
            throw new IllegalArgumentException("advise: " + dir + " was run with model: false (measured only), and the advice"
                    + " needs the model's inputs; run the scenario again without --model false");
        }
        if (advice.isEmpty()) {
            throw new IllegalArgumentException("advise: " + dir + " has no step with the model's inputs (results written"
                    + " before rbench recorded them, or no stack could be modelled); run the scenario again");
        }
        List<AdviceVerification.Outcome> verified = new ArrayList<>();
        if (verify) {
            AdviceVerification verification = new AdviceVerification(RbenchHome.locate(), results, scenario,
                    Durations.parse(verifyDuration), dir.resolve("advise"));
            for (StackAdvice a : advice) {
                if (a.advice().feasible() && (a.advice().threads() != null || a.advice().pool() != null)) {
                    verified.add(verification.verify(a.stack(), a.advice(), rate, p99Ms));
                }
            }
        }
        if (json) {
            System.out.println(JsonMapper.builder().build().writeValueAsString(json(advice, verified, rate, p99Ms)));
        } else {
            print(advice, verified, rate, p99Ms);
        }
        return verified.stream().allMatch(AdviceVerification.Outcome::confirmed) ? ExitCodes.OK : ExitCodes.RUN_HAD_FAILURES;
    }

    static List<StackAdvice> advise(RunResults results, double rate, double p99Ms) {
        return SizingAdvice.advise(results, rate, p99Ms);
    }

    /** "500/s", "500" or "500 req/s". */
    static double rate(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT).replace("req/s", "").replace("/s", "").trim();
        try {
            double v = Double.parseDouble(t);
            if (v > 0 && Double.isFinite(v)) {
                return v;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new IllegalArgumentException("advise: --target '" + text + "' is not a rate; write requests a second, e.g. 500/s");
    }

    private void print(List<StackAdvice> advice, List<AdviceVerification.Outcome> verified, double rate, double p99Ms) {
        System.out.println(headline(advice, rate, p99Ms));
        System.out.println();
        System.out.printf(Locale.ROOT, "%-18s %8s %6s %12s %12s  %s%n", "stack", "threads", "pool", "busy", "wait p99 ms", "from");
        for (StackAdvice a : advice) {
            Advisor.Advice v = a.advice();
            String from = SizingAdvice.from(a.inputs());
            if (!v.feasible()) {
                System.out.printf(Locale.ROOT, "%-18s %s  (%s)%n", a.stack(), v.reason(), from);
                continue;
            }
            System.out.printf(Locale.ROOT, "%-18s %8s %6s %12s %12s  %s%n", a.stack(), orNone(v.threads(), a.advice().kind()),
                    v.pool() == null ? "-" : v.pool().toString(),
                    v.threads() == null && v.pool() == null ? "-" : String.format(Locale.ROOT, "%.0f %%", v.utilisation() * 100),
                    v.threads() == null && v.pool() == null ? "-" : String.format(Locale.ROOT, "%.1f", v.waitP99Ms()), from);
        }
        List<StackAdvice> heaps = advice.stream().filter(a -> a.heap() != null).toList();
        if (!heaps.isEmpty()) {
            System.out.println();
            System.out.println("heap (-Xmx), from the live heap per request in flight the steps measured; not verified:");
            heaps.forEach(a -> System.out.printf(Locale.ROOT, "  %-18s %s%n", a.stack(), a.heapText()));
        }
        if (!verified.isEmpty()) {
            System.out.println();
            System.out.println("verification (open arrivals at " + fmt(rate) + " req/s):");
            verified.forEach(o -> System.out.println("  " + o.describe()));
        }
    }

    /** The verdict first: which stack needs the fewest, or why none can. */
    static String headline(List<StackAdvice> advice, double rate, double p99Ms) {
        String goal = fmt(rate) + " req/s" + (Double.isNaN(p99Ms) ? "" : " with p99 ≤ " + fmt(p99Ms) + " ms");
        List<StackAdvice> feasible = advice.stream().filter(a -> a.advice().feasible()).toList();
        if (feasible.isEmpty()) {
            return "No stack can serve " + goal + ": " + advice.getFirst().advice().reason() + ".";
        }
        List<String> parts = new ArrayList<>();
        for (StackAdvice a : feasible) {
            Advisor.Advice v = a.advice();
            String need = v.threads() == null && v.pool() == null ? "no threads or connections to size"
                    : (v.threads() == null ? "" : "T = " + v.threads()) + (v.threads() != null && v.pool() != null ? ", " : "")
                    + (v.pool() == null ? "" : "N = " + v.pool());
            parts.add(a.stack() + " " + need);
        }
        return "For " + goal + ": " + String.join("; ", parts) + ".";
    }

    private static String orNone(Integer threads, StackKind kind) {
        return threads != null ? threads.toString() : kind.eventLoopHandlers() ? "loops" : "any";
    }

    private static Map<String, Object> json(List<StackAdvice> advice, List<AdviceVerification.Outcome> verified, double rate,
                                            double p99Ms) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("targetRps", rate);
        root.put("p99Ms", Double.isNaN(p99Ms) ? null : p99Ms);
        root.put("headline", headline(advice, rate, p99Ms));
        List<Map<String, Object>> stacks = new ArrayList<>();
        for (StackAdvice a : advice) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("stack", a.stack());
            m.put("threads", a.advice().threads());
            m.put("pool", a.advice().pool());
            m.put("feasible", a.advice().feasible());
            m.put("reason", a.advice().reason());
            m.put("utilisation", finite(a.advice().utilisation()));
            m.put("waitP99Ms", finite(a.advice().waitP99Ms()));
            m.put("heapMb", a.heap() == null ? null : a.heap().heapMb());
            m.put("inputs", a.inputs());
            verified.stream().filter(o -> o.stack().equals(a.stack())).findFirst().ifPresent(o -> m.put("verification", o));
            stacks.add(m);
        }
        root.put("stacks", stacks);
        return root;
    }

    private static Double finite(double v) {
        return Double.isFinite(v) ? Math.round(v * 1000) / 1000.0 : null;
    }

    private static String fmt(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : String.format(Locale.ROOT, "%.1f", v);
    }
}
