package dev.rbench.runner.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rbench.model.StackKind;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.ScenarioException;
import dev.rbench.runner.scenario.ScenarioYaml;
import dev.rbench.runner.stack.AppStack;
import dev.rbench.runner.stack.ModelledStack;
import dev.rbench.runner.stack.Stacks;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** {@code app:}, {@code variants:} and {@code expect:} as a scenario file writes them, and every mistake in them. */
class AppScenarioTest {

    private static final String APP = """
            name: orders
            app:
              command: [java, -jar, target/orders.jar, "--server.port={port}"]
              workdir: .
              ready: /actuator/health
              env: {SPRING_DATASOURCE_URL: "{postgres.jdbcUrl}", SPRING_DATASOURCE_PASSWORD: "{postgres.password}"}
            variants:
              platform: {args: [--spring.threads.virtual.enabled=false], kind: blocking, threads: 200, pool: 10}
              virtual: {args: [--spring.threads.virtual.enabled=true], kind: virtual, pool: 10}
              tomcat-50: {args: [--server.tomcat.threads.max=50]}
            backend: {postgres: {latency: 20ms}}
            path: /api/orders/42
            expect: {status: 200, contains: "\\"id\\":42"}
            """;

    private static Scenario read(String yaml) {
        return ScenarioYaml.read(yaml, "orders.yaml").build();
    }

    private static String problems(String yaml) {
        return assertThatThrownBy(() -> read(yaml)).isInstanceOf(ScenarioException.class).actual().getMessage();
    }

    @Test
    void eachVariantIsAStackOfTheRunInTheOrderWritten() {
        Scenario s = read(APP);
        assertThat(s.stacks()).containsExactly("platform", "virtual", "tomcat-50");
        assertThat(s.app().source()).isEqualTo(new AppSource.Command(
                List.of("java", "-jar", "target/orders.jar", "--server.port={port}"), Path.of("."), "/actuator/health",
                Map.of("SPRING_DATASOURCE_URL", "{postgres.jdbcUrl}", "SPRING_DATASOURCE_PASSWORD", "{postgres.password}"), false));
        assertThat(s.expect()).isEqualTo(new Expect(200, "\"id\":42"));
        assertThat(s.variants().get("platform")).isEqualTo(new AppVariant(List.of("--spring.threads.virtual.enabled=false"),
                AppVariant.Kind.BLOCKING, 200, 10));
        // results.json records the variants under the scenario, as written.
        assertThat(s.toMap()).containsKeys("app", "variants", "expect");
        assertThat(dev.rbench.runner.scenario.ScenarioBuilder.keys().stream().map(k -> k.path()))
                .contains("app.command", "app.env.*", "app.seed", "variants.*.threads", "expect.contains");
    }

    @Test
    void stacksPicksSomeVariants() {
        assertThat(read(APP + "stacks: [virtual, platform]\n").stacks()).containsExactly("virtual", "platform");
        assertThat(problems(APP + "stacks: [blocking]\n")).contains("'blocking' is not a variant of the app; its variants: platform,"
                + " virtual, tomcat-50");
    }

    @Test
    void theModelTakesWhatTheVariantSaysAndNothingElse() {
        Scenario s = read(APP);
        AppStack platform = AppStack.of(s, "platform");
        assertThat(platform.modelKind()).isEqualTo(StackKind.BLOCKING);
        assertThat(platform.modelThreads(s)).isEqualTo(200);
        assertThat(platform.modelPool(s)).isEqualTo(OptionalInt.of(10));
        assertThat(platform.notModelled(s)).isEmpty();
        assertThat(AppStack.of(s, "virtual").notModelled(s)).isEmpty();
        assertThat(AppStack.of(s, "tomcat-50").notModelled(s)).contains(AppStack.NOT_MODELLED);
        assertThat(AppStack.of(s, "tomcat-50").config(s)).containsEntry("model", AppStack.NOT_MODELLED);
        assertThat(platform.config(s)).containsEntry("jvm", Map.of("version", Runtime.version().toString(), "heapMb", 1024));
    }

