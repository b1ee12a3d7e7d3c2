package dev.rbench.report;

import dev.rbench.results.ScenarioInfo;
import dev.rbench.results.StackRun;
import dev.rbench.results.StepRecord;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * What identifies a step of the scenario, in one place: the user count (burst, closed and throttled
 * workloads) or, for open-model scenarios that list {@code scenario.rates}, the offered rate in req/s
 * ({@code steps[].rateRps}; their {@code users} is only the generator's connection limit, the same in every
 * step), or x, the database calls per request, for scenarios that sweep it ({@code steps[].calls}), or the
 * route. Read from the scenario's typed plan, never from its display settings. Tables, charts, timelines,
 * the comparison and the failure lines all key steps through this class.
 */
final class StepAxis {

    enum Kind {
        USERS("users"),
        RATE("offered req/s"),
        CALLS("calls per request"),
        ROUTE("route");

        /** Column header and axis label; also the unit after a value ("100 users", "200 offered req/s"). */
        final String label;

        Kind(String label) {
            this.label = label;
        }
    }

    static final StepAxis USERS = new StepAxis(Kind.USERS, List.of());
    static final StepAxis RATE = new StepAxis(Kind.RATE, List.of());
    static final StepAxis CALLS = new StepAxis(Kind.CALLS, List.of());

    private final Kind kind;
    /**
     * The categories of a route axis, in step order: a step's value is its category's index here. One
     * per route; when the scenario requests every route at several user counts, one per (users, route),
     * labelled "route @ N users".
     */
    private final List<String> routes;
    private final List<String> routeIds;
    /** The user count of each category; empty when the scenario has one load. */
    private final List<Integer> routeUsers;

    private StepAxis(Kind kind, List<String> routes) {
        this(kind, routes, routes, List.of());
    }

    private StepAxis(Kind kind, List<String> labels, List<String> routeIds, List<Integer> routeUsers) {
        this.kind = kind;
        this.routes = List.copyOf(labels);
        this.routeIds = List.copyOf(routeIds);
        this.routeUsers = List.copyOf(routeUsers);
    }

    /** Every route at every user count, users outermost as the runner plans them. */
    private static StepAxis routesAtLoads(List<String> routes, List<Integer> users) {
        List<String> labels = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        List<Integer> loads = new ArrayList<>();
        for (int u : users) {
            for (String r : routes) {
                labels.add(r + " @ " + u + " users");
                ids.add(r);
                loads.add(u);
            }
        }
        return new StepAxis(Kind.ROUTE, labels, ids, loads);
    }

    /**
     * The route axis when the scenario lists routes; x when it sweeps more than one; the offered-rate
     * axis when the workload is an open model (open, ramp-rate) and the scenario lists its steps as
     * rates; otherwise users.
     */
    static StepAxis of(ScenarioInfo scenario) {
        if (!scenario.routes().isEmpty()) {
            boolean byUsers = !scenario.openModel();
            return byUsers && scenario.users().size() > 1 ? routesAtLoads(scenario.routes(), scenario.users())
                    : new StepAxis(Kind.ROUTE, scenario.routes());
        }
        // A scenario that sweeps x, the database calls per request, runs one user count (or rate)
        // per value of x: the steps differ by x alone.
        if (scenario.calls().size() > 1) {
            return CALLS;
        }
        return scenario.openModel() && !scenario.ratesRps().isEmpty() ? RATE : USERS;
    }

    Kind kind() {
        return kind;
    }

    boolean byRate() {
        return kind == Kind.RATE;
    }

    /** "users" or "offered req/s": the first column's header and the charts' x-axis label. */
    String label() {
        return kind.label;
    }

    /** Used in chart titles and captions: "Throughput vs users", "... vs offered rate". */
    String noun() {
        return switch (kind) {
            case ROUTE -> "route";
            case RATE -> "offered rate";
            case CALLS -> "calls per request";
            case USERS -> "users";
        };
    }

    /** The step's value on this axis, or null when the step lacks it. Users are whole numbers, as always. */
    Double key(StepRecord step) {
        return switch (kind) {
            case ROUTE -> {
                for (int i = 0; i < routeIds.size(); i++) {
                    if (routeIds.get(i).equals(step.route()) && (routeUsers.isEmpty() || routeUsers.get(i) == step.users())) {
                        yield (double) i;
                    }
                }
                yield null;
            }
            case USERS -> (double) step.users();
            case CALLS -> step.calls() == null ? null : step.calls().doubleValue();
            case RATE -> step.rateRps() == null || step.rateRps().isNaN() || step.rateRps().isInfinite() ? null : step.rateRps();
        };
    }

    /** The planned steps in scenario order, then any measured step value the scenario does not list (ascending). */
    List<Double> values(ScenarioInfo scenario, List<StackRun> runs) {
        if (kind == Kind.ROUTE) {
            List<Double> indexes = new ArrayList<>();
            for (int i = 0; i < routes.size(); i++) {
                indexes.add((double) i);
            }
            return indexes;
        }
        List<? extends Number> planned = switch (kind) {
            case RATE -> scenario.ratesRps();
            case CALLS -> scenario.calls();
            default -> scenario.users();
        };
        List<Double> values = new ArrayList<>();
        for (Number v : planned) {
            double value = byRate() ? v.doubleValue() : v.intValue();
            if (!values.contains(value)) {
                values.add(value);
            }
        }
        Set<Double> extra = new TreeSet<>();
        for (StackRun run : runs) {
            for (StepRecord step : run.steps()) {
                Double value = key(step);
                if (value != null && !values.contains(value)) {
                    extra.add(value);
                }
            }
        }
        values.addAll(extra);
        return List.copyOf(values);
    }

    boolean matches(StepRecord step, double value) {
        Double key = key(step);
        return key != null && key == value;
    }

    /** "100", "12.5": no trailing zeros, no grouping, no exponent. */
    static String format(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return Long.toString((long) value);
        }
        return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }

    /** A step's value as tables show it: "100", "12.5", or the route's name on a route axis. */
    String text(double value) {
        if (kind == Kind.ROUTE) {
            int index = (int) value;
            return index >= 0 && index < routes.size() ? routes.get(index) : "?";
        }
        return format(value);
    }

    /** Whether steps of two runs with these axes are keyed alike: same kind and, on a route axis, the same categories. */
    boolean sameAs(StepAxis other) {
        return kind == other.kind && routes.equals(other.routes) && routeIds.equals(other.routeIds)
                && routeUsers.equals(other.routeUsers);
    }

    /** The routes of a route axis, in order; empty otherwise. */
    List<String> routes() {
        return routes;
    }

    /** The value with its unit: "100 users", "200 offered req/s", "route find-all". */
    String describe(double value) {
        return kind == Kind.ROUTE ? label() + " " + text(value) : describe(value, label());
    }

    static String describe(double value, String label) {
        return format(value) + " " + label;
    }

    /** A step's value with its unit, "? users" when the step lacks the key. */
    String describe(StepRecord step) {
        Double key = key(step);
        return key == null ? "? " + label() : describe(key);
    }

    /** For HTML ids and SVG defs prefixes: the formatted value with '.' as '_'. */
    String id(StepRecord step) {
        Double key = key(step);
        return key == null ? "x" : format(key).replace('.', '_');
    }

    /** "[1, 10, 100]", "[100, 200, 400]". */
    static String list(List<Double> values) {
        return values.stream().map(StepAxis::format).toList().toString();
    }

    @Override
    public String toString() {
        return label();
    }
}
