package dev.rbench.report;

import dev.rbench.results.EnvironmentInfo;
import dev.rbench.results.IntervalMethod;
import dev.rbench.results.ResultsFile;
import dev.rbench.results.RunResults;
import dev.rbench.results.StepRecord;
import dev.rbench.results.StepSetup;
import dev.rbench.results.StepStats;
import dev.rbench.results.stats.Differences;
import dev.rbench.results.stats.Verdicts;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * Compares two runs step by step (matched by stack name and step value: user count, or offered rate for
 * scenarios that list {@code rates}; see {@link StepAxis}) for {@code rbench compare}.
 * Anything that makes two steps incomparable is reported as a mismatch rather than skipped.
 */
public final class RunComparison {

    /** What a step is made of that changes what it measures, by name; a difference is reported (figures are still compared). */
    private static final Map<String, Function<StepSetup, Object>> SETUP = setupCompared();

    private RunComparison() {
    }

    private static Map<String, Function<StepSetup, Object>> setupCompared() {
        Map<String, Function<StepSetup, Object>> compared = new LinkedHashMap<>();
        compared.put("path", StepSetup::path);
        compared.put("delayMs", StepSetup::delayMs);
        compared.put("rampMs", StepSetup::rampMs);
        compared.put("durationMs", StepSetup::durationMs);
        compared.put("serverThreads", StepSetup::serverThreads);
        compared.put("eventLoops", StepSetup::eventLoops);
        compared.put("acceptBacklog", StepSetup::acceptBacklog);
        compared.put("poolSize", StepSetup::poolSize);
        compared.put("rateCapRps", StepSetup::rateCapRps);
        compared.put("rateFromRps", StepSetup::rateFromRps);
        compared.put("arrivals", StepSetup::arrivals);
        compared.put("maxConnections", StepSetup::maxConnections);
        return compared;
    }

    /** A compared value as the scenario file writes it: 2000, not 2000.0. */
    private static String text(Object value) {
        return value instanceof Double d ? StepAxis.format(d) : String.valueOf(value);
    }

    /** Compares {@code dirA/results.json} (the baseline) with {@code dirB/results.json}. */
    public static ComparisonReport compare(Path dirA, Path dirB) throws IOException {
        return compare(ResultsFile.readRunDir(dirA), ResultsFile.readRunDir(dirB), dirA.toString(), dirB.toString());
    }

    /** Compares run {@code a} (the baseline) with run {@code b}. */
    public static ComparisonReport compare(RunResults a, RunResults b) {
        return compare(a, b, "run A", "run B");
    }

    static ComparisonReport compare(RunResults fileA, RunResults fileB, String whereA, String whereB) {
        Results a = new Results(fileA);
        Results b = new Results(fileB);
        List<String> mismatches = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        List<StepComparison> steps = new ArrayList<>();

        if (!a.name().equals(b.name())) {
            mismatches.add("scenario differs: A is '" + a.name() + "', B is '" + b.name() + "'");
        }
        if (!Objects.equals(a.scenario().workload(), b.scenario().workload())) {
            mismatches.add("scenario workload differs: A " + Headline.orDash(a.scenario().workload()) + ", B "
                    + Headline.orDash(b.scenario().workload()));
        }
        SETUP.forEach((name, value) -> {
            Object va = value.apply(a.setup());
            Object vb = value.apply(b.setup());
            // A value only one run has did not act on the other's workload or route.
            if (va != null && vb != null && !va.equals(vb)) {
                mismatches.add("scenario " + name + " differs: A " + text(va) + ", B " + text(vb));
            }
        });
        boolean sameAxis = a.axis().sameAs(b.axis());
        if (a.axis().kind() == b.axis().kind() && !sameAxis) {
            // Route steps are keyed by their place in the list: with other routes, step i is another route.
            mismatches.add("routes differ: A " + a.axis().routes() + ", B " + b.axis().routes() + " (steps not compared)");
        } else if (!sameAxis) {
            // Users and offered rates are different quantities: no step of A corresponds to one of B.
            mismatches.add("step axes differ: A steps by " + a.axis().label() + ", B by " + b.axis().label()
                    + " (steps not compared)");
        } else if (!a.stepValues().equals(b.stepValues())) {
            String kind = a.axis().byRate() ? "rate steps" : "user steps";
            mismatches.add(kind + " differ: A " + StepAxis.list(a.stepValues()) + ", B " + StepAxis.list(b.stepValues()));
        }
        for (String stack : a.stacks()) {
            if (!b.stacks().contains(stack)) {
                mismatches.add(stack + ": only in A");
            }
        }
        for (String stack : b.stacks()) {
            if (!a.stacks().contains(stack)) {
                mismatches.add(stack + ": only in B");
            }
        }

        StepAxis axis = a.axis();
        for (String stack : a.stacks()) {
            if (!sameAxis || !b.stacks().contains(stack)) {
                continue;
            }
            List<Double> values = new ArrayList<>(a.stepValues());
            b.stepValues().stream().filter(v -> !values.contains(v)).forEach(values::add);
            for (double v : values) {
                compareStep(axis, stack, v, a.step(stack, v), b.step(stack, v), steps, mismatches, notes);
            }
        }
        return new ComparisonReport(label(a, whereA), label(b, whereB), axis.label(), steps, mismatches, notes);
    }

