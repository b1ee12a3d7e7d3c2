package dev.rbench.runner.scenario;

import dev.rbench.results.Percentile;
import dev.rbench.results.SloObjective;
import dev.rbench.runner.settings.Applies;
import dev.rbench.runner.settings.Node;
import dev.rbench.runner.settings.Origin;
import dev.rbench.runner.settings.Percent;
import dev.rbench.runner.settings.Problems;
import dev.rbench.runner.settings.Setting;
import dev.rbench.runner.settings.Validated;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * A service-level objective ({@code slo: {p99: 800ms, errors: 0.1%}}, or {@code --slo p99=800ms,errors=0.1%}): at
 * least one latency percentile's bound and the share of failed requests a step may have. With it the runner writes
 * each stack's capacity at the objective (results' {@code capacity}); without a latency bound it is no objective and
 * nothing is said of one.
 */
public record Slo(
        @Setting(value = "0s", doc = "the most a step's median latency may be to meet the objective, e.g. 100ms; 0s = not bounded"
                + " (on the command line: --slo p50=100ms)", off = "0s") Duration p50,
        @Setting(value = "0s", doc = "the most a step's 90th percentile may be, e.g. 400ms; 0s = not bounded (--slo p90=400ms)",
                off = "0s") Duration p90,
        @Setting(value = "0s", doc = "the most a step's 99th percentile may be, e.g. 800ms; 0s = not bounded (--slo p99=800ms):"
                + " with it each stack's capacity, the most users or rate it sustained within the objective, is reported",
                off = "0s") Duration p99,
        @Setting(value = "0s", doc = "the most a step's 99.9th percentile may be, e.g. 2s; 0s = not bounded (--slo p999=2s)",
                off = "0s") Duration p999,
        @Setting(value = Slo.DEFAULT_ERRORS, doc = "the most failed requests a step may have, in percent of those sent, e.g. 0.1% or 0%"
                + " (--slo p99=800ms,errors=1%)", onlyWhen = "applies") Percent errors) implements Validated, Applies {

    /** The failed requests' share an objective allows unless it says otherwise. */
    static final String DEFAULT_ERRORS = "0.1%";
    /** The flag that sets the whole objective at once. */
    public static final String FLAG = "--slo";
    private static final String EXAMPLE = "e.g. --slo p99=600ms or --slo p99=600ms,errors=0.1%";

    /** An objective is set when it bounds a latency percentile. */
    @Override
    public boolean applies() {
        return !bounds().isEmpty();
    }

    /** The objective as results.json records it; empty where none is set. */
    public Optional<SloObjective> objective() {
        return applies() ? Optional.of(new SloObjective(bounds(), errors.value())) : Optional.empty();
    }

    private List<SloObjective.LatencyBound> bounds() {
        List<SloObjective.LatencyBound> bounds = new ArrayList<>();
        bound(bounds, Percentile.P50, p50);
        bound(bounds, Percentile.P90, p90);
        bound(bounds, Percentile.P99, p99);
        bound(bounds, Percentile.P999, p999);
        return bounds;
    }

    private static void bound(List<SloObjective.LatencyBound> bounds, Percentile percentile, Duration max) {
        if (!max.isZero()) {
            bounds.add(new SloObjective.LatencyBound(percentile, max.toNanos() / 1e6));
        }
    }

    @Override
    public void validate(Problems p) {
        // errors alone bounds no latency, and is no objective: said, unless it is the default, which every scenario holds.
        p.check(applies() || errors.equals(Percent.parse(DEFAULT_ERRORS)), "errors", "an objective bounds a latency too; add one"
                + " of p50, p90, p99 or p999, e.g. slo: {p99: 800ms, errors: " + errors + "}");
    }

    /**
     * The {@code slo} block {@code --slo} gives: {@code p99=600ms,errors=0.1%}. It replaces the scenario's whole objective,
     * so each key it does not name is set to its default (a bound of the file's the flag leaves out is gone). Values are
     * checked where every key is, naming the flag.
     */
    public static Node.Block fromFlag(String text) {
        Origin origin = Origin.flag(FLAG);
        List<String> keys = Arrays.stream(Slo.class.getRecordComponents()).map(java.lang.reflect.RecordComponent::getName).toList();
        Node.Block block = new Node.Block(origin);
        for (var c : Slo.class.getRecordComponents()) {
            block.put(c.getName(), Node.Leaf.scalar(c.getAnnotation(Setting.class).value(), Origin.DEFAULT), Origin.DEFAULT);
        }
        List<String> parts = Arrays.stream(text.split(",")).map(String::trim).filter(s -> !s.isEmpty()).toList();
        if (parts.stream().noneMatch(part -> part.toLowerCase(java.util.Locale.ROOT).startsWith("p"))) {
            throw new ScenarioException(FLAG + ": give at least one percentile's bound (p50, p90, p99 or p999), " + EXAMPLE);
        }
        for (String part : parts) {
            int eq = part.indexOf('=');
            if (eq < 0) {
                throw new ScenarioException(FLAG + ": '" + part + "' is not NAME=VALUE; " + EXAMPLE);
            }
            String key = part.substring(0, eq).trim().toLowerCase(java.util.Locale.ROOT);
            if (!keys.contains(key)) {
                throw new ScenarioException(FLAG + ": '" + key + "' is not a bound the objective takes; give p50, p90, p99 or p999"
                        + " (a latency) and errors (a percentage), " + EXAMPLE);
            }
            block.put(key, Node.Leaf.scalar(part.substring(eq + 1).trim(), origin), origin);
        }
        return block;
    }
}
