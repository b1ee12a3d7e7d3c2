package dev.rbench.protocol;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.OptionalInt;

/**
 * How a child process tells its parent the port it bound: the child writes the file once it listens,
 * the parent polls for it. Written to a temporary file in the same directory and renamed atomically,
 * so a reader sees either no file or the complete port, never an empty or half-written one.
 */
public final class PortFile {

    private PortFile() {
    }

    /** @throws UncheckedIOException when the file cannot be written (the temporary file is removed) */
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

    /**
     * The port in the file, or empty while there is none yet. The writer renames the file into place
     * whole, so anything unreadable is an outside writer or a file being replaced: keep polling.
     */
    public static OptionalInt read(Path portFile) {
        try {
            String text = Files.isRegularFile(portFile) ? Files.readString(portFile, StandardCharsets.US_ASCII).trim() : "";
            return text.isEmpty() ? OptionalInt.empty() : OptionalInt.of(Integer.parseInt(text));
        } catch (IOException | NumberFormatException e) {
            return OptionalInt.empty();
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
