package dev.rbench.grep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The literal search (a pattern without metacharacters, or -F) against GNU grep -rn where it is easiest to get
 * wrong: a match across the end of a 96 KiB read and at every offset of the eight-byte scan around it, a
 * multi-byte UTF-8 literal and a multi-byte character cut by the read's end, -i, -F with metacharacters. Both
 * literal searches are covered: the pair skip (five bytes and more) and the eight-at-a-time scan (shorter).
 */
class LiteralPathTest {

    @TempDir
    static Path dir;

    @BeforeAll
    static void tree() throws IOException {
        assumeTrue(GnuGrep.available(), "GNU grep 3.x is not installed");
        Path tree = Files.createDirectories(dir.resolve("tree"));
        for (String word : List.of("namespace", "größe")) {
            byte[] w = word.getBytes(StandardCharsets.UTF_8);
            // The match ends `shift` bytes before the first read's end, for every shift that puts the read's end
            // inside it or just around it, and in every position of an eight-byte word.
            for (int shift = -9; shift <= w.length + 9; shift++) {
                int end = FileSearcher.READ_SIZE - shift;
                // one line longer than the first read: the match is in the part carried into the second
                ByteArrayOutputStream carried = new ByteArrayOutputStream();
                carried.write("x".repeat(end - w.length - 4).getBytes(StandardCharsets.US_ASCII));
                carried.write("abcd".getBytes(StandardCharsets.US_ASCII));
                carried.write(w);
                carried.write(line(" End Of The Line NameSpace GRÖSSE a.b"));
                carried.write(line("second " + word.toUpperCase(java.util.Locale.ROOT) + " and a.b and " + word));
                Files.write(tree.resolve("carried-" + word.charAt(0) + (shift + 10) + ".txt"), carried.toByteArray());
                // short lines, one ending with the match there, so the complete lines searched in the first read
                // end at or just after it; and a match at the file's end, without a newline
                ByteArrayOutputStream lines = new ByteArrayOutputStream();
                while (lines.size() + 64 + w.length + 8 < end) {
                    lines.write(line("y".repeat(63)));
                }
                lines.write("q".repeat(end - w.length - lines.size()).getBytes(StandardCharsets.US_ASCII));
                lines.write(w);
                lines.write(line(""));
                lines.write(("xxabcd NameSpace a.b last " + word).getBytes(StandardCharsets.UTF_8));
                Files.write(tree.resolve("lines-" + word.charAt(0) + (shift + 10) + ".txt"), lines.toByteArray());
            }
        }
    }

    private static byte[] line(String s) {
        return (s + "\n").getBytes(StandardCharsets.UTF_8);
    }

    @ParameterizedTest(name = "[{index}] {0} {1}")
    @CsvSource(delimiter = '|', textBlock = """
            ''  | namespace
            -i  | namespace
            -i  | NAMESPACE
            -F  | namespace
            -F  | a.b
            -Fi | NameSpace
            ''  | größe
            -F  | größe
            ''  | öß
            ''  | xxabcd
            -c  | größe
            """)
    void literalMatchesAreGrepsEverywhere(String flag, String pattern) throws Exception {
        String root = dir.resolve("tree").toString();
        GrepOptions options = GrepOptions.of(pattern, List.of(root), java.util.Map.of()).withUtf8(true)
                .withMatching(flag.contains("F"), flag.contains("i"))
                .withMode(flag.contains("c") ? GrepOptions.Mode.COUNT : GrepOptions.Mode.LINES);
        assertThat(LineMatcher.of(pattern, flag.contains("F"), flag.contains("i"), true))
                .as("a literal path is the one tested").isNotInstanceOf(RegexMatcher.class);
        GnuGrep.Outcome gnu = GnuGrep.gnu("C.UTF-8", List.of(), flag.isEmpty() ? List.of() : List.of(flag), pattern, List.of(root));
        assertThat(gnu.out()).isNotEmpty();
        for (IoStyle io : IoStyle.values()) {
            GnuGrep.Outcome ours = GnuGrep.ours(options.withIo(io).withThreads(2));
            assertThat(ours.out()).as(io.name()).containsExactlyElementsOf(gnu.out());
            assertThat(ours.status()).isEqualTo(gnu.status());
        }
    }
}
