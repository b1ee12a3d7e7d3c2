package dev.rbench.cli;

import dev.rbench.model.Advisor;
import dev.rbench.results.RunResults;
import dev.rbench.results.StepRecord;
import dev.rbench.runner.BenchmarkRunner;
import dev.rbench.runner.scenario.ScenarioBuilder;
import dev.rbench.runner.scenario.ScenarioYaml;
import dev.rbench.runner.service.RbenchHome;
import dev.rbench.runner.settings.Node;
import dev.rbench.runner.settings.Origin;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * Measures advice before it is believed: the run's scenario again, one stack at a time, as an open
 * load at the target rate, once with the advised threads and pool and once with half of them. The
 * advice holds when the advised point meets the target (every request answered, throughput within
 * {@value #KEPT_UP_SHARE} of what keeping up gives — the step's requests over its duration plus one
 * request's own time, the drain of the last arrivals — the p99 kept) and the half point does not:
 * the advice is neither short nor wastefully large.
 */
final class AdviceVerification {

    /** Share of the keeping-up throughput a point must reach. */
    static final double KEPT_UP_SHARE = 0.95;

    private final RbenchHome home;
    private final RunResults results;
    private final String scenario;
    private final Duration duration;
    private final Path outDir;

    AdviceVerification(RbenchHome home, RunResults results, String scenario, Duration duration, Path outDir) {
        this.home = home;
        this.results = results;
        this.scenario = scenario != null ? scenario : results.scenario().name();
        this.duration = duration;
        this.outDir = outDir;
    }

    /** One measured point: the threads and pool it ran with and what it gave. */
    record Point(Integer threads, Integer pool, double throughputRps, double p99Ms, long failed, boolean meets, String dir) {
    }

    /** Both points of one stack and whether they bear the advice out. */
    record Outcome(String stack, Point advised, Point half, boolean confirmed) {

        String describe() {
            return stack + ": advised " + point(advised) + "; half " + point(half) + " → "
                    + (confirmed ? "confirmed" : advised.meets() ? "not confirmed: half also meets the target (the advice is generous)"
                    : "not confirmed: the advised point misses the target");
        }

        private static String point(Point p) {
            return String.format(Locale.ROOT, "(T %s, N %s) %.1f req/s, p99 %.0f ms, %d failed, %s", p.threads() == null ? "-" : p.threads(),
                    p.pool() == null ? "-" : p.pool(), p.throughputRps(), p.p99Ms(), p.failed(), p.meets() ? "meets" : "misses");
        }
    }

    private static String orDash(Integer v) {
        return v == null ? "-" : v.toString();
    }

    Outcome verify(String stack, Advisor.Advice advice, double rate, double p99Ms) throws Exception {
        Point advised = run(stack, advice, rate, p99Ms, "advised");
        Point half = run(stack, advice.half(), rate, p99Ms, "half");
        return new Outcome(stack, advised, half, advised.meets() && !half.meets());
    }

    private Point run(String stack, Advisor.Advice at, double rate, double p99Ms, String label) throws Exception {
        ScenarioBuilder b = ScenarioYaml.read(ScenarioOptions.locate(scenario, home));
        ScenarioOptions.applyEnvironment(b, System.getenv());
        Origin origin = Origin.flag("rbench advise --verify");
        b.set("stacks", Node.Leaf.list(List.of(stack), origin));
        b.switchCase("workload", "open", origin);
        b.set("workload.open.rates", Node.Leaf.list(List.of(Double.toString(rate)), origin));
        b.set("workload.open.duration", Node.Leaf.scalar(duration.toMillis() + "ms", origin));
        b.quick(results.scenario().quick());
        if (at.threads() != null) {
            b.set("serverThreads", Node.Leaf.scalar(at.threads().toString(), origin));
        }
        if (at.pool() != null) {
            Node.Leaf pool = Node.Leaf.scalar(at.pool().toString(), origin);
            // A minimum above the advised maximum would be refused: the pool then keeps all it may open.
            if (b.build().backend().poolMinimum().orElse(0) > at.pool()) {
                b.set("backend.mongo.minPoolSize", pool);
            }
            if (!b.setByFlag("--pool", pool)) {
                throw new IllegalArgumentException("advise --verify: the scenario's backend has no pool to size");
            }
        }
        Path dir = outDir.resolve(stack.replace(':', '-') + "-" + label);
        System.err.println("rbench: advise --verify: " + stack + " " + label + " (T " + orDash(at.threads()) + ", N "
                + orDash(at.pool()) + ") at "
                + rate + " req/s for " + duration.toSeconds() + " s; results in " + dir);
        RunResults measured = new BenchmarkRunner(home, new ConsoleProgress(System.err)).run(b.build(), dir);
        StepRecord step = measured.runs().getFirst().steps().getFirst();
        long failed = step.requests() - step.ok();
        double p99 = step.latencyMs().p99();
        double keptUp = step.requests() / (duration.toNanos() / 1e9 + at.aloneMs() / 1000);
        boolean meets = step.ran() && !step.failed() && failed == 0 && step.throughputRps() >= KEPT_UP_SHARE * keptUp
                && (Double.isNaN(p99Ms) || p99 <= p99Ms);
        return new Point(at.threads(), at.pool(), step.throughputRps(), p99, failed, meets, dir.toString());
    }
}
