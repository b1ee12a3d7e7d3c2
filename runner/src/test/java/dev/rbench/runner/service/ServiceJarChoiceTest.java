package dev.rbench.runner.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rbench.runner.failure.ServiceException;
import dev.rbench.runner.scenario.Scenario;
import dev.rbench.runner.scenario.ScenarioYaml;
import dev.rbench.runner.stack.Stacks;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** When a service starts from its AOT cache and when from its plain jar (the cache itself: cli's ServiceAotCacheIT). */
class ServiceJarChoiceTest {

    @TempDir
    Path home;

    private Path jar() throws Exception {
        Path jar = new RbenchHome(home).serviceJar("blocking");
        Files.createDirectories(jar.getParent());
        // Not a Spring Boot jar: asked for a cache, its extraction fails.
        return Files.writeString(jar, "not a jar");
    }

    private static Scenario scenario(String extra) {
        return ScenarioYaml.read("name: x\nstacks: [blocking]\n" + extra, "x.yaml").build();
    }

    @Test
    void theKeyOffOrJvmOptionsOfTheUsersOwnStartThePlainJarWithoutTryingACache() throws Exception {
        Path jar = jar();
        List<String> said = new ArrayList<>();
        for (Scenario s : List.of(scenario("serviceAotCache: false\n"), scenario("serviceJvmOptions: [-XX:+UseZGC]\n"))) {
            assertThat(ServiceProcess.serviceJar(new RbenchHome(home), Stacks.get("blocking"), s, said::add))
                    .isEqualTo(ServiceJar.plain(jar));
        }
        assertThat(said).as("no cache was tried").isEmpty();
        assertThat(jar.resolveSibling("aot-" + Runtime.version())).doesNotExist();
    }

    @Test
    void byDefaultACacheIsTriedAndOneThatCannotBeMadeLeavesThePlainJarSayingWhy() throws Exception {
        Path jar = jar();
        List<String> said = new ArrayList<>();
        ServiceJar chosen = ServiceProcess.serviceJar(new RbenchHome(home), Stacks.get("blocking"), scenario(""), said::add);
        assertThat(chosen).isEqualTo(ServiceJar.plain(jar));
        assertThat(chosen.jvmOptions()).isEmpty();
        assertThat(said).singleElement().asString().contains("plain jar", "could not be made", "extracting the jar");
    }

    @Test
    void aMissingJarSaysHowToBuildIt() {
        assertThatThrownBy(() -> ServiceProcess.serviceJar(new RbenchHome(home), Stacks.get("blocking"), scenario(""), s -> { }))
                .isInstanceOf(ServiceException.class).hasMessageContaining("./rbench build");
    }

    @Test
    void aCachedJarPointsTheJvmAtItsCache() {
        ServiceJar cached = new ServiceJar(Path.of("/x/aot/s.jar"), Path.of("/x/aot/s.aot"));
        assertThat(cached.fromAotCache()).isTrue();
        assertThat(cached.jvmOptions()).containsExactly("-XX:AOTCache=/x/aot/s.aot");
    }
}
