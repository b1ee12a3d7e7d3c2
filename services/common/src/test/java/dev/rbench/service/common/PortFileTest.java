package dev.rbench.service.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PortFileTest {

    @TempDir
    Path dir;

    @Test
    void writesDigitsAndNewlineOnly() throws IOException {
        Path file = dir.resolve("port");
        PortFile.write(file, 43125);
        assertThat(Files.readString(file)).isEqualTo("43125\n");
    }

    @Test
    void replacesAnOldFileAndLeavesNoTemporaryFilesBehind() throws IOException {
        Path file = dir.resolve("port");
        Files.writeString(file, "stale");
        PortFile.write(file, 8080);
        assertThat(Files.readString(file)).isEqualTo("8080\n");
        try (var listing = Files.list(dir)) {
            assertThat(listing).containsExactly(file);
        }
    }

    @Test
    void createsMissingParentDirectories() throws IOException {
        Path file = dir.resolve("a/b/port");
        PortFile.write(file, 1);
        assertThat(Files.readString(file)).isEqualTo("1\n");
    }

    @Test
    void readerNeverSeesAPartialFile() throws Exception {
        Path file = dir.resolve("port");
        Set<String> seen = ConcurrentHashMap.newKeySet();
        AtomicBoolean writing = new AtomicBoolean(true);
        Thread reader = Thread.ofPlatform().start(() -> {
            while (writing.get()) {
                try {
                    seen.add(Files.readString(file));
                } catch (NoSuchFileException notYet) {
                    // before the first rename: acceptable, the runner keeps polling
                } catch (IOException e) {
                    seen.add("error: " + e);
                }
            }
        });
        for (int i = 0; i < 500; i++) {
            PortFile.write(file, 10000 + (i % 2));
        }
        writing.set(false);
        reader.join();
        assertThat(seen).isSubsetOf("10000\n", "10001\n");
    }
}
