package dev.rbench.runner.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every preset loads in the nested form it is written in and in the flat form of earlier versions
 * (kept as test fixtures, copied from the presets before they moved), giving the same scenario in
 * the full and the quick form; the flat form loads with one warning that shows the nested form.
 */
class PresetFormsTest {

    private static final Path PRESETS = Path.of("..", "scenarios");
    private static final Path FLAT = Path.of("src", "test", "resources", "flat-presets");

    static Stream<String> presets() throws IOException {
        return yamlFiles(PRESETS);
    }

    /** The presets that existed before the nested form, as they were written then. */
    static Stream<String> flatPresets() throws IOException {
        return yamlFiles(FLAT);
    }

    private static Stream<String> yamlFiles(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".yaml")).sorted().toList().stream();
        }
    }

    @ParameterizedTest
    @MethodSource("flatPresets")
    void nestedAndFlatFormsGiveTheSameScenario(String file) {
        ScenarioBuilder nested = ScenarioYaml.read(PRESETS.resolve(file));
        ScenarioBuilder flat = ScenarioYaml.read(FLAT.resolve(file));
        assertThat(flat.build()).isEqualTo(nested.build());
        assertThat(flat.quick(true).build()).isEqualTo(nested.quick(true).build());
    }

    @ParameterizedTest
    @MethodSource("presets")
    void thePresetsAreInTheNestedForm(String file) {
        assertThat(ScenarioYaml.read(PRESETS.resolve(file)).warnings()).isEmpty();
        assertThat(ScenarioYaml.read(PRESETS.resolve(file)).quick(true).build().quick()).isTrue();
    }

    @ParameterizedTest
    @MethodSource("flatPresets")
    void theFlatFormWarnsOnce(String file) {
        List<String> warnings = ScenarioYaml.read(FLAT.resolve(file)).warnings();
        assertThat(warnings).hasSize(1);
        assertThat(warnings.getFirst()).contains("flat form").contains("workload: {");
    }

    /** A quick form with other values says so in its own description, not the full form's. */
    @Test
    void aQuickFormDescribesItself() {
        Scenario full = ScenarioYaml.read(PRESETS.resolve("seed-delay.yaml")).build();
        Scenario quick = ScenarioYaml.read(PRESETS.resolve("seed-delay.yaml")).quick(true).build();
        assertThat(full.description()).contains("GET /delay/2000").contains("200 threads");
        assertThat(quick.description()).contains("GET /delay/500").contains("10 threads").doesNotContain("2000");
    }
}