    /** With model: false no variant is modelled, the scenario's reason said before any a variant could give; nor is a built-in stack. */
    @Test
    void withTheModelOffNoStackIsModelledAndTheScenarioIsTheReason() {
        Scenario s = read(APP + "model: false\n");
        assertThat(AppStack.of(s, "platform").notModelled(s)).contains(ModelledStack.MODEL_OFF);
        assertThat(AppStack.of(s, "tomcat-50").config(s)).containsEntry("model", ModelledStack.MODEL_OFF);
        Scenario builtIn = ScenarioYaml.read("model: false\n", "s.yaml").build();
        assertThat(Stacks.get("blocking").notModelled(builtIn)).contains(ModelledStack.MODEL_OFF);
        assertThat(Stacks.get("blocking").notModelled(ScenarioYaml.read("name: x\n", "s.yaml").build())).isEmpty();
    }

    @Test
    void withActuatorWhatTheRunningAppReportsFillsWhatTheVariantLeftOut() {
        Scenario s = read(APP.replace("ready: /actuator/health", "ready: /actuator/health\n  actuator: true")
                .replace("tomcat-50: {args: [--server.tomcat.threads.max=50]}",
                        "tomcat-50: {args: [--server.tomcat.threads.max=50], kind: blocking}"));
        assertThat(s.app().actuator()).isTrue();
        assertThat(s.app().source().actuator()).isTrue();
        AppStack tomcat50 = AppStack.of(s, "tomcat-50");
        // Before the app has started: kind alone is not enough for the model.
        assertThat(tomcat50.notModelled(s)).contains(AppStack.NOT_MODELLED);
        assertThat(tomcat50.config(s)).containsEntry("fromActuator", List.of());

        tomcat50.sizes().learnt(new AppSizes.Reported(OptionalInt.of(50), OptionalInt.of(10)));
        assertThat(tomcat50.notModelled(s)).isEmpty();
        assertThat(tomcat50.modelThreads(s)).isEqualTo(50);
        assertThat(tomcat50.modelPool(s)).isEqualTo(OptionalInt.of(10));
        assertThat(tomcat50.config(s)).containsEntry("serverThreads", 50).containsEntry("pool", 10)
                .containsEntry("fromActuator", List.of("serverThreads", "pool")).doesNotContainKey("model");
        // What the variant says wins over what the app reports.
        AppStack platform = AppStack.of(s, "platform");
        platform.sizes().learnt(new AppSizes.Reported(OptionalInt.of(8), OptionalInt.of(4)));
        assertThat(platform.modelThreads(s)).isEqualTo(200);
        assertThat(platform.modelPool(s)).isEqualTo(OptionalInt.of(10));
        assertThat(platform.config(s)).containsEntry("fromActuator", List.of());
        assertThat(read(APP).app().actuator()).as("off unless asked").isFalse();
    }

    /** With actuator: true Boot serves /actuator on the management port rbench opens: a ready path there is asked there. */
    @Test
    void withActuatorAReadyPathUnderActuatorIsAskedOnTheManagementPort() {
        String actuator = APP.replace("ready: /actuator/health", "ready: /actuator/health\n  actuator: true");
        assertThat(command(read(actuator)).readyOnManagementPort()).isTrue();
        assertThat(command(read(actuator.replace("ready: /actuator/health", "ready: /actuator"))).readyOnManagementPort()).isTrue();
        assertThat(command(read(actuator.replace("ready: /actuator/health", "ready: /actuator/health/readiness")))
                .readyOnManagementPort()).isTrue();
        assertThat(command(read(actuator.replace("ready: /actuator/health", "ready: /api/orders/1"))).readyOnManagementPort())
                .as("the app's own route stays on its port").isFalse();
        assertThat(command(read(actuator.replace("ready: /actuator/health", "ready: /actuators"))).readyOnManagementPort())
                .as("only the /actuator path itself and below it").isFalse();
        assertThat(command(read(APP)).readyOnManagementPort()).as("without actuator: true the app's Actuator is where the app puts it")
                .isFalse();
    }

    private static AppSource.Command command(Scenario s) {
        return (AppSource.Command) s.app().source();
    }

    @Test
    void aRunningAppIsReachedByUrlAndOneUnnamedVariant() {
        Scenario s = read("app: {url: \"http://127.0.0.1:8080/\", pid: 4242}\npath: /hello\n");
        assertThat(s.stacks()).containsExactly("app");
        assertThat(s.app().source()).isEqualTo(new AppSource.Running(java.net.URI.create("http://127.0.0.1:8080"), OptionalLong.of(4242), false));
    }

