package dev.rbench.infra.process;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The last lines of a child's log, indented, for an error message; empty when there are none. */
public final class LogTail {

    private LogTail() {
    }

    public static String lastLines(Path log, int count) {
        try {
            // Lenient decoding: a crashing JVM may leave a half-written multibyte character.
            List<String> lines = new String(Files.readAllBytes(log), StandardCharsets.UTF_8).lines().toList();
            List<String> tail = lines.subList(Math.max(0, lines.size() - count), lines.size());
            return tail.isEmpty() ? "" : "\n    " + String.join("\n    ", tail);
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }
}
