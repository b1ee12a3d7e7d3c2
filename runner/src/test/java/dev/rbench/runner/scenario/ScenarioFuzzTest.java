package dev.rbench.runner.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.runner.settings.SettingsTree;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 20's bad input for scenarios: every declared key, each given a set of hostile values in the
 * YAML form a user writes. Each either builds (a value can be valid for some keys) or is refused
 * with a ScenarioException whose message points at the file, line and column — never another
 * exception, which a user would see as a stack trace.
 */
class ScenarioFuzzTest {

    private static final List<String> HOSTILE = List.of("abc", "-1", "1e999", "{a: 1}", "[1, [2]]", "''", "~",
            "99999999999999999999", "0.5", "-0.0", "2s", "-5ms", "1000000000s", "'\\u0000'", "\"%00\"", "[]", "true",
            "!!binary AAAA", "'../../etc/passwd'", "'" + "x".repeat(5_000) + "'");

    @Test
    void everyKeyWithEveryHostileValueBuildsOrIsRefusedWithItsPlace() {
        List<String> failures = new ArrayList<>();
        int tried = 0;
        for (SettingsTree.KeyDoc key : SettingsTree.keys(Scenario.class)) {
            if (key.path().contains("*")) {
                continue;
            }
            for (String value : HOSTILE) {
                String yaml = nested(key.path(), value);
                tried++;
                try {
                    ScenarioYaml.read(yaml, "fuzz.yaml").build();
                } catch (ScenarioException e) {
                    if (!e.getMessage().contains("fuzz.yaml:")) {
                        failures.add(key.path() + " = " + abbreviate(value) + ": no place in \"" + abbreviate(e.getMessage()) + "\"");
                    }
                } catch (RuntimeException e) {
                    failures.add(key.path() + " = " + abbreviate(value) + ": " + e);
                }
            }
        }
        assertThat(tried).as("keys x values tried").isGreaterThan(1_000);
        assertThat(failures).isEmpty();
    }

    /** "a.b.c" = v as nested YAML blocks. */
    private static String nested(String path, String value) {
        String[] parts = path.split("\\.");
        StringBuilder yaml = new StringBuilder();
        for (int i = 0; i < parts.length; i++) {
            yaml.append("  ".repeat(i)).append(parts[i]).append(':');
            yaml.append(i == parts.length - 1 ? " " + value + "\n" : "\n");
        }
        return yaml.toString();
    }

    private static String abbreviate(String s) {
        return s.length() > 120 ? s.substring(0, 120) + "…" : s;
    }
}
