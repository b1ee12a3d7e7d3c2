package dev.rbench.runner.scenario;

import dev.rbench.infra.cpu.CpuPlacement;
import dev.rbench.loadgen.Burst;
import dev.rbench.loadgen.ClosedLoop;
import dev.rbench.loadgen.Workload;
import dev.rbench.runner.app.AppSeed;
import dev.rbench.runner.app.AppSettings;
import dev.rbench.runner.app.AppVariant;
import dev.rbench.runner.app.Expect;
import dev.rbench.runner.app.Placeholders;
import dev.rbench.runner.backend.Backend;
import dev.rbench.runner.fault.Fault;
import dev.rbench.runner.service.Profiling;
import dev.rbench.runner.service.ServiceSettings;
import dev.rbench.runner.settings.Checks;
import dev.rbench.runner.settings.Durations;
import dev.rbench.runner.settings.Problems;
import dev.rbench.runner.settings.Setting;
import dev.rbench.runner.settings.SettingsTree;
import dev.rbench.runner.settings.Validated;
import dev.rbench.runner.settings.Values;
import dev.rbench.runner.stack.Stacks;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One experiment, fully resolved and validated: every key declared once, here and in the records
 * it holds ({@link WorkloadModel}'s cases, {@link Backend}'s cases), with its type, default, range,
 * quick-form cap and description. Built only by {@link ScenarioBuilder}, whatever the source (YAML
 * preset, flags, code), so every front door yields the same value.
 */
