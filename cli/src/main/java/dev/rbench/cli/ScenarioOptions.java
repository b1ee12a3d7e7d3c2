package dev.rbench.cli;

import dev.rbench.runner.scenario.FlatForm;
import dev.rbench.runner.scenario.ScenarioBuilder;
import dev.rbench.runner.scenario.ScenarioException;
import dev.rbench.runner.scenario.ScenarioYaml;
import dev.rbench.runner.service.RbenchHome;
import dev.rbench.runner.settings.Node;
import dev.rbench.runner.settings.Origin;
import dev.rbench.runner.settings.SettingsTree;
import dev.rbench.runner.settings.Suggest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * Flags that override a scenario's values. Each sets a declared key of the same tree a YAML file
 * is read into, so a flag and a key are checked by the same code, and a problem names the flag.
 * Flags win over the preset, in the quick form too.
 */
final class ScenarioOptions {

    @Option(names = "--quick", description = "Run the reduced form: few small steps, short delay, small thread pool.")
    boolean quick;

    @Option(names = "--workload", paramLabel = "KIND", description = "burst, closed, throttled, open or ramp-rate (keeps the preset's values the new kind also has).")
    String workload;

    @Option(names = "--set", paramLabel = "KEY=VALUE", description = "Any scenario key by its path, e.g. --set requestTimeout=30s,"
            + " --set workload.closed.duration=5s, --set backend.mongo.poolSize=20 (the flat keys of earlier versions,"
            + " e.g. mongo.poolSize, still work). `rbench scenarios --keys` lists them.")
    Map<String, String> sets;

    // picocli formats descriptions: a percent sign is written %%.
    @Option(names = "--slo", paramLabel = "BOUNDS", description = "A service-level objective, e.g. p99=600ms or"
            + " p99=600ms,errors=0.1%% (p50, p90, p99, p999 and errors; errors defaults to 0.1%%): each stack's capacity at it,"
            + " the most users or rate it sustained within it, opens the verdict. Replaces the scenario's slo block.")
    String slo;

    /** Values of the flags the scenario keys declare ({@code @Setting(flag = …)}), by flag, in the order given. */
    private final Map<String, Object> settingFlags = new LinkedHashMap<>();

    /** Reads the preset or file and applies the environment, then the flags. */
    ScenarioBuilder resolve(String scenario, RbenchHome home) {
        ScenarioBuilder builder = ScenarioYaml.read(locate(scenario, home));
        builder.warnings().forEach(w -> System.err.println("rbench: " + w));
        applyEnvironment(builder, System.getenv());
        apply(builder);
        return builder.quick(quick);
    }

    /**
     * Credentials travel in the environment, so a value set there wins over the file (a flag wins over
     * both); each applies only where the scenario's backend holds the key that declares it.
     */
    static void applyEnvironment(ScenarioBuilder b, Map<String, String> env) {
        b.setFromEnvironment(env);
    }

    void apply(ScenarioBuilder b) {
        if (workload != null) b.switchCase("workload", workload.trim().toLowerCase(java.util.Locale.ROOT), Origin.flag("--workload"));
        settingFlags.forEach((flag, value) -> {
            Origin origin = Origin.flag(flag);
            Node.Leaf leaf = value instanceof List<?> items ? Node.Leaf.list(items.stream().map(String::valueOf).toList(), origin)
                    : Node.Leaf.scalar(String.valueOf(value).trim(), origin);
            if (!b.setByFlag(flag, leaf)) {
                throw new ScenarioException(flag + ": " + notHeld(b, flag));
            }
        });
        if (sets != null) {
            sets.forEach((key, value) -> set(b, key.trim(), value));
        }
        if (slo != null) {
            b.slo(slo);
        }
    }

    /** Why no key of the chosen workload and backend takes {@code flag}: which case it is, and which cases would. */
    private static String notHeld(ScenarioBuilder b, String flag) {
        List<String> paths = ScenarioBuilder.keys().stream().filter(k -> k.flag().equals(flag)).map(SettingsTree.KeyDoc::path).toList();
        String block = paths.getFirst().split("\\.")[0];
        return "the scenario's " + block + " is " + b.chosenCase(block) + ", which has no key it sets (it sets "
                + String.join(", ", paths) + ")";
    }

    /**
     * Adds to {@code spec} (the command these options are mixed into) one option per flag the scenario
     * keys declare, described by their own declarations, so a key's flag is declared once, with it.
     * Numbers are typed, so a flag given a word is a usage error before anything runs.
     */
    void addSettingFlags(CommandLine.Model.CommandSpec spec) {
        addSettingFlags(spec, flag -> true);
    }

    /** As {@link #addSettingFlags(CommandLine.Model.CommandSpec)}, for the flags {@code wanted} accepts only. */
    void addSettingFlags(CommandLine.Model.CommandSpec spec, java.util.function.Predicate<String> wanted) {
        Map<String, List<SettingsTree.KeyDoc>> byFlag = new LinkedHashMap<>();
        ScenarioBuilder.keys().stream().filter(k -> !k.flag().isEmpty() && wanted.test(k.flag()))
                .forEach(k -> byFlag.computeIfAbsent(k.flag(), f -> new ArrayList<>()).add(k));
        byFlag.forEach((flag, keys) -> {
            SettingsTree.KeyDoc first = keys.getFirst();
            CommandLine.Model.OptionSpec.Builder option = CommandLine.Model.OptionSpec.builder(flag)
                    .paramLabel(label(first))
                    .description(first.doc() + "; sets " + String.join(", ", keys.stream().map(SettingsTree.KeyDoc::path).toList()))
                    .setter(new CommandLine.Model.ISetter() {
                        @Override
                        public <T> T set(T value) {
                            // picocli resets every option to its default (null) before parsing: only a value given counts.
                            if (value == null) {
                                settingFlags.remove(flag);
                            } else {
                                settingFlags.put(flag, value);
                            }
                            return null;
                        }
                    });
            if (first.list()) {
                option.type(List.class).auxiliaryTypes(boxed(first.type())).splitRegex(",");
            } else {
                option.type(boxed(first.type()));
            }
            spec.addOption(option.build());
        });
    }

