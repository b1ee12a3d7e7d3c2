package dev.rbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** User mistakes: one actionable line on stderr and a distinct exit code, never a stack trace. */
class MainTest extends ConsoleCapture {

    @BeforeEach
    void home() {
        System.setProperty("rbench.home", Path.of("..").toAbsolutePath().normalize().toString());
    }

    @Test
    void nettysLeakDetectorIsOffInTheCommandUnlessTheUserChoseALevel() {
        String before = System.getProperty(Main.LEAK_DETECTION);
        try {
            System.clearProperty(Main.LEAK_DETECTION);
            Main.leakDetectionOffUnlessChosen();
            assertThat(System.getProperty(Main.LEAK_DETECTION)).isEqualTo("disabled");
            System.setProperty(Main.LEAK_DETECTION, "paranoid");
            Main.leakDetectionOffUnlessChosen();
            assertThat(System.getProperty(Main.LEAK_DETECTION)).isEqualTo("paranoid");
        } finally {
            if (before == null) {
                System.clearProperty(Main.LEAK_DETECTION);
            } else {
                System.setProperty(Main.LEAK_DETECTION, before);
            }
        }
    }

    @Test
    void unknownPresetSuggestsTheClosestAndListsThem() {
        assertThat(Main.execute("run", "seed-dealy")).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err.toString()).contains("no scenario named 'seed-dealy'; did you mean 'seed-delay'?").contains("presets: ");
        assertThat(err.toString()).doesNotContain("Exception");
    }

    @Test
    void badFlagValueNamesTheFlag() {
        assertThat(Main.execute("run", "seed-delay", "--delay", "soon")).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err.toString()).contains("--delay: delay: 'soon' is not a duration");
    }

    @Test
    void unknownSetKeySuggests() {
        assertThat(Main.execute("run", "seed-delay", "--set", "requestTimout=5s")).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err.toString()).contains("did you mean 'requestTimeout'?");
    }

    @Test
    void invalidOverridesAreAllReported() {
        assertThat(Main.execute("run", "seed-delay", "--users", "0", "--stacks", "blocking,turbo")).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err.toString()).contains("users: 0 is outside").contains("unknown stack 'turbo'");
    }

    @Test
    void badScenarioFilePointsAtTheLine(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("mine.yaml");
        Files.writeString(file, "name: mine\nserverThreads: lots\n");
        assertThat(Main.execute("run", file.toString())).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err.toString()).contains("mine.yaml:2:16: serverThreads: 'lots' is not a whole number");
    }

    @Test
    void nonNumericFlagIsAUsageError() {
        assertThat(Main.execute("run", "seed-delay", "--threads", "many")).isEqualTo(ExitCodes.USAGE);
    }

    @Test
    void serveRejectsAnUnknownStackAndABadPort() {
        assertThat(Main.execute("serve", "turbo")).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err.toString()).contains("unknown stack 'turbo'; valid: [blocking, virtual, reactive, virtual-netty]");
        assertThat(Main.execute("serve", "reactive", "--port", "70000")).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err.toString()).contains("--port 70000 is outside 0..65535");
    }

    @Test
    void listsPresets() {
        assertThat(Main.execute("scenarios")).isZero();
        assertThat(out.toString()).contains("seed-delay").contains("delay experiment");
    }
}
