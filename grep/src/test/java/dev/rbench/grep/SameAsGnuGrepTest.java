package dev.rbench.grep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Ours against GNU grep -rn on the same generated tree: the same lines, messages and exit status. */
class SameAsGnuGrepTest {

    private static final String UTF8 = "C.UTF-8";

    @TempDir
    static Path dir;
    static String root;

    @BeforeAll
    static void tree() throws IOException {
        assumeTrue(GnuGrep.available(), "GNU grep 3.x is not installed");
        root = TestTree.generate(dir.resolve("tree")).toString();
    }

    private static GrepOptions options(String pattern, boolean utf8, String... paths) {
        return GrepOptions.of(pattern, List.of(paths), java.util.Map.of()).withUtf8(utf8);
    }

    @Test
    void everyIoStyleAndThreadModeGivesGrepsOutput() throws Exception {
        GnuGrep.Outcome gnu = GnuGrep.gnu(UTF8, List.of(), List.of(), TestTree.WORD, List.of(root));
        assertThat(gnu.out()).hasSizeGreaterThan(100);
        assertThat(gnu.err()).contains(root + "/bin/nul-first.bin: binary file matches",
                root + "/bin/nul-late.bin: binary file matches", root + "/enc/latin1.txt: binary file matches");
        GnuGrep.assertOursMatches(gnu, options(TestTree.WORD, true, root), List.of(IoStyle.values()), 1, 3,
                GrepOptions.VIRTUAL);
    }

    @ParameterizedTest(name = "[{index}] {0} {1} {2}")
    @CsvSource(delimiter = '|', textBlock = """
            C.UTF-8 | -c   | namespace
            C.UTF-8 | -l   | namespace
            C.UTF-8 | -i   | namespace
            C.UTF-8 | -ic  | NAMESPACE
            C.UTF-8 | -F   | name space
            C       | ''   | namespace
            C       | -c   | namespace
            C.UTF-8 | ''   | 'na.ve'
            C       | ''   | 'na.ve'
            C       | -i   | 'n[a]mespace'
            C.UTF-8 | ''   | xyzzy-nowhere
            """)
    void optionsAndLocalesGiveGrepsOutput(String locale, String flag, String pattern) throws Exception {
        GrepOptions options = options(pattern, locale.contains("UTF"), root)
                .withMatching(flag.contains("F"), flag.contains("i"))
                .withMode(flag.contains("c") ? GrepOptions.Mode.COUNT : flag.contains("l") ? GrepOptions.Mode.LIST : GrepOptions.Mode.LINES);
        GnuGrep.Outcome gnu = GnuGrep.gnu(locale, List.of(), flag.isEmpty() ? List.of() : List.of(flag), pattern, List.of(root));
        GnuGrep.Outcome ours = GnuGrep.ours(options.withThreads(2));
        assertThat(ours.out()).containsExactlyElementsOf(gnu.out());
        assertThat(ours.err()).isEqualTo(gnu.err());
        assertThat(ours.status()).isEqualTo(gnu.status());
    }

    @Test
    void missingPathsAndLinkLoopsOnTheCommandLineAreErrorsButTheRestIsSearched() throws Exception {
        List<String> paths = List.of(root + "/links/loop-a", root + "/links/dangling", root + "/no-such-file",
                root + "/no-final-newline.txt", root + "/links/to-src/d0");
        GnuGrep.Outcome gnu = GnuGrep.gnu(UTF8, List.of(), List.of(), TestTree.WORD, paths);
        GnuGrep.Outcome ours = GnuGrep.ours(options(TestTree.WORD, true, paths.toArray(String[]::new)));
        assertThat(gnu.err()).hasSize(3).anyMatch(l -> l.endsWith("Too many levels of symbolic links"));
        assertThat(ours.err()).isEqualTo(gnu.err());
        assertThat(ours.out()).isEqualTo(gnu.out()).isNotEmpty();
        assertThat(ours.status()).isEqualTo(gnu.status()).isEqualTo(Grep.TROUBLE);
    }

    @Test
    void oneFileOperandPrintsNoPathAsGrepDoes() throws Exception {
        String file = root + "/no-final-newline.txt";
        for (GrepOptions.Mode mode : GrepOptions.Mode.values()) {
            List<String> flags = switch (mode) {
                case LINES -> List.of();
                case COUNT -> List.of("-c");
                case LIST -> List.of("-l");
            };
            GnuGrep.Outcome gnu = GnuGrep.gnu(UTF8, List.of(), flags, TestTree.WORD, List.of(file));
            GnuGrep.Outcome ours = GnuGrep.ours(options(TestTree.WORD, true, file).withMode(mode));
            assertThat(ours.out()).as(mode.name()).isEqualTo(gnu.out());
        }
        assertThat(GnuGrep.ours(options(TestTree.WORD, true, file)).out()).containsExactly("1:one namespace", "2:two namespace");
    }

    @Test
    void aLineLongerThanTheBufferIsStreamedAndPrintedWhole() throws Exception {
        String file = TestTree.longLine(dir.resolve("long.txt"), 2 * FileSearcher.MAX_HELD_LINE + 12_345).toString();
        GnuGrep.Outcome gnu = GnuGrep.gnu(UTF8, List.of(), List.of(), TestTree.WORD, List.of(file));
        assertThat(gnu.out()).hasSize(2);
        for (IoStyle io : IoStyle.values()) {
            FileSearcher searcher = new FileSearcher(LineMatcher.of(TestTree.WORD, false, false, true), GrepOptions.Mode.LINES, true);
            java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
            FileOutput output = new FileOutput(Turns.inAnyOrder(), 0, out);
            searcher.search(Path.of(file), false, io, output);
            output.finish();
            assertThat(GnuGrep.Outcome.of(out.toByteArray(), new byte[0], 0, "ours").out()).as(io.name()).isEqualTo(gnu.out());
            assertThat(searcher.bufferSize()).as("never holds the line").isLessThan(FileSearcher.MAX_HELD_LINE + 2 * FileSearcher.READ_SIZE);
        }
    }

    @Test
    void noMatchIsStatusOne() throws Exception {
        GnuGrep.Outcome ours = GnuGrep.ours(options("xyzzy-nowhere", true, root));
        assertThat(ours.status()).isEqualTo(Grep.NO_MATCH);
        assertThat(ours.out()).isEmpty();
        assertThat(GnuGrep.ours(options("anything", true, root + "/empty.txt")).status()).isEqualTo(Grep.NO_MATCH);
    }
}
