package dev.rbench.infra.process;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** Removing a folder a child process filled (a service's temporary files, an unpacked database). */
public final class Folders {

    private Folders() {
    }

    /** Deletes {@code root} and everything below it; best effort, since a leftover folder costs only disk. */
    public static void deleteTree(Path root) {
        if (root == null || !Files.exists(root, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (Stream<Path> all = Files.walk(root)) {
            all.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (IOException | UncheckedIOException e) {
            // Best effort: a leftover folder is reported by nobody and costs only disk.
        }
    }
}
