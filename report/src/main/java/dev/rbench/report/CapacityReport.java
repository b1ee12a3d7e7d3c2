package dev.rbench.report;

import dev.rbench.results.Estimate;
import dev.rbench.results.RunResults;
import dev.rbench.results.SloCapacity;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Each stack's capacity at the scenario's service-level objective, one line per stack, as the verdict opens with it
 * (report.html, summary.md and the console at the end of a run). Renders what the runner wrote in {@code capacity};
 * says nothing where the run set no objective.
 */
public final class CapacityReport {

    private CapacityReport() {
    }

    /** The heading: the objective in words; empty without one. */
    public static Optional<String> heading(RunResults file) {
        SloCapacity c = file.capacity();
        return c == null ? Optional.empty() : Optional.of("Capacity at " + c.objective().text());
    }

    /** What the lines mean, and the rule {@code --fail-on-slo} gates on. */
    static final String LEGEND = "Each stack's capacity: the most users (or the highest offered rate) among the loads at which"
            + " every step met the objective — each bounded percentile at most its bound and failed requests at most their"
            + " share; with repeats on their medians, and the 95 % interval over the repeats' own capacities from 5 repeats."
            + " rbench run --fail-on-slo exits 7 when a stack missed it at the run's largest load.";

    /** One line per stack; empty without an objective. */
    public static List<String> lines(RunResults file) {
        SloCapacity c = file.capacity();
        if (c == null) {
            return List.of();
        }
        return c.stacks().stream().map(CapacityReport::line).toList();
    }

    static String line(SloCapacity.StackCapacity s) {
        if (s.steps().isEmpty()) {
            return s.stack() + ": not measured (no step ran)";
        }
        // A step that failed has no latency: a stack none of whose steps measured one was never measured.
        if (s.steps().stream().allMatch(c -> c.latencyMs().isEmpty())) {
            return s.stack() + ": not measured (" + String.join(", ", s.steps().getFirst().misses()) + ")";
        }
        Estimate capacity = s.capacity();
        StringBuilder line = new StringBuilder(s.stack()).append(": ");
        if (capacity == null) {
            line.append("met it at no step");
        } else {
            line.append(load(capacity.value(), s.rateRps() != null)).append(interval(capacity, s.rateRps() != null));
        }
        double top = capacity == null ? Double.NEGATIVE_INFINITY : capacity.value();
        Optional<SloCapacity.StepCheck> beyond = s.steps().stream().filter(c -> !c.sustained() && c.load() > top).findFirst();
        if (s.sustainsLargest()) {
            line.append(", the largest load run: its capacity may lie beyond");
        } else {
            beyond.ifPresent(miss -> line.append("; at ").append(load(miss)).append(": ").append(String.join(", ", miss.misses()))
                    .append(miss.p99BoundWithinInterval() ? ". Close: the bound lies within that p99's 95 % interval, so another"
                            + " run may meet it" : ""));
        }
        s.steps().stream().filter(c -> c.sustained() && c.load() == top && c.p99BoundWithinInterval()).findFirst()
                .ifPresent(c -> line.append(". Close at ").append(load(c)).append(": the bound lies within its p99's 95 % interval,"
                        + " so another run may miss it"));
        List<SloCapacity.StepCheck> below = s.steps().stream().filter(c -> !c.sustained() && c.load() < top).toList();
        if (!below.isEmpty()) {
            line.append(". It missed at ").append(below.stream().map(CapacityReport::load).distinct()
                    .collect(Collectors.joining(", ")));
        }
        return line.toString();
    }

    private static String interval(Estimate e, boolean rate) {
        if (e.bounded()) {
            return " (95 % interval " + number(e.low(), rate) + "–" + number(e.high(), rate) + " over " + e.samples().size() + " repeats)";
        }
        if (e.samples().size() > 1) {
            return " (each repeat: " + e.samples().stream().map(v -> v == 0 ? "none" : number(v, rate))
                    .collect(Collectors.joining(", ")) + ")";
        }
        return "";
    }

    private static String load(SloCapacity.StepCheck c) {
        return load(c.load(), c.rateRps() != null);
    }

    private static String load(double value, boolean rate) {
        return rate ? number(value, true) + " req/s" : number(value, false) + (value == 1 ? " user" : " users");
    }

    private static String number(double v, boolean rate) {
        return v == Math.rint(v) ? String.format(Locale.ROOT, "%,d", (long) v) : String.format(Locale.ROOT, rate ? "%,.1f" : "%,.0f", v);
    }

    /** The lines as summary.md's verdict opens with them; empty without an objective. */
    static String markdown(RunResults file) {
        return heading(file).map(h -> "**" + h + "**\n\n" + lines(file).stream().map(l -> "- " + l + "\n").collect(Collectors.joining())
                + "\n" + LEGEND + "\n\n").orElse("");
    }

    /** The lines as report.html's verdict opens with them; empty without an objective. */
    static String html(RunResults file) {
        return heading(file).map(h -> {
            List<String> items = new ArrayList<>();
            lines(file).forEach(l -> items.add("<li>" + Html.escape(l) + "</li>"));
            return "<div id=\"capacity\">\n<h3>" + Html.escape(h) + "</h3>\n<ul class=\"verdict\">\n" + String.join("\n", items)
                    + "\n</ul>\n<p class=\"lede\">" + Html.escape(LEGEND) + "</p>\n</div>\n";
        }).orElse("");
    }
}
