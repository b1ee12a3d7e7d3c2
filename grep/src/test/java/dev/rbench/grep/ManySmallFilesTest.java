package dev.rbench.grep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A tree shaped like a source tree searched for a rare name, against GNU grep -rn: a flat folder of more files than
 * one task searches (so its files are shared out in batches), nested folders, files of one to four reads with the
 * name rare and at the reads' ends (lines are counted only when a match needs them), and binary files whose NUL is
 * in the last, short read (checked only when a line there matches).
 */
class ManySmallFilesTest {

    private static final String NAME = "frobnicate_widget";
    private static final String[] WORDS = {"value", "count", "buffer", "index", "result", "node", "config", "thread"};

    @TempDir
    static Path dir;
    static String root;

    @BeforeAll
    static void tree() throws IOException {
        assumeTrue(GnuGrep.available(), "GNU grep 3.x is not installed");
        Random random = new Random(7);
        Path tree = Files.createDirectories(dir.resolve("tree"));
        for (int i = 0; i < 3 * Grep.BATCH + 5; i++) {
            write(tree.resolve("flat/f" + i + ".c"), text(random, 2_000 + random.nextInt(30_000), i % 9 == 0));
        }
        for (int i = 0; i < 20; i++) {
            Path folder = tree.resolve("nested/m" + i % 4 + "/s" + i);
            for (int k = 0; k < 4; k++) {
                write(folder.resolve("g" + k + ".c"), text(random, 10_000 + random.nextInt(90_000), (i + k) % 7 == 0));
            }
        }
        // One to four reads, the name in each read, just before and across each read's end, and at the file's end.
        int read = FileSearcher.READ_SIZE;
        for (int reads = 1; reads <= 4; reads++) {
            ByteArrayOutputStream file = new ByteArrayOutputStream();
            for (int r = 1; r <= reads; r++) {
                file.write(text(random, r * read - file.size() - 200, true));
                int across = r * read - file.size() - NAME.length() / 2; // the name straddles the read's end
                file.write(("x".repeat(Math.max(0, across)) + NAME + " across\n").getBytes(StandardCharsets.US_ASCII));
            }
            file.write((NAME + " at the end, no newline").getBytes(StandardCharsets.US_ASCII));
            write(tree.resolve("reads/r" + reads + ".c"), file.toByteArray());
        }
        // NUL in the last (short) read: after a match there (binary from that read on), or with no match after it
        // (the first read's matches print, no message), and in a file of one read before its match.
        write(tree.resolve("bin/late-nul-match.c"), binary(random, true));
        write(tree.resolve("bin/late-nul-no-match.c"), binary(random, false));
        ByteArrayOutputStream one = new ByteArrayOutputStream();
        one.write(text(random, 5_000, false));
        one.write(0);
        one.write(("\n" + NAME + " after the NUL\n").getBytes(StandardCharsets.US_ASCII));
        write(tree.resolve("bin/one-read.c"), one.toByteArray());
        root = tree.toString();
    }

    private static byte[] binary(Random random, boolean matchAfterNul) throws IOException {
        ByteArrayOutputStream file = new ByteArrayOutputStream();
        file.write(text(random, FileSearcher.READ_SIZE - 1_000, true));
        file.write(text(random, 2_000, false));
        file.write(0);
        file.write(text(random, 3_000, false));
        if (matchAfterNul) {
            file.write((NAME + " after the NUL\n").getBytes(StandardCharsets.US_ASCII));
        }
        return file.toByteArray();
    }

    /** About {@code size} bytes of code-like lines; with {@code name}, it is on one line in a hundred or so. */
    private static byte[] text(Random random, int size, boolean name) {
        StringBuilder s = new StringBuilder();
        while (s.length() < size) {
            s.append("    ");
            for (int w = random.nextInt(8); w >= 0; w--) {
                s.append(WORDS[random.nextInt(WORDS.length)]).append(random.nextBoolean() ? "(" : " ");
            }
            if (name && random.nextInt(100) == 0) {
                s.append(random.nextBoolean() ? NAME : NAME.toUpperCase(java.util.Locale.ROOT));
            }
            s.append('\n');
        }
        return s.toString().getBytes(StandardCharsets.US_ASCII);
    }

    private static void write(Path file, byte[] bytes) throws IOException {
        Files.createDirectories(file.getParent());
        Files.write(file, bytes);
    }

    @ParameterizedTest(name = "[{index}] flags ''{0}''")
    @CsvSource({"''", "-i", "-c", "-l", "-ci", "-li"})
    void sameAsGrepInEveryThreadMode(String flags) throws Exception {
        GnuGrep.Outcome gnu = GnuGrep.gnu("C.UTF-8", List.of(), flags.isEmpty() ? List.of() : List.of(flags), NAME,
                List.of(root));
        assertThat(gnu.out()).hasSizeGreaterThan(10);
        GrepOptions options = GrepOptions.of(NAME, List.of(root), Map.of()).withUtf8(true)
                .withMatching(false, flags.contains("i"))
                .withMode(flags.contains("l") ? GrepOptions.Mode.LIST
                        : flags.contains("c") ? GrepOptions.Mode.COUNT : GrepOptions.Mode.LINES);
        GnuGrep.assertOursMatches(gnu, options, List.of(IoStyle.byDefault()), 1, 2, 5, GrepOptions.VIRTUAL);
    }

    @Test
    void theBinaryCasesAreTheOnesMeant() throws Exception {
        GnuGrep.Outcome gnu = GnuGrep.gnu("C.UTF-8", List.of(), List.of(), NAME, List.of(root + "/bin"));
        assertThat(gnu.err()).containsExactly(root + "/bin/late-nul-match.c: binary file matches",
                root + "/bin/one-read.c: binary file matches");
        assertThat(gnu.out()).anyMatch(line -> line.startsWith(root + "/bin/late-nul-no-match.c:"))
                .anyMatch(line -> line.startsWith(root + "/bin/late-nul-match.c:"));
    }

    @Test
    void aFolderOrFileGoneBeforeItsTurnIsReportedAsGrepWould() throws Exception {
        Path gone = Files.createDirectories(dir.resolve("gone/sub"));
        Path file = Files.writeString(gone.resolve("file.c"), NAME + "\n");
        List<String> errors = new ArrayList<>();
        Walker walker = new Walker((path, e) -> errors.add(path + ": " + Walker.reason(e)));
        List<Path> found = new ArrayList<>();
        walker.list(gone, found::add, found::add);
        assertThat(found).containsExactly(file);
        Files.delete(file);
        Files.delete(gone);
        walker.list(gone, found::add, found::add);
        assertThat(errors).containsExactly(gone + ": No such file or directory");
        FileSearcher searcher = new FileSearcher(LineMatcher.of(NAME, false, false, true), GrepOptions.Mode.LINES, true);
        try {
            searcher.search(file, true, IoStyle.byDefault(), new FileOutput(Turns.inAnyOrder(), 0, new ByteArrayOutputStream()));
            org.junit.jupiter.api.Assertions.fail("searched a file that is gone");
        } catch (NoSuchFileException | java.io.FileNotFoundException e) {
            assertThat(Walker.reason(e)).isEqualTo("No such file or directory");
        }
    }
}