    private static void compareStep(StepAxis axis, String stack, double value, Optional<StepRecord> stepA, Optional<StepRecord> stepB,
                                    List<StepComparison> steps, List<String> mismatches, List<String> notes) {
        String where = stack + ", " + axis.describe(value) + ": ";
        boolean failedA = stepA.map(StepRecord::failed).orElse(false);
        boolean failedB = stepB.map(StepRecord::failed).orElse(false);
        if (failedA && stepB.isPresent()) {
            // Failed in the baseline: B cannot be worse; failed in both: the same, known failure.
            notes.add(where + (failedB ? "failed in both runs" : "failed in A only"));
            return;
        }
        List<String> problems = new ArrayList<>();
        problems.addAll(problems(stepA, "A"));
        problems.addAll(problems(stepB, "B"));
        if (!problems.isEmpty()) {
            mismatches.add(where + String.join("; ", problems));
            return;
        }
        StepRecord sa = stepA.orElseThrow();
        StepRecord sb = stepB.orElseThrow();
        if (sa.latencyMs() == null || sb.latencyMs() == null) {
            mismatches.add(where + "p99 missing in " + (sa.latencyMs() == null ? "A" : "B") + " (throughput still compared)");
        }
        // The median over each run's repeats, and B/A with the interval of resampling both runs' repeats.
        StepStats a = Verdicts.statsOf(sa);
        StepStats b = Verdicts.statsOf(sb);
        // B worse than A where B's step was partly the machine's is not resolved by one run's noise: no interval then.
        IntervalMethod common = Differences.common(a.method(), b.method());
        IntervalMethod method = Differences.callable(common, sb) ? common : IntervalMethod.NONE;
        steps.add(new StepComparison(stack, axis.label(), value, axis.text(value), axis.describe(value),
                a.throughputRps().value(), b.throughputRps().value(),
                sa.latencyMs() == null ? null : a.latencyP99Ms().value(), sb.latencyMs() == null ? null : b.latencyP99Ms().value(),
                Differences.ratio(a.throughputRps(), b.throughputRps(), method),
                Differences.ratio(a.latencyP99Ms(), b.latencyP99Ms(), method)));
    }

    private static List<String> problems(Optional<StepRecord> step, String run) {
        if (step.isEmpty()) {
            return List.of("missing in " + run);
        }
        if (step.get().failed()) {
            return List.of((step.get().ran() ? "failed in " : "could not run in ") + run);
        }
        return List.of();
    }

    private static String label(Results r, String where) {
        Optional<EnvironmentInfo> env = r.environment();
        String commit = env.map(EnvironmentInfo::tool).map(EnvironmentInfo.Tool::gitCommit).orElse(null);
        return where + " (" + r.name() + ", started " + Headline.orDash(env.map(EnvironmentInfo::startedAt).orElse(null))
                + (commit == null ? "" : ", commit " + Headline.shortCommit(commit)) + ")";
    }

    /**
     * Parses a threshold as given on a command line: "10%" or "0.1" both mean a tenth.
     *
     * @throws IllegalArgumentException for anything else, or a negative value
     */
    public static double parseThreshold(String text) {
        String t = text.strip();
        double value;
        try {
            value = t.endsWith("%") ? Double.parseDouble(t.substring(0, t.length() - 1).strip()) / 100.0 : Double.parseDouble(t);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a threshold: '" + text + "' (use e.g. 10% or 0.1)", e);
        }
        if (value < 0 || Double.isNaN(value) || Double.isInfinite(value)) {
            throw new IllegalArgumentException("threshold must be a non-negative percentage, was '" + text + "'");
        }
        return value;
    }
}