    private static Class<?> boxed(Class<?> type) {
        if (type == int.class || type == Integer.class) {
            return Integer.class;
        }
        if (type == long.class || type == Long.class) {
            return Long.class;
        }
        if (type == double.class || type == Double.class) {
            return Double.class;
        }
        // Durations, names and enums are read by the scenario's own parser, which names the flag in its message.
        return String.class;
    }

    private static String label(SettingsTree.KeyDoc k) {
        Class<?> t = boxed(k.type());
        String one = t == Integer.class || t == Long.class ? "N" : t == Double.class ? "X"
                : k.type() == java.time.Duration.class ? "DURATION" : k.type().isEnum() ? "NAME" : "TEXT";
        return one;
    }

    /** {@code --set path=value}: a key's path in the nested form, or a flat key of earlier versions. */
    static void set(ScenarioBuilder b, String key, String value) {
        Node.Leaf v = Node.Leaf.parse(value, Origin.flag("--set " + key));
        List<String> paths = ScenarioBuilder.keys().stream().map(SettingsTree.KeyDoc::path).toList();
        // A variant's keys are declared once under "variants.*": --set variants.platform.threads=50.
        if (key.startsWith("variants.") && paths.contains(key.replaceFirst("^variants\\.[^.]+\\.", "variants.*."))) {
            b.set(key, v);
            return;
        }
        if (paths.contains(key)) {
            String[] parts = key.split("\\.");
            if (parts.length > 2 && ScenarioBuilder.isOneOf(parts[0])
                    && !parts[1].equals(b.chosenCase(parts[0]))) {
                throw new ScenarioException("--set " + key + ": the scenario's " + parts[0] + " is " + b.chosenCase(parts[0])
                        + (parts[0].equals("workload") ? "; switch it with --workload " + parts[1] : ""));
            }
            b.set(key, v);
            return;
        }
        int dot = key.indexOf('.');
        String head = dot < 0 ? key : key.substring(0, dot);
        String tail = dot < 0 ? key : key.substring(dot + 1);
        boolean done = switch (head) {
            case "workload" -> {
                b.switchCase("workload", value.trim(), v.origin());
                yield true;
            }
            case "database" -> {
                b.switchCase("backend", value.trim(), v.origin());
                yield true;
            }
            case "mongo", "calls", "fanout" -> b.setInBackend("mongo", tail, v);
            case "postgres" -> b.setInBackend("postgres", tail, v);
            case "cassandra" -> b.setInBackend("cassandra", tail, v);
            case "db" -> b.setInBackend("any", tail, v);
            case "downstream" -> dot < 0 ? setDownstreamUrl(b, v) : b.setInBackend("downstream", tail, v);
            default -> {
                if (FlatForm.WORKLOAD_KEYS.contains(key)) {
                    b.setInCase("workload", key, v);
                    yield true;
                }
                throw new ScenarioException("--set: unknown key '" + key + "'"
                        + Suggest.closest(key, paths).map(k -> "; did you mean '" + k + "'?").orElse("")
                        + "; `rbench scenarios --keys` lists every key");
            }
        };
        if (!done) {
            throw new ScenarioException("--set " + key + ": the scenario's backend is " + b.chosenCase("backend"));
        }
    }

    private static boolean setDownstreamUrl(ScenarioBuilder b, Node.Leaf url) {
        b.switchCase("backend", "downstream", url.origin());
        return b.setInBackend("downstream", "url", url);
    }

    /** A preset name (scenarios/NAME.yaml) or a path to a YAML file. */
    static Path locate(String scenario, RbenchHome home) {
        Path asFile = Path.of(scenario);
        if (scenario.endsWith(".yaml") || scenario.endsWith(".yml") || scenario.contains("/")) {
            if (!Files.isRegularFile(asFile)) {
                throw new ScenarioException("scenario file " + scenario + " does not exist");
            }
            return asFile;
        }
        Path preset = home.scenariosDir().resolve(scenario + ".yaml");
        if (Files.isRegularFile(preset)) {
            return preset;
        }
        List<String> names = presets(home);
        throw new ScenarioException("no scenario named '" + scenario + "'"
                + Suggest.closest(scenario, names).map(n -> "; did you mean '" + n + "'?").orElse("")
                + "; presets: " + String.join(", ", names) + " (or give a path to a .yaml file)");
    }

    static List<String> presets(RbenchHome home) {
        try (Stream<Path> files = Files.list(home.scenariosDir())) {
            return files.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".yaml"))
                    .map(n -> n.substring(0, n.length() - ".yaml".length()))
                    .sorted().toList();
        } catch (IOException e) {
            return new ArrayList<>();
        }
    }
}
