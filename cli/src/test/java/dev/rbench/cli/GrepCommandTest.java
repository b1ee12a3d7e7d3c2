package dev.rbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code rbench grep} keeps grep's exit codes (0 matched, 1 none, 2 trouble), unlike the other commands. */
class GrepCommandTest extends ConsoleCapture {

    @TempDir
    Path dir;

    @Test
    void printsPathLineTextAndAnswersGrepsCodes() throws Exception {
        Files.writeString(dir.resolve("a.txt"), "alpha\nbeta\nalphabet\n");
        Files.createDirectories(dir.resolve("sub"));
        Files.writeString(dir.resolve("sub/b.txt"), "gamma alpha\n");
        assertThat(Main.execute("grep", "--sorted", "--io", "mmap", "--threads", "virtual", "alpha", dir.toString())).isZero();
        assertThat(out.toString()).isEqualTo(dir + "/a.txt:1:alpha\n" + dir + "/a.txt:3:alphabet\n" + dir + "/sub/b.txt:1:gamma alpha\n");
        assertThat(Main.execute("grep", "-F", "omega", dir.toString())).isEqualTo(1);
        assertThat(Main.execute("grep", "alpha", dir.resolve("missing").toString(), dir.resolve("a.txt").toString())).isEqualTo(2);
        assertThat(err.toString()).contains("rbench grep: " + dir.resolve("missing") + ": No such file or directory");
    }

    @Test
    void badUsageIsTwoAsInGrep() {
        assertThat(Main.execute("grep", "--threads", "none", "x", ".")).isEqualTo(2);
        assertThat(err.toString()).contains("--threads must be a number of threads (at least 1) or 'virtual'");
        assertThat(Main.execute("grep", "--io", "tape", "x", ".")).isEqualTo(2);
        assertThat(err.toString()).contains("'tape' is not one of buffered, raf, nio, mmap");
        assertThat(Main.execute("grep", "a(", ".")).isEqualTo(2);
        assertThat(err.toString()).contains("rbench grep: bad pattern: Unclosed group");
    }
}
