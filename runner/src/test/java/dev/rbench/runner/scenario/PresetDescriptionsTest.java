package dev.rbench.runner.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.yaml.snakeyaml.Yaml;

/**
 * Every preset, in its full and its quick form, says what it runs: the figures of its description are filled from
 * the run's own values, and the prose written around them holds no figure but the study's number and those its path,
 * routes or stacks name (which the run requests as written).
 */
class PresetDescriptionsTest {

    private static final Path PRESETS = Path.of("..", "scenarios");
    private static final Pattern NUMBER = Pattern.compile("(?<![A-Za-z])\\d+(?:[,.]\\d+)*");
    private static final Pattern STUDY = Pattern.compile("(?i)study \\d+$");

    static Stream<Arguments> forms() throws IOException {
        return PresetFormsTest.presets().flatMap(file -> Stream.of(Arguments.of(file, false), Arguments.of(file, true)));
    }

    @ParameterizedTest(name = "{0} quick={1}")
    @MethodSource("forms")
    void everyFigureOfTheDescriptionIsTheRunsOwn(String file, boolean quick) throws IOException {
        Scenario s = ScenarioYaml.read(PRESETS.resolve(file)).quick(quick).build();
        String written = written(file, quick);
        assertThat(written).as(file + ": a description").isNotBlank();
        assertThat(s.description()).as(file + ": every placeholder filled").doesNotContain("{").doesNotContain("}");

        List<String> runsOwn = new ArrayList<>(List.of(s.requestPath()));
        runsOwn.addAll(s.routes());
        runsOwn.addAll(s.stacks());
        List<String> figures = new ArrayList<>();
        runsOwn.forEach(text -> NUMBER.matcher(text).results().forEach(r -> figures.add(r.group())));
        String prose = ScenarioDescription.prose(written);
        Matcher m = NUMBER.matcher(prose);
        while (m.find()) {
            String before = prose.substring(0, m.start());
            String word = word(prose, m.start(), m.end());
            boolean study = STUDY.matcher(before + m.group()).find();
            boolean code = word.matches(".*[/=_].*|.*[A-Za-z][(].*");
            assertThat(study || code || figures.contains(m.group().replace(",", ""))).as(file + (quick ? " --quick" : "")
                    + ": '" + m.group() + "' in \"" + written + "\" is not the run's; give it as a placeholder, e.g."
                    + " {serverThreads}, or write the quick form's own description").isTrue();
        }
    }

    /** The example: the quick form of downstream-500ms-fargate said the full form's users, delay and threads. */
    @Test
    void theFargateQuickFormSaysItsOwnFigures() {
        Scenario full = ScenarioYaml.read(PRESETS.resolve("downstream-500ms-fargate.yaml")).build();
        Scenario quick = ScenarioYaml.read(PRESETS.resolve("downstream-500ms-fargate.yaml")).quick(true).build();
        assertThat(full.description()).contains("GET /remote?ms=500", "after 500 ms",
                "closed loops of 100, 500, 1,000 and 2,000 users for 20 s", "Tomcat with 10,000 threads", "0.25 CPU and 2,048 MB");
        assertThat(quick.description()).contains("GET /remote?ms=200", "after 200 ms", "closed loops of 10 and 100 users for 3 s",
                "Tomcat with 50 threads", "0.25 CPU and 2,048 MB").doesNotContain("10,000").doesNotContain("2,000");
    }

    /** Flags change the figures as they change the run. */
    @Test
    void flagsChangeTheFiguresToo() {
        Scenario s = ScenarioYaml.read(PRESETS.resolve("seed-delay.yaml")).quick(true)
                .set("serverThreads", "7", dev.rbench.runner.settings.Origin.flag("--threads"))
                .switchCase("workload", "closed", dev.rbench.runner.settings.Origin.flag("--workload")).build();
        assertThat(s.description()).isEqualTo("The study's delay experiment: GET /delay/500 in closed loops of 1, 10, 50 and 100 users"
                + " for 3 s; Tomcat with 7 threads.");
    }

    @Test
    void aPlaceholderThatNamesNothingIsRefusedWhereItWasWritten() {
        String yaml = """
                name: x
                description: "GET {path} with {serverThread} threads"
                """;
        assertThatThrownBy(() -> ScenarioYaml.read(yaml, "x.yaml").build()).isInstanceOf(ScenarioException.class)
                .hasMessageContaining("x.yaml:2:").hasMessageContaining("{serverThread} names no key of a scenario");
        assertThat(ScenarioYaml.read(yaml.replace("{serverThread}", "{serverThreads}"), "x.yaml").build().description())
                .isEqualTo("GET /delay/2000 with 200 threads");
        // A secret is said as results.json records it, redacted.
        String mongo = """
                name: x
                description: "MongoDB at {backend.mongo.uri}"
                backend: {mongo: {uri: "mongodb://user:hunter2@db.example:27017"}}
                """;
        assertThat(ScenarioYaml.read(mongo, "x.yaml").build().description()).doesNotContain("hunter2").contains("***");
    }

    /** A key of a case the run no longer holds: the prose speaks of another experiment, and the run says its own. */
    @Test
    void aDescriptionOfAnotherBackendGivesWayToTheRunsOwn() {
        String yaml = """
                name: x
                description: "GET {path} on a pool of {backend.mongo.poolSize}"
                backend: {mongo: {poolSize: 7}}
                """;
        assertThat(ScenarioYaml.read(yaml, "x.yaml").build().description()).isEqualTo("GET /delay/2000 on a pool of 7");
        Scenario switched = ScenarioYaml.read(yaml, "x.yaml").switchCase("backend", "none", dev.rbench.runner.settings.Origin.flag("--set"))
                .build();
        assertThat(switched.description()).isEqualTo("GET /delay/2000, bursts of 1, 10, 100, 500, 1,000, 2,000 and 4,000 users over"
                + " a 1 s ramp (the description written for it names backend.mongo.poolSize, which this run does not have)");
    }

    /** The description as the file writes it for the form: the quick block's own, else the full form's. */
    @SuppressWarnings("unchecked")
    private static String written(String file, boolean quick) throws IOException {
        Map<String, Object> yaml = new Yaml().load(Files.readString(PRESETS.resolve(file)));
        Object own = quick && yaml.get("quick") instanceof Map<?, ?> q ? ((Map<String, Object>) q).get("description") : null;
        return String.valueOf(own != null ? own : yaml.get("description"));
    }

    /** The whitespace-delimited word around [start, end). */
    private static String word(String text, int start, int end) {
        int from = start;
        while (from > 0 && !Character.isWhitespace(text.charAt(from - 1))) {
            from--;
        }
        int to = end;
        while (to < text.length() && !Character.isWhitespace(text.charAt(to))) {
            to++;
        }
        return text.substring(from, to);
    }
}
