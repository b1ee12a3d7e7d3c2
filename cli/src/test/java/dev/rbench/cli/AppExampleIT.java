package dev.rbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.results.QueryCounts;
import dev.rbench.results.ResultsFile;
import dev.rbench.results.RunResults;
import dev.rbench.results.StackRun;
import dev.rbench.runner.service.RbenchHome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The docs' example of a user's own app ({@value #EXAMPLE}: Actuator on, ready at /actuator/health) is shown in the
 * docs exactly as the file holds it, and runs as written against services/sample-app, as a user runs it: rbench's
 * runnable jar from the repository's root, the file unchanged, only the load made short by flags and the model left out
 * ({@code --model false}: what it checks is measured; the sample app's model is SampleAppIT's).
 */
class AppExampleIT {

    static final String EXAMPLE = "docs/examples/orders-app.yaml";

    @Test
    void theDocsShowTheExampleAsTheFileHoldsIt() throws Exception {
        Path home = RbenchHome.locate().dir();
        String example = Files.readString(home.resolve(EXAMPLE)).stripTrailing();
        // As an indented block or in a fenced one, each line as in the file.
        String indented = example.lines().map(line -> line.isEmpty() ? "" : "    " + line).collect(Collectors.joining("\n"));
        String fenced = "```yaml\n" + example + "\n```";
        List<Path> docs;
        try (Stream<Path> md = Files.walk(home.resolve("docs"))) {
            docs = Stream.concat(Stream.of(home.resolve("README.md")), md.filter(p -> p.toString().endsWith(".md"))).toList();
        }
        assertThat(docs).as("a page of the docs showing " + EXAMPLE + " verbatim").anySatisfy(doc -> {
            String text = Files.readString(doc);
            assertThat(text.contains(indented) || text.contains(fenced)).isTrue();
        });
    }

    @Test
    void runsAsWrittenAgainstTheSampleApp(@TempDir Path out) throws Exception {
        Path home = RbenchHome.locate().dir();
        Path jar = home.resolve("cli/target/rbench.jar");
        assertThat(jar).as("packaged CLI").exists();
        assertThat(home.resolve("services/sample-app/target/rbench-sample-app.jar")).as("the sample app, built").exists();
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path run = out.resolve("run");
        Process rbench = new ProcessBuilder(java, "-Drbench.home=" + home, "-jar", jar.toString(), "run", EXAMPLE, "--quick",
                "--users", "4", "--set", "warmupDuration=1s", "--model", "false", "--out", run.toString())
                .directory(home.toFile()).redirectErrorStream(true).redirectOutput(out.resolve("rbench.log").toFile()).start();
        // The app's JVMs, seen while rbench runs: one left behind would outlive rbench under another parent.
        Set<ProcessHandle> apps = ConcurrentHashMap.newKeySet();
        try {
            long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(6);
            while (!rbench.waitFor(200, TimeUnit.MILLISECONDS) && System.nanoTime() < deadline) {
                rbench.descendants().filter(p -> p.info().commandLine().orElse("").contains("rbench-sample-app.jar")).forEach(apps::add);
            }
            assertThat(rbench.isAlive()).as("rbench ends").isFalse();
            String console = Files.readString(out.resolve("rbench.log"));
            assertThat(rbench.exitValue()).as(console).isZero();
            RunResults results = ResultsFile.readRunDir(run);
            assertThat(results.runs()).extracting(StackRun::stack).containsExactly("platform", "virtual", "tomcat-50");
            for (StackRun r : results.runs()) {
                // A variant never ready would have failed here: "GET /actuator/health: status 404" on the app's own port.
                assertThat(r.failure()).as(r.stack() + ": " + console).isNull();
                assertThat(r.steps()).as(r.stack()).isNotEmpty()
                        .allSatisfy(step -> assertThat(step.ok()).as(r.stack()).isEqualTo(step.requests()).isPositive());
                // The route's queries by the database's own count (pg_stat_statements): one statement a request, one row.
                assertThat(r.steps()).allSatisfy(step -> {
                    QueryCounts queries = step.database().queries();
                    assertThat(queries.queriesPerRequest()).as(r.stack()).isBetween(0.95, 1.05);
                    assertThat(queries.statements().getFirst().statement())
                            .isEqualTo("select id, item, quantity from orders where id = $1");
                    assertThat(queries.statements().getFirst().rowsPerCall()).isEqualTo(1.0);
                    assertThat(queries.nPlusOne()).isNull();
                });
            }
        } finally {
            rbench.descendants().forEach(ProcessHandle::destroyForcibly);
            rbench.destroyForcibly();
        }
        assertThat(apps).as("the app's JVMs were seen").isNotEmpty();
        assertThat(apps).as("nothing of the app left running").noneMatch(ProcessHandle::isAlive);
    }
}
