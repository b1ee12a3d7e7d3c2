package dev.rbench.infra.cgroup;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Collectors;

/** Reading and writing a cgroup's control files: one value a file, or "key value" lines. */
final class CgroupFiles {

    private CgroupFiles() {
    }

    static void write(Path file, String value) throws IOException {
        // One write(2) of the whole value: the kernel parses each write on its own.
        Files.writeString(file, value);
    }

    static long number(Path file) throws IOException {
        String text = Files.readString(file).trim();
        return text.equals("max") ? Long.MAX_VALUE : Long.parseLong(text);
    }

    /** {@code cpu.stat}, {@code memory.events}, {@code memory.oom_control}: "key value" a line; 0 for a key absent. */
    static Map<String, Long> keyed(Path file) throws IOException {
        if (!Files.exists(file)) {
            return Map.of();
        }
        return Files.readAllLines(file).stream().map(l -> l.trim().split("\\s+")).filter(f -> f.length == 2)
                .collect(Collectors.toMap(f -> f[0], f -> Long.parseLong(f[1]), (a, b) -> b));
    }
}
