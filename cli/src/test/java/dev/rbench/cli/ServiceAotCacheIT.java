package dev.rbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.runner.service.RbenchHome;
import dev.rbench.runner.service.ServiceAotCache;
import dev.rbench.runner.service.ServiceJar;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A built-in service's AOT cache made from its real jar (a copy, so that no other test's services see it change): made
 * once, found again without a second training, made again for a rebuilt jar, refused by nothing (the JVM is told to
 * fail rather than start without it), and a jar that cannot be cached leaves the plain jar with the reason said.
 */
class ServiceAotCacheIT {

    @Test
    void madeOnceFoundAgainRemadeForARebuiltJarAndTheJvmStartsFromIt(@TempDir Path dir) throws Exception {
        Path built = RbenchHome.locate().serviceJar("downstream");
        assertThat(built).as("the downstream service, built").exists();
        Path jar = Files.copy(built, dir.resolve(built.getFileName()));
        List<String> said = new ArrayList<>();

        ServiceJar first = ServiceAotCache.prepare(jar, said::add);
        assertThat(first.fromAotCache()).as(String.join("\n", said)).isTrue();
        assertThat(first.aotCache()).exists().isNotEmptyFile();
        assertThat(first.jar()).exists().isNotEqualTo(jar);
        assertThat(said).singleElement().asString().startsWith("rbench: made the AOT cache");
        FileTime made = Files.getLastModifiedTime(first.aotCache());

        ServiceJar again = ServiceAotCache.prepare(jar, said::add);
        assertThat(again).isEqualTo(first);
        assertThat(Files.getLastModifiedTime(again.aotCache())).as("not trained again").isEqualTo(made);
        assertThat(said).hasSize(1);

        // -XX:AOTMode=on: a JVM that cannot map the cache exits with an error instead of starting without it.
        assertThat(startsAndExits(again, "-XX:AOTMode=on")).as("the JVM starts from the cache").isZero();

        Files.setLastModifiedTime(jar, FileTime.fromMillis(made.toMillis() + 2_000));
        ServiceJar rebuilt = ServiceAotCache.prepare(jar, said::add);
        assertThat(rebuilt.fromAotCache()).isTrue();
        assertThat(Files.getLastModifiedTime(rebuilt.aotCache())).as("trained again for the rebuilt jar").isNotEqualTo(made);
        assertThat(said).hasSize(2);
    }

    @Test
    void aJarThatCannotBeCachedLeavesThePlainJarAndSaysWhy(@TempDir Path dir) throws Exception {
        Path notBoot = Files.copy(RbenchHome.locate().dir().resolve("cli/target/rbench.jar"), dir.resolve("rbench-service-x-exec.jar"));
        List<String> said = new ArrayList<>();
        ServiceJar jar = ServiceAotCache.prepare(notBoot, said::add);
        assertThat(jar).isEqualTo(ServiceJar.plain(notBoot));
        assertThat(said).singleElement().asString().contains("started from the plain jar", "could not be made", ".log");
        // Not tried again by this JVM.
        assertThat(ServiceAotCache.prepare(notBoot, said::add)).isEqualTo(ServiceJar.plain(notBoot));
        assertThat(said).hasSize(1);
    }

    /** Starts the service from {@code jar} until its context is refreshed, answering the JVM's exit code. */
    private static int startsAndExits(ServiceJar jar, String... options) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        cmd.addAll(List.of(options));
        cmd.addAll(jar.jvmOptions());
        cmd.addAll(List.of("-Dspring.context.exit=onRefresh", "-jar", jar.jar().toString(), "--server.port=0",
                "--server.address=127.0.0.1"));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        try {
            assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("the service exits once refreshed").isTrue();
            return p.exitValue();
        } finally {
            p.destroyForcibly();
        }
    }
}
