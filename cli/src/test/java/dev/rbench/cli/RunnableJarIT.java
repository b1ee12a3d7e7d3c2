package dev.rbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;

/**
 * The runnable jar that ./rbench starts holds the classes just compiled in every module, not older copies: until
 * 2026-11-26 a build in which the cli module's own classes had not changed shaded its last runnable jar again, and a
 * change to the runner never reached ./rbench run.
 */
class RunnableJarIT {

    @Test
    void holdsEachModulesClassesAsCompiled() throws Exception {
        Path home = dev.rbench.runner.service.RbenchHome.locate().dir();
        Path jar = home.resolve("cli/target/rbench.jar");
        assertThat(jar).as("packaged CLI").exists();
        int compared = 0;
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            for (String module : List.of("runner", "results", "infra", "loadgen", "model", "report")) {
                Path classes = home.resolve(module).resolve("target/classes");
                List<Path> files;
                try (var walk = Files.walk(classes)) {
                    files = walk.filter(p -> p.toString().endsWith(".class")).toList();
                }
                assertThat(files).as(module + "'s compiled classes").isNotEmpty();
                for (Path file : files) {
                    String entry = classes.relativize(file).toString().replace('\\', '/');
                    var inJar = zip.getEntry(entry);
                    assertThat(inJar).as(entry + " in " + jar).isNotNull();
                    try (var in = zip.getInputStream(inJar)) {
                        assertThat(in.readAllBytes()).as(entry + " in " + jar + " as compiled in " + module)
                                .isEqualTo(Files.readAllBytes(file));
                    }
                    compared++;
                }
            }
        }
        assertThat(compared).isGreaterThan(100);
    }
}
