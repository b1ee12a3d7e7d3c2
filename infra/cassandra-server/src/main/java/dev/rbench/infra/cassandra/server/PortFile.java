package dev.rbench.infra.cassandra.server;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Publishes the bound port for the launcher, which polls for the file: written to a temporary file
 * in the same directory and renamed atomically, so a reader sees no file or the whole port, never
 * half of it. (The services and the mongo server have the same class; this jar, built for Java 17, must not depend on them.)
 */
final class PortFile {

    private PortFile() {
    }

    static void write(Path target, int port) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path dir = absolute.getParent();
        Files.createDirectories(dir);
        // Same directory as the target: a rename across file systems could not be atomic.
        Path temp = Files.createTempFile(dir, "." + absolute.getFileName() + ".", ".tmp");
        try {
            Files.writeString(temp, port + "\n", StandardCharsets.US_ASCII);
            Files.move(temp, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(temp);
        }
    }
}
