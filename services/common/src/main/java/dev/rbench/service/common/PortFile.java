package dev.rbench.service.common;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Publishes the bound port for the runner, which polls for the file. Written to a temporary file
 * in the same directory and renamed atomically, so a reader sees either no file or the complete
 * port, never an empty or half-written one.
 */
public final class PortFile {

    private PortFile() {
    }

    public static void write(Path target, int port) {
        Path absolute = target.toAbsolutePath();
        Path dir = absolute.getParent();
        Path temp = null;
        try {
            Files.createDirectories(dir);
            // Same directory as the target: a rename across file systems could not be atomic.
            temp = Files.createTempFile(dir, "." + absolute.getFileName() + ".", ".tmp");
            Files.writeString(temp, port + "\n", StandardCharsets.US_ASCII);
            Files.move(temp, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            deleteQuietly(temp);
            throw new UncheckedIOException("cannot write port file " + absolute, e);
        }
    }

    private static void deleteQuietly(Path temp) {
        if (temp == null) {
            return;
        }
        try {
            Files.deleteIfExists(temp);
        } catch (IOException ignored) {
            // The original failure is the one worth reporting.
        }
    }
}
