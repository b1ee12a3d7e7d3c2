package dev.rbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.runner.scenario.ScenarioBuilder;
import dev.rbench.runner.scenario.ScenarioException;
import dev.rbench.runner.scenario.ScenarioYaml;
import dev.rbench.runner.settings.SettingsTree;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * Issue 20's bad input for flags, the half ScenarioFuzzTest (YAML) does not cover: every declared key through
 * {@code --set key=value} and every key's own flag ({@code --pool}, {@code --users} …), each given hostile values on
 * a scenario whose workload and backend hold that key. Each either builds or is refused with a message that names
 * the flag or key to fix — a picocli usage error or a ScenarioException — never another exception (a stack trace).
 */
class ScenarioFlagsFuzzTest {

    private static final List<String> HOSTILE = List.of("abc", "-1", "1e999", "{a: 1}", "[1, [2]]", "''", "~", "",
            "99999999999999999999", "0.5", "-0.0", "2s", "-5ms", "1000000000s", "\u0000", "%00", "[]", "true",
            "../../etc/passwd", "=", "a=b", ",", "[", "]", "x".repeat(5_000));

    private int usageErrors;
    private int scenarioErrors;

    @Test
    void everyKeyThroughSetAndItsFlagBuildsOrIsRefusedNamingIt() {
        List<String> failures = new ArrayList<>();
        int tried = 0;
        for (SettingsTree.KeyDoc key : ScenarioBuilder.keys()) {
            String path = key.path().replace("*", "platform");
            for (String value : HOSTILE) {
                tried++;
                attempt(key, path, "--set " + path, new String[] {"--set", path + "=" + value}, failures);
                if (!key.flag().isEmpty()) {
                    tried++;
                    attempt(key, path, key.flag(), new String[] {key.flag(), value}, failures);
                }
            }
        }
        assertThat(tried).as("flags x values tried").isGreaterThan(2_000);
        assertThat(failures).isEmpty();
        // Both kinds of refusal happened, and many values were refused: the values do reach the checks.
        assertThat(usageErrors).as("picocli usage errors").isPositive();
        assertThat(scenarioErrors).as("scenario errors naming the flag").isGreaterThan(tried / 3);
    }

    private void attempt(SettingsTree.KeyDoc key, String path, String named, String[] args, List<String> failures) {
        try {
            ScenarioBuilder b = ScenarioYaml.read(base(path), "base.yaml");
            ScenarioOptions options = new ScenarioOptions();
            CommandLine cli = new CommandLine(new ScenarioOptionsTest.Holder(options));
            options.addSettingFlags(cli.getCommandSpec());
            cli.parseArgs(args);
            options.apply(b);
            b.build();
        } catch (CommandLine.ParameterException e) {
            // picocli's own usage error: the runner prints it with the command's usage
            usageErrors++;
            if (e.getMessage() == null || e.getMessage().isBlank()) {
                failures.add(String.join(" ", abbreviate(args)) + ": an empty usage error");
            }
        } catch (ScenarioException e) {
            scenarioErrors++;
            String flagName = named.startsWith("--set ") ? path : named;
            if (!e.getMessage().contains(flagName) && !e.getMessage().contains(key.path()) && !e.getMessage().contains(leaf(path))) {
                failures.add(String.join(" ", abbreviate(args)) + ": the message does not name " + flagName + ": \""
                        + abbreviate(e.getMessage()) + "\"");
            }
        } catch (RuntimeException e) {
            failures.add(String.join(" ", abbreviate(args)) + ": " + e);
        }
    }

    /** A scenario whose one-of blocks (workload, backend, …) choose the case the key lies in, so the key is held. */
    private static String base(String path) {
        String[] parts = path.split("\\.");
        if (parts.length > 2 && ScenarioBuilder.isOneOf(parts[0])) {
            return "name: fuzz\n" + parts[0] + ": {" + parts[1] + ": {}}\n";
        }
        if (parts[0].equals("variants")) {
            return "name: fuzz\napp: {command: [java, -jar, a.jar]}\nvariants: {platform: {}}\n";
        }
        return "name: fuzz\n";
    }

    private static String leaf(String path) {
        return path.substring(path.lastIndexOf('.') + 1);
    }

    private static String[] abbreviate(String[] args) {
        return java.util.Arrays.stream(args).map(a -> a.length() > 80 ? a.substring(0, 80) + "…" : a).toArray(String[]::new);
    }

    private static String abbreviate(String s) {
        return s.length() > 160 ? s.substring(0, 160) + "…" : s;
    }
}
