package dev.rbench.runner.scenario;

import dev.rbench.infra.cpu.CpuPlacement;
import dev.rbench.loadgen.Arrivals;
import dev.rbench.loadgen.Burst;
import dev.rbench.loadgen.OpenRate;
import dev.rbench.loadgen.RampRate;
import dev.rbench.loadgen.ThrottledClosedLoop;
import dev.rbench.loadgen.ClosedLoop;
import dev.rbench.loadgen.Workload;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One experiment, fully resolved and validated. Built only by {@link ScenarioBuilder}, whatever the
 * source (YAML preset, flags, code), so every front door yields the same value.
 */
public record Scenario(
        String name,
        String description,
        List<String> stacks,
        String path,
        Duration delay,
        WorkloadKind workload,
        Duration ramp,
        Duration duration,
        List<Integer> users,
        List<Double> rates,
        double rateFrom,
        double rateCap,
        Arrivals arrivals,
        long seed,
        int maxConnections,
        int serverThreads,
        int eventLoops,
        int acceptBacklog,
        int warmupUsers,
        Duration warmupDuration,
        int warmupBurstMax,
        Duration connectTimeout,
        Duration requestTimeout,
        int serviceHeapMb,
        List<String> serviceJvmOptions,
        String pin,
        Duration pauseBetweenSteps,
        Duration readyTimeout,
        DataSettings data,
        boolean quick) {

    public Scenario {
        stacks = List.copyOf(stacks);
        users = List.copyOf(users);
        rates = List.copyOf(rates);
        serviceJvmOptions = List.copyOf(serviceJvmOptions);
    }

    /**
     * The listen backlog every service asks for: acceptBacklog, or with 0 the kernel's maximum
     * (net.core.somaxconn), read on this machine.
     */
    public int listenBacklog() {
        return acceptBacklog > 0 ? acceptBacklog : dev.rbench.infra.net.ListenQueues.somaxconn();
    }

    /** Where the service and the generator run; validated when the scenario was built. */
    public CpuPlacement placement() {
        return CpuPlacement.parse(pin, CpuPlacement.machineCpus());
    }

    /** The request path with its placeholders filled, e.g. {@code /delay/2000}. */
    public String requestPath() {
        return requestPath(data.calls().getFirst(), false);
    }

    /**
     * The request path of a step making {@code calls} database calls per request, {@code parallel}
     * or in sequence: fills {@code {delayMs}}, {@code {calls}} and {@code {parallel}}.
     */
    public String requestPath(int calls, boolean parallel) {
        return path.replace("{delayMs}", Long.toString(delay.toMillis()))
                .replace("{calls}", Integer.toString(calls))
                .replace("{parallel}", Boolean.toString(parallel));
    }

    /**
     * The path the warm-up hits: the request path with no delay, so that the JIT sees thousands of
     * requests in a few seconds rather than a few dozen.
     */
    public String warmupPath() {
        return path.replace("{delayMs}", "0")
                .replace("{calls}", Integer.toString(data.calls().getFirst()))
                .replace("{parallel}", "false");
    }

    /** The load of one step, for the given number of users (user-based workloads). */
    public Workload workloadFor(int stepUsers) {
        return switch (workload) {
            case BURST -> new Burst(stepUsers, ramp);
            case CLOSED -> new ClosedLoop(stepUsers, duration);
            case THROTTLED -> new ThrottledClosedLoop(stepUsers, rateCap, duration);
            case OPEN, RAMP_RATE -> throw new IllegalStateException(workload.id() + " steps are rates, not users");
        };
    }

    /** The load of one step offering {@code rate} requests a second (rate-based workloads). */
    public Workload workloadForRate(double rate) {
        return switch (workload) {
            case OPEN -> new OpenRate(rate, duration, maxConnections, arrivals, seed);
            case RAMP_RATE -> new RampRate(rateFrom, rate, duration, maxConnections, arrivals, seed);
            default -> throw new IllegalStateException(workload.id() + " steps are users, not rates");
        };
    }

    /** Every step's load, in order. */
    public List<Workload> steps() {
        return plan().stream().map(StepPlan::workload).toList();
    }

    /**
     * Every step in order: its load, offered rate (open models) and calls per request. With several
     * values of {@code calls}, each user count (or rate) is run once per value; with several routes,
     * each user count (or rate) requests every route in turn.
     */
    public List<StepPlan> plan() {
        List<StepPlan> plan = new java.util.ArrayList<>();
        List<RouteStep> routes = data.routeSteps().isEmpty() ? java.util.Collections.singletonList(null) : data.routeSteps();
        if (workload.rateBased()) {
            for (double rate : rates) {
                for (int x : data.calls()) {
                    routes.forEach(route -> plan.add(new StepPlan(workloadForRate(rate), rate, x, route)));
                }
            }
        } else {
            for (int u : users) {
                for (int x : data.calls()) {
                    routes.forEach(route -> plan.add(new StepPlan(workloadFor(u), null, x, route)));
                }
            }
        }
        return plan;
    }

    /** Whether the steps sweep routes. */
    public boolean sweepsRoutes() {
        return !data.routes().isEmpty();
    }

    /** Whether the steps sweep x, the calls per request. */
    public boolean sweepsCalls() {
        return data.calls().size() > 1;
    }

    public Workload warmupWorkload() {
        return new ClosedLoop(warmupUsers, warmupDuration);
    }

    /**
     * A burst of fresh connections after the closed-loop warm-up: the steps open one connection per
     * user, and a cold accept path would otherwise be measured in the first large step. As many as
     * the largest step has users, at most warmupBurstMax; empty with warmupBurstMax 0.
     */
    public java.util.Optional<Workload> warmupBurst() {
        int largest = steps().stream().mapToInt(Workload::users).max().orElse(1);
        int users = Math.min(largest, warmupBurstMax);
        return users < 1 ? java.util.Optional.empty() : java.util.Optional.of(new Burst(users, Duration.ZERO));
    }

    public boolean hasWarmup() {
        return warmupUsers > 0 && !warmupDuration.isZero();
    }

    /** The resolved scenario as results.json records it: the same keys a scenario file uses. */
    public Map<String, Object> toMap() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", name);
        m.put("description", description);
        m.put("stacks", stacks);
        m.put("path", path);
        m.put("delay", Durations.format(delay));
        m.put("workload", workload.id());
        m.put("ramp", Durations.format(ramp));
        m.put("duration", Durations.format(duration));
        m.put("users", users);
        m.put("rates", rates);
        m.put("rateFrom", rateFrom);
        m.put("rateCap", rateCap);
        m.put("arrivals", arrivals.name().toLowerCase(java.util.Locale.ROOT));
        m.put("seed", seed);
        m.put("maxConnections", maxConnections);
        m.put("serverThreads", serverThreads);
        m.put("eventLoops", eventLoops);
        m.put("acceptBacklog", acceptBacklog);
        m.put("warmupUsers", warmupUsers);
        m.put("warmupDuration", Durations.format(warmupDuration));
        m.put("warmupBurstMax", warmupBurstMax);
        m.put("connectTimeout", Durations.format(connectTimeout));
        m.put("requestTimeout", Durations.format(requestTimeout));
        m.put("serviceHeapMb", serviceHeapMb);
        m.put("serviceJvmOptions", serviceJvmOptions);
        m.put("pin", pin);
        m.put("pauseBetweenSteps", Durations.format(pauseBetweenSteps));
        m.put("readyTimeout", Durations.format(readyTimeout));
        if (data.usesBackend()) {
            // Database or downstream keys only where there is one: a delay scenario's record stays as it was.
            m.putAll(data.toMap());
        }
        m.put("quick", quick);
        return m;
    }
}