public record Scenario(
        @Setting(value = "custom", doc = "a name of letters, digits, '.', '_' or '-'") String name,
        @Setting(value = "", doc = "free text; {workload}, {path} and {key.path} (e.g. {serverThreads}, {limits.cpus}) are"
                + " filled from the values the run has, in the quick form and under flags too") String description,
        @Setting(value = "[blocking, virtual, reactive]", doc = "a list of stacks, e.g. [blocking, virtual, reactive]", flag = "--stacks")
        List<String> stacks,
        @Setting(value = "/delay/{delayMs}", doc = "a request path starting with '/', e.g. /delay/{delayMs}") String path,
        @Setting(value = "2s", doc = "the delay of the /delay route ({delayMs} in path), e.g. 2000ms", quickMax = "500ms", flag = "--delay",
                onlyWhen = "delayApplies") Duration delay,
        WorkloadModel workload,
        @Setting(value = "200", doc = "Tomcat's threads, T, e.g. 200 (Tomcat's default, which the study ran with)",
                min = 1, max = 100_000, quickMax = "10", flag = "--threads", onlyWhen = "builtInStacks") int serverThreads,
        @Setting(value = "0", doc = "event loops of the reactive stack; 0 = one per core", min = 0, max = 1024, flag = "--event-loops",
                off = "0", onlyWhen = "builtInStacks") int eventLoops,
        @Setting(value = "0", doc = "connections the kernel may queue for each service's listening socket, e.g. 100;"
                + " 0 = the kernel's maximum (net.core.somaxconn), so stacks compare on equal terms", min = 0, max = 65_535, off = "0",
                onlyWhen = "builtInStacks") int acceptBacklog,
        @Setting(value = "0", doc = "raise the machine's accept queues (net.core.somaxconn and net.ipv4.tcp_max_syn_backlog) to at"
                + " least this for the run, e.g. 20000 for bursts of thousands of fresh connections: machine-wide, root only,"
                + " said when done and restored when the run ends; 0 = leave them as they are", min = 0, max = 65_535,
                flag = "--kernel-accept-queue", off = "0") int kernelAcceptQueue,
        @Setting(value = "0", doc = "connections Tomcat holds open at once (server.tomcat.max-connections), e.g. 20000; beyond"
                + " it new connections wait in the accept queue; 0 = Tomcat's own 8192 (Netty has no such cap)", min = 0,
                max = 1_000_000, off = "0", onlyWhen = "builtInStacks") int serverMaxConnections,
        @Setting(value = "20", doc = "users of the closed-loop warm-up; 0 = no warm-up", min = 0, max = 10_000, quickMax = "10",
                off = "0")
        int warmupUsers,
        @Setting(value = "10s", doc = "how long the warm-up runs, long enough for the JIT, e.g. 10s", quickMax = "5s",
                onlyWith = "warmupUsers")
        Duration warmupDuration,
        @Setting(value = "1000", doc = "the most fresh connections of the warm-up burst, e.g. 50; 0 = no burst", min = 0,
                max = 10_000, off = "0", onlyWith = "warmupUsers") int warmupBurstMax,
        @Setting(value = "2", doc = "the warm-up goes on, in slices of 2 s on the first step's request, while the service's JIT"
                + " compilers still keep more than 5 % of a core busy, for at most this many times warmupDuration more, e.g. 2;"
                + " 0 = it ends at warmupDuration",
                min = 0, max = 20, quickMax = "1", off = "0", onlyWith = "warmupUsers") int warmupUntilQuiet,
        @Setting(value = "0", doc = "before each step, unmeasured slices of 2 s of the step's own load while the service's JIT"
                + " compilers still keep more than 5 % of a core busy (a tenth of a smaller CPU quota), at most this many, e.g. 5;"
                + " 0 = none. Under a CPU quota every change of load has the JIT recompile the path on the service's own share",
                min = 0, max = 30, quickMax = "0", off = "0") int stepSettling,
        @Setting(value = "5", doc = "before a route's calibration, unmeasured slices of 2 s of the route's step load while the"
                + " service's or its backend's JIT compilers still keep more than 5 % of a core busy, at most this many, e.g. 5;"
                + " 0 = none. A route's first requests compile its code: calibrated while they did, its CPU a request reads high",
                min = 0, max = 30, quickMax = "0", off = "0", onlyWith = "routes") int routeSettling,
        @Setting(value = "10s", doc = "a duration, e.g. 10s") Duration connectTimeout,
        @Setting(value = "60s", doc = "a duration, e.g. 60s (the blocking stack's last wave at 4,000 users is 20 waves of 2 s)")
        Duration requestTimeout,
        @Setting(value = "1024", doc = "megabytes of heap for each service JVM, e.g. 1024; 0 = the JVM's own choice"
                + " (a quarter of the memory it sees: of limits.memoryMb under a limit)", min = 0, max = 65_536,
                quickMax = "512", flag = "--heap", off = "0") int serviceHeapMb,
        @Setting(value = "[]", doc = "a list of JVM options for every service, e.g. [-XX:+UseZGC]", off = "[]")
        List<String> serviceJvmOptions,
        @Setting(value = "true", doc = "start each built-in service from the JDK's AOT cache of its classes, made once for each"
                + " build and JDK by a training start beside its jar (about half the start-up time and CPU; nothing measured after"
                + " the start changes); false = from its plain jar. Not used with serviceJvmOptions, which could make the JVM refuse"
                + " the cache", off = "false", onlyWhen = "builtInStacks") boolean serviceAotCache,
        @Setting(value = "", doc = "CPUs for the service and the generator, e.g. service=0,generator=1 (empty = not pinned)", flag = "--pin")
        String pin,
        @Setting(value = "1s", doc = "a pause that lets sockets and threads settle between steps, e.g. 1s", quickMax = "200ms")
        Duration pauseBetweenSteps,
        @Setting(value = "60s", doc = "how long a service (or database) may take to be ready, e.g. 60s") Duration readyTimeout,
        @Setting(value = "[]", doc = "routes each load value requests in turn: CRUD ids [get-one, find-all, create] or GET"
                + " paths [/records?store=mongo&size=1kb&count=10]; empty = path", off = "[]") List<String> routes,
        @Setting(value = "1", doc = "times every step runs, interleaved across the stacks, e.g. 5; 5 or more give each step"
                + " a 95-percent interval (bootstrap over repeats)", min = 1, max = 100, flag = "--repeat") int repeat,
        @Setting(value = "true", doc = "true: each stack (and each app variant with a kind) is calibrated before its steps and"
                + " every step is drawn beside the model, with sizing advice; false: measured only, no calibration (10-40 s"
                + " less a stack), no model and no advice, e.g. false for a quick iteration, a CI smoke test or a fault drill",
                flag = "--model") boolean model,
        Slo slo,
        Backend backend,
        Limits limits,
        Fault fault,
        Map<String, Fault> faults,
        @Setting(value = "none", doc = "profile each service JVM during steps with async-profiler: none, cpu, wall, alloc or lock"
                + " (a flame graph per stack and step under profiles/; the step is flagged, since profiling perturbs it)",
                flag = "--profile", off = "none") Profiling profile,
        @Setting(value = "largest", doc = "the steps --profile covers: largest (those at the largest load) or all",
                flag = "--profile-steps", onlyWith = "profile") ProfiledSteps profileSteps,
        @Setting(value = "20ms", doc = "on virtual-thread stacks, waits pinned to their carrier at least this long are"
                + " counted per step, with their sites (JFR's jdk.VirtualThreadPinned), e.g. 20ms; 0s = not recorded", off = "0s")
        Duration pinningThreshold,
        @Setting(value = "250ms", doc = "how often each built-in service is asked who works and who waits during a step (/activity:"
                + " requests inside, busy threads or event loops, virtual threads mounted and queued, pool connections), e.g. 250ms;"
                + " 0s = not asked", off = "0s") Duration activityInterval,
        GeneratorSettings generator,
        AppSettings app,
        Map<String, AppVariant> variants,
        Expect expect,
        boolean quick) implements Validated, ServiceSettings {

    public Scenario {
        variants = Collections.unmodifiableMap(new java.util.LinkedHashMap<>(variants));
        faults = Collections.unmodifiableMap(new java.util.LinkedHashMap<>(faults));
        if (app.present()) {
            // A user's app: each variant is a stack of the run (one unnamed variant is "app"); stacks,
            // when it names variants (--stacks virtual), picks some of them, and left as the built-in
            // default it means all.
            if (variants.isEmpty()) {
                variants = Map.of("app", AppVariant.DEFAULT);
            }
            if (stacks.equals(Stacks.defaultNames()) && !variants.keySet().containsAll(stacks)) {
                stacks = List.copyOf(variants.keySet());
            }
        }
        stacks = List.copyOf(stacks);
        serviceJvmOptions = List.copyOf(serviceJvmOptions);
        routes = List.copyOf(routes);
    }

    /** The listen backlog every service asks for: acceptBacklog, or with 0 the kernel's maximum (net.core.somaxconn). */
    public int listenBacklog() {
        // listen(2) takes at most 65,535 here whatever somaxconn allows (the services refuse more).
        return acceptBacklog > 0 ? acceptBacklog : Math.min(65_535, dev.rbench.infra.net.ListenQueues.somaxconn());
    }

    /** Where the service and the generator run; validated when the scenario was built. */
    public CpuPlacement placement() {
        return CpuPlacement.parse(pin, CpuPlacement.machineCpus());
    }

    /** Whether the stacks are ours, not a user's app: the keys that configure our services act only then. */
    public boolean builtInStacks() {
        return !app.present();
    }

    /** Whether the route waits the scenario's delay: its path holds {@code {delayMs}}; elsewhere it waits on its backend. */
    public boolean delayApplies() {
        return path.contains("{delayMs}");
    }

    /** The delay in seconds, t of the delay route as the model takes it. */
    public double delaySeconds() {
        return delay.toNanos() / 1e9;
    }

    /** The request path with its placeholders filled, e.g. {@code /delay/2000}. */
    public String requestPath() {
        return requestPath(backend.calls().getFirst(), false);
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

    /** The warm-up's path: the request path with no delay, so that the JIT sees thousands of requests in seconds. */
    public String warmupPath() {
        return path.replace("{delayMs}", "0")
                .replace("{calls}", Integer.toString(backend.calls().getFirst()))
                .replace("{parallel}", "false");
    }

    /** The routes the steps sweep; empty when every step requests the scenario's path. */
    public List<RouteStep> routeSteps() {
        return routes.stream().flatMap(r -> RouteStep.parse(r).stream()).toList();
    }

    /** Every step's load, in order. */
    public List<Workload> steps() {
        return plan().stream().map(StepPlan::workload).toList();
    }

    /**
     * Every step in order: its load, offered rate (open models) and calls per request. With several
     * values of {@code calls}, each load is run once per value; with several routes, each load
     * requests every route in turn.
     */
    public List<StepPlan> plan() {
        List<StepPlan> plan = new ArrayList<>();
        List<RouteStep> sweep = routes.isEmpty() ? Collections.singletonList(null) : routeSteps();
        for (WorkloadModel.StepLoad load : workload.loads()) {
            for (int x : backend.calls()) {
                sweep.forEach(route -> plan.add(new StepPlan(load.workload(), load.rate(), x, route)));
            }
        }
        return plan;
    }

    /** Whether {@code step} is profiled: profiling is on and the step is among the steps it covers. */
    public boolean profiles(StepPlan step) {
        if (profile == Profiling.NONE) {
            return false;
        }
        return profileSteps == ProfiledSteps.ALL || loadValue(step) >= plan().stream().mapToDouble(Scenario::loadValue).max().orElse(0);
    }

    /** A step's load as the steps are ordered: its offered rate on open models, else its users. */
    private static double loadValue(StepPlan step) {
        return step.rate() != null ? step.rate() : step.workload().users();
    }

    /** Whether the steps sweep x, the calls per request. */
    public boolean sweepsCalls() {
        return backend.calls().size() > 1;
    }

    public Workload warmupWorkload() {
        return new ClosedLoop(warmupUsers, warmupDuration);
    }

    /**
     * A burst of fresh connections after the closed-loop warm-up: the steps open one connection per
     * user, and a cold accept path would otherwise be measured in the first large step. As many as
     * the largest step has users, at most warmupBurstMax; empty with warmupBurstMax 0.
     */
    public Optional<Workload> warmupBurst() {
        int largest = steps().stream().mapToInt(Workload::users).max().orElse(1);
        int users = Math.min(largest, warmupBurstMax);
        return users < 1 ? Optional.empty() : Optional.of(new Burst(users, Duration.ZERO));
    }

    /** The most the warm-up goes on after its loads while the service's JIT compilers are busy. */
    public Duration warmupSettlingMax() {
        return warmupDuration.multipliedBy(warmupUntilQuiet);
    }

    /**
     * Users of the warm-up's slices on the steps' own request: as many as its burst (the largest step's, at most
     * warmupBurstMax), so that a slow route still runs often enough to be compiled; at least warmupUsers.
     */
    public int settlingUsers() {
        return Math.max(warmupUsers, warmupBurst().map(Workload::users).orElse(0));
    }

    public boolean hasWarmup() {
        return warmupUsers > 0 && !warmupDuration.isZero();
    }

    /** The resolved scenario as results.json records it: the keys of a scenario file, nested, secrets redacted. */
    public Map<String, Object> toMap() {
        Map<String, Object> m = new java.util.LinkedHashMap<>(SettingsTree.describe(this));
        if (!app.present()) {
            // Keys of a user's app mean nothing for the built-in stacks: their runs record none.
            List.of("app", "variants", "expect").forEach(m::remove);
        }
        m.put("quick", quick);
        return m;
    }

    @Override
    public void validate(Problems p) {
        p.check(name.matches("[A-Za-z0-9._-]{1,64}"), "name",
                "'" + name + "' must be 1-64 letters, digits, '.', '_' or '-' (it names the results folder)");
        p.check(!stacks.isEmpty(), "stacks", "name at least one of " + Stacks.names());
        if (app.present()) {
            validateApp(p);
        } else {
            stacks.forEach(stack -> Stacks.problem(stack, backend).ifPresent(problem -> p.add("stacks", problem)));
            p.check(variants.isEmpty(), "variants", "variants are of a user's app; give app: {command: […]} or app: {url: …}");
        }
        p.check(stacks.stream().distinct().count() == stacks.size(), "stacks", "a stack is listed twice");
        boolean proxied = backend.behindProxy();
        boolean downstream = backend.faultsItself();
        p.check(!fault.present() || faults.isEmpty(), "faults", "give one fault (fault:) or several by name (faults:), not both");
        allFaults().forEach(named -> checkFault(p, named, proxied, downstream));
        checkFaultsApart(p);
        p.check(path.startsWith("/"), "path", "'" + path + "' must start with '/'");
        ScenarioDescription.problem(this).ifPresent(problem -> p.add("description", problem));
        long delayMs = delay.toMillis();
        p.check(delayMs >= 0 && delayMs <= 60_000, "delay",
                Durations.format(delay) + " is outside 0ms..60s, the range the services accept");
        Checks.positive(p, "connectTimeout", connectTimeout);
        Checks.positive(p, "requestTimeout", requestTimeout);
        Checks.positive(p, "readyTimeout", readyTimeout);
        p.check(!pauseBetweenSteps.isNegative(), "pauseBetweenSteps", "must not be negative");
        p.check(activityInterval.isZero() || activityInterval.toMillis() >= 50, "activityInterval",
                Durations.format(activityInterval) + " would ask the service too often; give at least 50ms, or 0s for not at all");
        p.check(!warmupDuration.isNegative(), "warmupDuration", "must not be negative");
        p.check(serviceHeapMb == 0 || serviceHeapMb >= 64, "serviceHeapMb",
                serviceHeapMb + " MB is too small a heap; give at least 64, or 0 for the JVM's own choice");
        p.check(!pinningThreshold.isNegative(), "pinningThreshold", "must not be negative; 0s turns the recording off");
        // An app already running elsewhere was not started by us: it cannot be put in a cgroup, and never runs silently unlimited.
        // By the keys, not app.source(): a url that is not one (validated by AppSettings) must not throw here.
        p.check(!(!app.url().isBlank() && limits.limited()), "limits",
                "an app given by url runs outside rbench and cannot be limited; start it with app.command, or leave limits out");
        for (String option : serviceJvmOptions) {
            p.check(option.startsWith("-") && !option.startsWith("-Xm") && !option.equals("-jar"), "serviceJvmOptions",
                    "'" + option + "' is not allowed; give JVM options starting with '-' (the heap is set with serviceHeapMb)");
        }
        try {
            placement();
        } catch (IllegalArgumentException e) {
            p.add("pin", e.getMessage());
        }
        validateRoutes(p);
        if (sweepsCalls() && workload.values() > 1) {
            p.add("backend.mongo.calls", "a scenario sweeps calls at one load; with several calls give one "
                    + (workload.rateBased() ? "rate" : "user count") + ", e.g. users: [50]");
        }
        if (path.contains("{calls}") && !backend.fansOut()) {
            p.add("path", "only the MongoDB fan-out route makes {calls}; set backend: {mongo: {calls: [1, 2]}}");
        }
    }

    private void validateApp(Problems p) {
        stacks.forEach(stack -> p.check(variants.containsKey(stack), "stacks",
                "'" + stack + "' is not a variant of the app; its variants: " + String.join(", ", variants.keySet())));
        variants.keySet().forEach(v -> p.check(v.matches("[A-Za-z0-9._-]{1,40}"), "variants." + v,
                "'" + v + "' must be 1-40 letters, digits, '.', '_' or '-' (it names a stack and its log file)"));
        p.check(routeSteps().stream().noneMatch(RouteStep::isCrud), "routes", "the CRUD routes are our services'; give the app's GET paths");
        List<String> used = new ArrayList<>(app.command().stream().flatMap(a -> Placeholders.in(a).stream()).toList());
        app.env().values().forEach(v -> used.addAll(Placeholders.in(v)));
        variants.values().forEach(v -> v.args().forEach(a -> used.addAll(Placeholders.in(a))));
        p.check(!backend.present() || backend.mongoStore().isPresent() || backend.postgresStore().isPresent(), "backend",
                "an app's database is postgres, mongo or mongo+postgres (handed to it through placeholders), not " + backend.id());
        if (!app.seed().isBlank()) {
            boolean json = AppSeed.isJson(app.seed());
            p.check(json || backend.postgresStore().isPresent(), "app.seed",
                    "a .sql seed is run on our embedded PostgreSQL; set backend: postgres (or give a .json seed for mongo)");
            p.check(!json || backend.mongoStore().isPresent(), "app.seed",
                    "a .json seed is inserted into our embedded MongoDB; set backend: mongo (or give a .sql seed for postgres)");
        }
        if (used.stream().anyMatch(u -> u.startsWith("postgres.")) && backend.postgresStore().isEmpty()) {
            p.add("app", "the app uses {postgres.…} placeholders; set backend: postgres (our embedded PostgreSQL)");
        }
        if (used.contains(Placeholders.MONGO_URI) && backend.mongoStore().isEmpty()) {
            p.add("app", "the app uses {mongo.uri}; set backend: mongo (our embedded MongoDB)");
        }
    }

    private void validateRoutes(Problems p) {
        for (String r : routes) {
            p.check(RouteStep.parse(r).isPresent(), "routes", "unknown route '" + r
                    + "'; give a GET path starting with / (no spaces) or one of " + CrudRoute.ids());
        }
        p.check(routes.stream().distinct().count() == routes.size(), "routes", "a route is listed twice");
        if (routes.isEmpty()) {
            return;
        }
        p.check(!sweepsCalls(), "routes", "a scenario sweeps one thing at a time; give routes or several calls, not both");
        p.check(!(workload.rateBased() && workload.values() > 1), "routes",
                "routes are swept at one rate; give one rate, or several user counts with a user-based workload");
        backend.whyNoRoutes().ifPresent(why -> p.add("routes", why));
        boolean crud = routeSteps().stream().anyMatch(RouteStep::isCrud);
        if (crud && backend.crudEntities().isEmpty()) {
            p.add("routes", "the CRUD routes are MongoDB's; set backend: mongo");
        }
        int needed = routeSteps().stream().mapToInt(RouteStep::entitiesNeeded).max().orElse(0);
        if (backend.crudEntities().isPresent() && backend.crudEntities().getAsInt() < needed) {
            p.add("backend.mongo.entities", "the routes touch seeded entities up to e" + needed + "; seed at least " + needed);
        }
    }

    /** A fault of the scenario and the key it was given under: {@code fault}, or {@code faults.<name>}. */
    public record NamedFault(String key, Fault fault) {
    }

    /** Every fault of the scenario in the order written: {@code fault:}, or each of {@code faults:}. */
    public List<NamedFault> allFaults() {
        if (fault.present()) {
            return List.of(new NamedFault("fault", fault));
        }
        return faults.entrySet().stream().filter(e -> e.getValue().present())
                .map(e -> new NamedFault("faults." + e.getKey(), e.getValue())).toList();
    }

    /** The faults injected into {@code step}, in the order they start. */
    public List<NamedFault> faultsOf(StepPlan step) {
        return allFaults().stream().filter(f -> f.fault().appliesTo(step.level()))
                .sorted(java.util.Comparator.comparing((NamedFault f) -> f.fault().at())).toList();
    }

    private void checkFault(Problems p, NamedFault named, boolean proxied, boolean downstream) {
        Fault f = named.fault();
        p.check(proxied || downstream, named.key(), "a fault is injected through the latency proxy in front of"
                + " MongoDB or PostgreSQL (give a db.latency, e.g. 1ms) or by the downstream service; this backend has neither");
        p.check(!f.reset() || !downstream, named.key() + ".reset", "the downstream has no connections of its own to reset: give"
                + " latency, errorRate or down");
        p.check(f.errorRate() == 0 || downstream, named.key() + ".errorRate", "an error rate is the downstream's; a database fails"
                + " with down: true");
        if (!f.steps().isEmpty()) {
            faultSteps(p, named);
        }
    }

    /** Two faults in one step must not overlap: the path has one state at a time. */
    private void checkFaultsApart(Problems p) {
        List<NamedFault> all = allFaults();
        for (int i = 0; i < all.size(); i++) {
            for (int j = i + 1; j < all.size(); j++) {
                Fault a = all.get(i).fault();
                Fault b = all.get(j).fault();
                boolean shareAStep = a.steps().isEmpty() || b.steps().isEmpty() || a.steps().stream().anyMatch(b.steps()::contains);
                boolean overlap = a.at().compareTo(b.at().plus(b.duration())) <= 0 && b.at().compareTo(a.at().plus(a.duration())) <= 0;
                p.check(!shareAStep || !overlap, all.get(j).key() + ".at", "it overlaps " + all.get(i).key()
                        + " in the steps both are injected into; give it a later at, or other steps");
            }
        }
    }

    /** Each step a fault names is a step of the workload. */
    private void faultSteps(Problems p, NamedFault named) {
        List<Double> stepValues;
        try {
            stepValues = workload.loads().stream().map(l -> l.rate() != null ? l.rate() : (double) l.workload().users()).toList();
        } catch (IllegalArgumentException e) {
            return;   // a workload that cannot make its steps: its own check says why, with its place
        }
        for (double step : named.fault().steps()) {
            p.check(stepValues.stream().anyMatch(v -> Math.abs(v - step) < 1e-9), named.key() + ".steps", "no step of "
                    + Values.plain(step) + "; the workload's steps are " + stepValues.stream().map(Values::plain).toList());
        }
    }
}
