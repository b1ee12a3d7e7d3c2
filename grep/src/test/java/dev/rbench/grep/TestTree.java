package dev.rbench.grep;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

/**
 * A folder tree with what real trees hold: text in nested folders, empty files, a last line without a newline,
 * CRLF, binary files (a NUL at the start, a NUL after matches beyond grep's first read), bytes that are not
 * UTF-8 (Latin-1, a surrogate, an overlong form, glibc's five-byte form), and symbolic links: a loop, a dangling one, one to a folder (grep -r skips them all).
 */
final class TestTree {

    static final String WORD = "namespace";

    private TestTree() {
    }

    static Path generate(Path root) throws IOException {
        Random random = new Random(7);
        for (int dir = 0; dir < 4; dir++) {
            for (int file = 0; file < 6; file++) {
                write(root.resolve("src/d" + dir + "/sub" + (file % 2) + "/f" + file + ".txt"), text(random, 200 + 150 * file));
            }
        }
        write(root.resolve("empty.txt"), new byte[0]);
        write(root.resolve("no-final-newline.txt"), ("one namespace\ntwo namespace").getBytes(StandardCharsets.US_ASCII));
        write(root.resolve("crlf.txt"), "a namespace\r\nb\r\nc Namespace\r\n".getBytes(StandardCharsets.US_ASCII));
        write(root.resolve("bin/nul-first.bin"), concat(new byte[] {0, 1, 2}, text(random, 50)));
        byte[] late = text(random, 4000); // ~200 KB: two and a bit of grep's 96 KiB reads
        late[late.length * 2 / 3] = 0;
        write(root.resolve("bin/nul-late.bin"), late);
        write(root.resolve("bin/nul-no-match.bin"), new byte[] {'a', 0, 'b', '\n'});
        write(root.resolve("enc/latin1.txt"), bytes("caf", 0xE9, " namespace\nnamespace fine\nno match caf", 0xE9, "\n"));
        write(root.resolve("enc/surrogate.txt"), bytes("x ", 0xED, 0xA0, 0x80, " namespace\n"));
        write(root.resolve("enc/overlong.txt"), bytes("namespace ", 0xC0, 0x80, "\nnamespace ok\n"));
        write(root.resolve("enc/five-byte.txt"), bytes("namespace ", 0xF8, 0x88, 0x80, 0x80, 0x80, "\n"));
        write(root.resolve("enc/utf8.txt"), "naïve namespace ✓\n".getBytes(StandardCharsets.UTF_8));
        Files.createDirectories(root.resolve("links"));
        Files.createSymbolicLink(root.resolve("links/loop-a"), Path.of("loop-b"));
        Files.createSymbolicLink(root.resolve("links/loop-b"), Path.of("loop-a"));
        Files.createSymbolicLink(root.resolve("links/dangling"), Path.of("nowhere"));
        Files.createSymbolicLink(root.resolve("links/to-src"), Path.of("../src"));
        return root;
    }

    /**
     * A file whose first line is {@code length} bytes with the word near its end, then a short matching line. Kept
     * out of {@link #generate}: after a line longer than its buffer, GNU grep reads later files in larger pieces,
     * which moves where a late NUL starts to count.
     */
    static Path longLine(Path file, int length) throws IOException {
        byte[] line = new byte[length];
        java.util.Arrays.fill(line, (byte) 'x');
        System.arraycopy(WORD.getBytes(StandardCharsets.US_ASCII), 0, line, length - 100, WORD.length());
        write(file, concat(line, "\nnamespace after\n".getBytes(StandardCharsets.US_ASCII)));
        return file;
    }

    /** Lines of words, some containing the word; a line every so often is long. */
    private static byte[] text(Random random, int lines) {
        String[] words = {"class", "public", "static", "return", "import", "void", "int", "Namespace", "name", "space"};
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < lines; i++) {
            int count = random.nextInt(i % 97 == 0 ? 400 : 12);
            for (int w = 0; w < count; w++) {
                s.append(random.nextInt(40) == 0 ? WORD : words[random.nextInt(words.length)]).append(' ');
            }
            s.append('\n');
        }
        return s.toString().getBytes(StandardCharsets.US_ASCII);
    }

    /** Strings as ASCII and integers as single bytes. */
    static byte[] bytes(Object... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (Object part : parts) {
            if (part instanceof Integer b) {
                out.write(b);
            } else {
                out.writeBytes(part.toString().getBytes(StandardCharsets.US_ASCII));
            }
        }
        return out.toByteArray();
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] all = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }

    static void write(Path file, byte[] content) throws IOException {
        Files.createDirectories(file.getParent());
        Files.write(file, content);
    }
}
