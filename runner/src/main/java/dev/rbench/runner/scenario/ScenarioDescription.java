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

    /** The description with every placeholder filled from {@code s}; throws naming a placeholder that names nothing. */
    static String fill(Scenario s) {
        Matcher m = PLACEHOLDER.matcher(s.description());
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, Matcher.quoteReplacement(value(s, m.group(1))));
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

    private static String value(Scenario s, String key) {
        return switch (key) {
            case "workload" -> s.workload().describe();
            case "path" -> s.requestPath();
            default -> SettingsTree.value(s, List.of(key.split("\\."))).map(v -> text(key, v)).orElseThrow(() ->
                    new IllegalArgumentException("{" + key + "} names no key of this scenario; give {workload}, {path} or a"
                            + " key's path, e.g. {serverThreads} or {limits.cpus}"));
        };
    }

    /** A value as prose: the unit a key's name carries ({@code …Bytes}, {@code …Mb}) or its type's. */
    private static String text(String key, Object v) {
        if (v instanceof List<?> items) {
            return Prose.list(items.stream().map(item -> text(key, item)).toList());
        }
        if (v instanceof Record) {
            throw new IllegalArgumentException("{" + key + "} is a block; name one of its keys, e.g. {" + key + "."
                    + v.getClass().getRecordComponents()[0].getName() + "}");
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
