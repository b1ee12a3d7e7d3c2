package dev.rbench.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PortFileTest {

    @TempDir
    Path dir;

    @Test
    void writesDigitsAndNewlineOnlyAndReadsThemBack() throws IOException {
        Path file = dir.resolve("port");
        PortFile.write(file, 43125);
        assertThat(Files.readString(file)).isEqualTo("43125\n");
        assertThat(PortFile.read(file)).hasValue(43125);
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
    void createsMissingParentDirectories() {
        Path file = dir.resolve("a/b/port");
        PortFile.write(file, 1);
        assertThat(PortFile.read(file)).hasValue(1);
    }

    @Test
    void readsNothingFromAMissingEmptyOrForeignFile() throws IOException {
        Path file = dir.resolve("port");
        assertThat(PortFile.read(file)).isEmpty();
        Files.writeString(file, "");
        assertThat(PortFile.read(file)).isEmpty();
        Files.writeString(file, "not a port");
        assertThat(PortFile.read(file)).isEmpty();
    }

    @Test
    void readerNeverSeesAPartialFile() throws Exception {
        Path file = dir.resolve("port");
        Set<OptionalInt> seen = ConcurrentHashMap.newKeySet();
        AtomicBoolean writing = new AtomicBoolean(true);
        Thread reader = new Thread(() -> {
            while (writing.get()) {
                seen.add(PortFile.read(file));
            }
        });
        reader.start();
        for (int i = 0; i < 500; i++) {
            PortFile.write(file, 10000 + (i % 2));
        }
        writing.set(false);
        reader.join();
        // Empty only before the first rename, never in between: the runner keeps polling then.
        assertThat(seen).isSubsetOf(OptionalInt.empty(), OptionalInt.of(10000), OptionalInt.of(10001));
        assertThat(seen).contains(OptionalInt.of(10000));
    }
}
