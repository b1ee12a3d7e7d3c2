package dev.rbench.runner.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.rbench.results.RunResults;
import dev.rbench.results.StackRun;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.ScenarioYaml;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/** What the tests of a user's app share: {@link WaitingApp} as a command, a scenario read from YAML, and no process left. */
final class AppRuns {

    static final String CLASSES = Path.of(WaitingApp.class.getProtectionDomain().getCodeSource().getLocation().getPath())
            .toString();

    static final String JAVA = Path.of(System.getProperty("java.home"), "bin", "java").toString();

    private AppRuns() {
    }

    static String command(String... extra) {
        List<String> argv = new java.util.ArrayList<>(List.of("java", "-cp", CLASSES, WaitingApp.class.getName(), "{port}"));
        argv.addAll(List.of(extra));
        return "[" + String.join(", ", argv.stream().map(a -> "\"" + a + "\"").toList()) + "]";
    }

    static Scenario scenario(String yaml) {
        return ScenarioYaml.read(yaml, "app.yaml").build();
    }

    static StackRun run(RunResults results, String stack) {
        return results.runs().stream().filter(r -> r.stack().equals(stack)).findFirst().orElseThrow();
    }

    /** Nothing this JVM started is still running: the apps, their children and their watchdogs. */
    static void assertNoChildren() {
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        while (ProcessHandle.current().descendants().findAny().isPresent() && System.nanoTime() < deadline) {
            Thread.onSpinWait();
        }
        assertEquals(List.of(), ProcessHandle.current().descendants().map(p -> p.pid() + " " + p.info().commandLine().orElse(""))
                .toList());
    }

    static String cmdline(long pid) {
        try {
            return Files.readString(Path.of("/proc/" + pid + "/cmdline"));
        } catch (java.io.IOException e) {
            return "";
        }
    }
}
