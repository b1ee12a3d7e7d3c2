package dev.rbench.runner.scenario;

import dev.rbench.runner.settings.Binder;
import dev.rbench.runner.settings.Case;
import dev.rbench.runner.settings.Cases;
import dev.rbench.runner.settings.Node;
import dev.rbench.runner.settings.Origin;
import dev.rbench.runner.settings.Problems;
import dev.rbench.runner.settings.QuickReduction;
import dev.rbench.runner.settings.SettingsTree;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The one way to make a {@link Scenario}: three layers of the same tree — the scenario as written
 * (a file, or nothing), its {@code quick:} block, and overrides (flags, code) that win in both
 * forms — bound and validated by {@link #build()}, which reports every problem at once, each where
 * it was written.
 *
 * <p>With {@code quick}, the full scenario is first reduced as its keys declare
 * ({@link QuickReduction}), then the quick block and the overrides are merged on top: what a person
 * set explicitly for the quick form always wins.
 */
public final class ScenarioBuilder {

    private final Node.Block base;
    private final Node.Block quickLayer;
    private final Node.Block overrides = new Node.Block(Origin.DEFAULT);
    private final List<String> warnings = new ArrayList<>();
    private boolean quick;

    public ScenarioBuilder() {
        this(new Node.Block(Origin.DEFAULT), new Node.Block(Origin.DEFAULT));
    }

    ScenarioBuilder(Node.Block base, Node.Block quickLayer) {
        this.base = base;
        this.quickLayer = quickLayer;
    }

    /** Sets a key by its dotted path ({@code serverThreads}, {@code workload.closed.users}) from its text, in both forms. */
    public ScenarioBuilder set(String path, String text, Origin origin) {
        return set(path, Node.Leaf.parse(text, origin));
    }

    public ScenarioBuilder set(String path, Node.Leaf value) {
        overrides.set(Arrays.asList(path.split("\\.")), value);
        return this;
    }

    /**
     * Sets the whole service-level objective from {@code --slo}'s text ({@code p99=600ms,errors=0.1%}), in both forms:
     * it replaces the file's {@code slo} block rather than merging into it.
     */
    public ScenarioBuilder slo(String text) {
        overrides.put("slo", Slo.fromFlag(text), Origin.flag(Slo.FLAG));
        return this;
    }

    /**
     * Sets {@code key} of whichever case the one-of block {@code oneOf} ({@code workload} or
     * {@code backend}) holds, e.g. {@code users} of the workload; an error naming the case's keys
     * when the case has no such key ({@code --users} on an open workload, which has rates).
     */
    public ScenarioBuilder setInCase(String oneOf, String key, Node.Leaf value) {
        String kase = chosenCase(oneOf);
        Class<?> type = Cases.find(sealedType(oneOf), kase).orElseThrow(() -> new ScenarioException(
                value.origin().where() + ": the scenario's " + oneOf + " '" + kase + "' is unknown"));
        List<String> keys = Arrays.stream(type.getRecordComponents()).map(RecordComponent::getName).toList();
        if (!keys.contains(key)) {
            throw new ScenarioException(value.origin().where() + ": the " + kase + " " + oneOf + " has no " + key
                    + "; its keys: " + String.join(", ", keys));
        }
        overrides.set(List.of(oneOf, kase, key), value);
        return this;
    }

    /**
     * Sets {@code key} of a store of the chosen backend: {@code mongo} or {@code postgres} (within
     * {@code mongo+postgres} too), or {@code any} — each store the backend has, or the backend's
     * own block (Cassandra, the downstream). An error when the backend has no such store.
     *
     * @return whether any key was set
     */
    public boolean setInBackend(String store, String key, Node.Leaf value) {
        String kase = chosenCase("backend");
        Class<?> type = Cases.find(sealedType("backend"), kase).orElseThrow();
        // A backend of several stores (mongo+postgres) holds each store's case as a block of its own.
        List<RecordComponent> stores = Arrays.stream(type.getRecordComponents())
                .filter(c -> c.getType().isAnnotationPresent(Case.class)).toList();
        List<List<String>> paths = new ArrayList<>();
        for (RecordComponent part : stores) {
            if (store.equals("any") || store.equals(part.getType().getAnnotation(Case.class).value())) {
                paths.add(List.of("backend", kase, part.getName(), key));
            }
        }
        boolean ownKeys = stores.isEmpty() && type.getRecordComponents().length > 0;
        if (ownKeys && (store.equals("any") || store.equals(kase))) {
            paths.add(List.of("backend", kase, key));
        }
        paths.forEach(path -> overrides.set(path, value));
        return !paths.isEmpty();
    }

    /**
     * Sets every key that declares {@code flag} and lies in the chosen workload and backend (e.g.
     * {@code --pool}: both record stores' pools, or the downstream client's).
     *
     * @return whether the chosen cases hold any such key
     */
    public boolean setByFlag(String flag, Node.Leaf value) {
        List<SettingsTree.KeyDoc> keys = keys().stream().filter(k -> k.flag().equals(flag) && k.within(chosenCases())).toList();
        keys.forEach(k -> overrides.set(Arrays.asList(k.path().split("\\.")), value));
        return !keys.isEmpty();
    }

    /**
     * Sets the keys that declare an environment variable present in {@code env} (non-blank), where
     * the chosen cases hold them: credentials travel in the environment, never on a command line.
     */
    public ScenarioBuilder setFromEnvironment(Map<String, String> env) {
        for (SettingsTree.KeyDoc k : keys()) {
            String v = k.env().isEmpty() ? null : env.get(k.env());
            if (v != null && !v.isBlank() && k.within(chosenCases())) {
                overrides.set(Arrays.asList(k.path().split("\\.")), Node.Leaf.scalar(v.trim(), Origin.flag("$" + k.env())));
            }
        }
        return this;
    }

    /** The case each one-of block holds now. */
    private Map<String, String> chosenCases() {
        Map<String, String> cases = new java.util.HashMap<>();
        ONE_OF.keySet().forEach(oneOf -> cases.put(oneOf, chosenCase(oneOf)));
        return cases;
    }

    /**
     * Switches the one-of block {@code oneOf} to another case in every layer, keeping the values the
     * new case also has ({@code --workload closed} on a burst preset keeps its users).
     */
    public ScenarioBuilder switchCase(String oneOf, String kase, Origin origin) {
        Class<?> type = Cases.find(sealedType(oneOf), kase).orElseThrow(() -> new ScenarioException(origin.where()
                + ": unknown " + oneOf + " '" + kase + "'; valid: " + String.join(", ", Cases.keys(sealedType(oneOf)))));
        List<String> keys = Arrays.stream(type.getRecordComponents()).map(RecordComponent::getName).toList();
        for (Node.Block layer : List.of(base, quickLayer, overrides)) {
            Node.Block moved = new Node.Block(origin);
            if (layer.get(oneOf) instanceof Node.Block oneOfBlock) {
                for (Node old : oneOfBlock.entries().values()) {
                    if (old instanceof Node.Block settings) {
                        settings.entries().forEach((k, v) -> {
                            if (keys.contains(k)) {
                                moved.put(k, v, settings.keyOrigin(k));
                            }
                        });
                    }
                }
            }
            if (layer == overrides || layer.get(oneOf) != null) {
                layer.put(oneOf, new Node.Block(origin).put(kase, moved, origin), origin);
            }
        }
        return this;
    }

    /** The case the one-of block holds now: overrides first, then the file, else the declared default. */
    public String chosenCase(String oneOf) {
        for (Node.Block layer : List.of(overrides, base)) {
            Node n = layer.get(oneOf);
            if (n instanceof Node.Block b && b.keys().size() == 1) {
                return b.keys().getFirst();
            }
            if (n instanceof Node.Leaf l && !l.isList()) {
                return l.text().trim();
            }
        }
        return Cases.defaultKey(sealedType(oneOf));
    }

    /** The scenario's one-of blocks, from its record: each sealed component, by its key. */
    private static final Map<String, Class<?>> ONE_OF = Arrays.stream(Scenario.class.getRecordComponents())
            .filter(c -> c.getType().isSealed())
            .collect(java.util.stream.Collectors.toMap(RecordComponent::getName, RecordComponent::getType));

    /** Whether {@code key} names one of the scenario's one-of blocks ({@code workload}, {@code backend}). */
    public static boolean isOneOf(String key) {
        return ONE_OF.containsKey(key);
    }

    private static Class<?> sealedType(String oneOf) {
        Class<?> type = ONE_OF.get(oneOf);
        if (type == null) {
            throw new IllegalArgumentException(oneOf + " is not a one-of block; the scenario's are " + ONE_OF.keySet());
        }
        return type;
    }

    public ScenarioBuilder quick(boolean v) {
        quick = v;
        return this;
    }

    /** A line for the user that is no problem: the flat form still loads, say. */
    void warn(String warning) {
        warnings.add(warning);
    }

    public List<String> warnings() {
        return List.copyOf(warnings);
    }

    public Scenario build() {
        Node.Block full = base.copy();
        full.overlay(overrides);
        Problems problems = new Problems();
        Node.Block bound = full;
        Scenario s = Binder.bind(Scenario.class, full, problems, Map.of("quick", false));
        if (quick && problems.isEmpty()) {
            Node.Block reduced = SettingsTree.toBlock(QuickReduction.reduce(s), problems.origins());
            reduced.overlay(quickLayer);
            reduced.overlay(overrides);
            problems = new Problems();
            bound = reduced;
            s = Binder.bind(Scenario.class, reduced, problems, Map.of("quick", true));
        }
        if (!problems.isEmpty()) {
            throw new ScenarioException(problems.messages());
        }
        return described(s, bound, problems.origins());
    }

    /**
     * The scenario with its description's placeholders filled from its own values (validated, so they fill): last, so
     * that the quick form fills the description as written, not the full form's figures.
     */
    private static Scenario described(Scenario s, Node.Block bound, Map<String, Origin> origins) {
        String text = ScenarioDescription.fill(s);
        if (text.equals(s.description())) {
            return s;
        }
        bound.set(List.of("description"), Node.Leaf.scalar(text, origins.getOrDefault("description", Origin.DEFAULT)));
        Problems problems = new Problems();
        Scenario described = Binder.bind(Scenario.class, bound, problems, Map.of("quick", s.quick()));
        if (!problems.isEmpty()) {
            throw new ScenarioException(problems.messages());
        }
        return described;
    }

    /** Every key as declared, read from the records once: the declarations do not change while rbench runs. */
    private static final List<SettingsTree.KeyDoc> KEYS = SettingsTree.keys(Scenario.class);

    /** Every key with its default, description, flag and variable, for help, flags and messages about unknown keys. */
    public static List<SettingsTree.KeyDoc> keys() {
        return KEYS;
    }
}