    @Test
    void anUnknownPlaceholderIsALoadTimeErrorWhereItWasWritten() {
        String message = problems(APP.replace("--server.port={port}", "--server.port={prot}"));
        assertThat(message).contains("orders.yaml:3:12").contains("unknown placeholder {prot}").contains("{port}");
    }

    @Test
    void thePasswordNeverGoesOnACommandLine() {
        String message = problems(APP.replace("[--server.tomcat.threads.max=50]", "[\"--spring.datasource.password={postgres.password}\"]"));
        assertThat(message).contains("orders.yaml:10:21").contains("may only be used in env");
    }

    @Test
    void theDatabasePlaceholdersNeedTheDatabase() {
        assertThat(problems(APP.replace("backend: {postgres: {latency: 20ms}}\n", ""))).contains("set backend: postgres");
        assertThat(problems("app: {command: [x], env: {M: \"{mongo.uri}\"}}\n")).contains("set backend: mongo");
        assertThat(problems("app: {command: [x, \"{mongo.uri}\"]}\nbackend: mongo\n")).contains("{mongo.uri} may only be used in env");
        assertThat(read("app: {command: [x], env: {M: \"{mongo.uri}\"}}\nbackend: mongo\n").backend().isDatabase()).isTrue();
    }

    @Test
    void aSeedIsAFileForOurPostgres() {
        assertThat(problems("app: {command: [x], seed: no-such.sql}\nbackend: postgres\n")).contains("orders.yaml:1:").contains("no file");
        assertThat(problems("app: {command: [x], seed: pom.xml}\n")).contains("set backend: postgres");
    }

    @Test
    void aJsonSeedIsForOurMongoDb(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path json = java.nio.file.Files.writeString(dir.resolve("orders.json"), "{\"collections\": {\"orders\": []}}");
        Path sql = java.nio.file.Files.writeString(dir.resolve("orders.sql"), "select 1;");
        assertThat(read("app: {command: [x], seed: \"" + json + "\"}\nbackend: mongo\n").app().seed()).isEqualTo(json.toString());
        assertThat(problems("app: {command: [x], seed: \"" + json + "\"}\nbackend: postgres\n")).contains("set backend: mongo");
        assertThat(problems("app: {command: [x], seed: \"" + sql + "\"}\nbackend: mongo\n")).contains("set backend: postgres");
        assertThat(AppSeed.isJson("data/Orders.JSON")).isTrue();
        assertThat(AppSeed.isJson("schema.sql")).isFalse();
    }

    @Test
    void anAppsBackendIsADatabaseItCanBeHanded() {
        assertThat(problems("app: {command: [x]}\nbackend: cassandra\n")).contains("an app's database is postgres, mongo");
    }

    @Test
    void theIssuesFlatDatabaseFormLoadsToo() {
        Scenario s = read(APP.replace("backend: {postgres: {latency: 20ms}}\n", "database: postgres\ndb: {latency: 20ms}\n"));
        assertThat(s.backend().postgresStore().orElseThrow().latency()).isEqualTo(java.time.Duration.ofMillis(20));
    }

    @Test
    void commandAndUrlVariantsWithoutAnAppAndBadNamesAreRefused() {
        assertThat(problems("app: {command: [x], url: \"http://127.0.0.1:1\"}\n")).contains("not both");
        assertThat(problems("variants: {a: {kind: virtual}}\n")).contains("variants are of a user's app");
        assertThat(problems("app: {command: [x]}\nvariants: {\"a b\": {}}\n")).contains("'a b' must be");
        assertThat(problems("app: {command: [x]}\nvariants: {a: {kind: virtual, threads: 10}}\n")).contains("kind: blocking");
        assertThat(problems("app: {command: [x]}\nvariants: {a: {kind: fast}}\n")).contains("'fast' is not one of");
        assertThat(problems("app: {command: [x]}\nvariants: {a: {thread: 10}}\n")).contains("did you mean 'threads'");
    }

    @Test
    void theQuickFormKeepsTheVariants() {
        Scenario s = ScenarioYaml.read(APP, "orders.yaml").quick(true).build();
        assertThat(s.stacks()).containsExactly("platform", "virtual", "tomcat-50");
        assertThat(s.variants().get("platform").threads()).isEqualTo(200);
        assertThat(s.app().env()).containsKey("SPRING_DATASOURCE_URL");
    }
}
