package dev.rbench.runner.scenario;

import dev.rbench.runner.settings.SettingsTree;
import dev.rbench.runner.settings.Values;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A scenario's description with its figures taken from the values it runs with: {@code {workload}} is the workload
 * as it describes itself, {@code {path}} the request path with its own placeholders filled, and {@code {key.path}}
 * any key's resolved value with its unit ({@code {serverThreads}}, {@code {limits.memoryMb}},
 * {@code {backend.mongo.latency}}). A preset's quick form, or a run whose flags changed a value, so says what it
 * runs; the text around the placeholders is the preset's prose.
 */
final class ScenarioDescription {

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([^{}\\s]+)}");

    private ScenarioDescription() {
    }

    /**
     * The description with every placeholder filled from {@code s}; throws naming a placeholder that names no key. One
     * that names a key of a case this run does not hold (flags switched the preset's backend, say) means the prose
     * speaks of another experiment: the run is then described by its request and workload alone.
     */
    static String fill(Scenario s) {
        Matcher m = PLACEHOLDER.matcher(s.description());
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            Optional<String> value = value(s, m.group(1));
            if (value.isEmpty()) {
                return "GET " + s.requestPath() + ", " + s.workload().describe() + " (the description written for it names "
                        + m.group(1) + ", which this run does not have)";
            }
            m.appendReplacement(out, Matcher.quoteReplacement(value.get()));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** Why the description cannot be filled from {@code s}; empty when it can. */
    static Optional<String> problem(Scenario s) {
        try {
            fill(s);
            return Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.of(e.getMessage());
        } catch (RuntimeException e) {
            // A value the description cannot be filled from is another key's problem, reported by its own check.
            return Optional.empty();
        }
    }

    /** The description as written with its placeholders taken out: the prose alone, for checks of what it says. */
    static String prose(String description) {
        return PLACEHOLDER.matcher(description).replaceAll("");
    }

    /** The placeholder's text; empty for a declared key this run does not hold. */
    private static Optional<String> value(Scenario s, String key) {
        return switch (key) {
            case "workload" -> Optional.of(s.workload().describe());
            case "path" -> Optional.of(s.requestPath());
            case "description" -> throw new IllegalArgumentException("{description} would say the description in itself;"
                    + " give {workload}, {path} or another key's path");
            default -> {
                if (ScenarioBuilder.keys().stream().noneMatch(k -> names(k.path(), key))) {
                    throw new IllegalArgumentException("{" + key + "} names no key of a scenario; give {workload}, {path} or a"
                            + " key's path, e.g. {serverThreads} or {limits.cpus} (`rbench scenarios --keys` lists them)");
                }
                yield SettingsTree.value(s, List.of(key.split("\\."))).map(v -> text(key, v));
            }
        };
    }

    /** Whether a declared key's path ({@code app.env.*}: any name in place of the star) names {@code key}. */
    private static boolean names(String declared, String key) {
        String[] d = declared.split("\\.");
        String[] k = key.split("\\.");
        if (d.length != k.length) {
            return false;
        }
        for (int i = 0; i < d.length; i++) {
            if (!d[i].equals("*") && !d[i].equals(k[i])) {
                return false;
            }
        }
        return true;
    }

    /** A value as prose: the unit a key's name carries ({@code …Bytes}, {@code …Mb}) or its type's. */
    private static String text(String key, Object v) {
        if (v instanceof List<?> items) {
            return Prose.list(items.stream().map(item -> text(key, item)).toList());
        }
        return switch (v) {
            case Duration d -> Prose.duration(d);
            case Number n when key.endsWith("Bytes") -> Prose.bytes(n.longValue());
            case Number n when key.endsWith("Mb") -> Prose.number(n.doubleValue()) + " MB";
            case Number n -> Prose.number(n.doubleValue());
            case Enum<?> e -> Values.enumId(e);
            default -> String.valueOf(v);
        };
    }
}
