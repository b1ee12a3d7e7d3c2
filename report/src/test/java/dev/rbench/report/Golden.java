package dev.rbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Golden files under src/test/resources/golden. After an intended output change (or replacing
 * the fixture with a real run), regenerate them with
 * {@code ./mvnw -pl report test -Drbench.updateGolden=true}, then review the diff before committing.
 */
final class Golden {

    static final String UPDATE_PROPERTY = "rbench.updateGolden";
    private static final Path DIR = Path.of(System.getProperty("basedir", "."), "src", "test", "resources", "golden");

    private Golden() {
    }

    static void assertMatches(String actual, String name) {
        Path file = DIR.resolve(name);
        try {
            if (Boolean.getBoolean(UPDATE_PROPERTY)) {
                Files.createDirectories(DIR);
                Files.writeString(file, actual, StandardCharsets.UTF_8);
            }
            assertThat(file).as("golden file %s (regenerate with -D%s=true)", file, UPDATE_PROPERTY).exists();
            String expected = Files.readString(file, StandardCharsets.UTF_8);
            assertThat(actual)
                    .as("output differs from golden file %s; if the change is intended, regenerate with -D%s=true", file, UPDATE_PROPERTY)
                    .isEqualTo(expected);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
