package dev.rbench.runner.backend;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import dev.rbench.runner.scenario.ScenarioYaml;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * What the rest of the runner asks of a backend, answered by its own case; and the rule that makes it ask:
 * nothing outside this package tests a backend's concrete type.
 */
class BackendQuestionsTest {

    private static final Map<String, Backend> CASES = Map.of(
            "none", backend("backend: none\n"),
            "mongo", backend("backend: mongo\n"),
            "postgres", backend("backend: postgres\n"),
            "mongo+postgres", backend("backend: {mongo+postgres: {}}\n"),
            "cassandra", backend("backend: {cassandra: {}}\n"),
            "downstream", backend("backend: {downstream: {}}\n"));

    private static Backend backend(String yaml) {
        return ScenarioYaml.read("path: /\n" + yaml, "s.yaml").build().backend();
    }

    private static List<String> where(java.util.function.Predicate<Backend> question) {
        return CASES.entrySet().stream().filter(e -> question.test(e.getValue())).map(Map.Entry::getKey).sorted().toList();
    }

    @Test
    void eachQuestionIsAnsweredByTheCasesItConcerns() {
        assertThat(where(Backend::fansOut)).containsExactly("mongo");
        assertThat(where(b -> b.crudEntities().isPresent())).containsExactly("mongo");
        assertThat(CASES.get("mongo").crudEntities()).isEqualTo(OptionalInt.of(1000));
        assertThat(where(b -> b.accessWays().isPresent())).containsExactly("mongo");
        assertThat(where(b -> b.poolMinimum().isPresent())).containsExactly("mongo");
        assertThat(where(Backend::faultsItself)).containsExactly("downstream");
        assertThat(where(b -> b.whyNoRoutes().isPresent())).containsExactly("cassandra");
        assertThat(where(b -> b.mongoStore().isPresent())).containsExactly("mongo", "mongo+postgres");
        assertThat(where(b -> b.postgresStore().isPresent())).containsExactly("mongo+postgres", "postgres");
    }

    @Test
    void aDatabaseIsBehindTheProxyOnlyWithADistance() {
        assertThat(where(Backend::behindProxy)).isEmpty();
        assertThat(backend("backend: {mongo: {latency: 1ms}}\n").behindProxy()).isTrue();
        assertThat(backend("backend: {postgres: {bandwidth: 1000000}}\n").behindProxy()).isTrue();
        assertThat(backend("backend: {mongo+postgres: {postgres: {latency: 2ms}}}\n").behindProxy()).isTrue();
    }

    @Test
    void noCodeOutsideTheBackendPackageTestsABackendsConcreteType() {
        List<String> checks = new ArrayList<>();
        for (JavaClass c : new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.rbench.runner")) {
            if (c.getPackageName().equals(Backend.class.getPackageName())) {
                continue;
            }
            for (JavaCodeUnit unit : c.getCodeUnits()) {
                unit.getInstanceofChecks().stream()
                        .filter(check -> check.getRawType().isAssignableTo(Backend.class) && !check.getRawType().isEquivalentTo(Backend.class))
                        .forEach(check -> checks.add(unit.getFullName() + " asks instanceof " + check.getRawType().getSimpleName() + " (line " + check.getLineNumber() + ")"));
            }
        }
        assertThat(checks).as("ask the Backend a question instead").isEmpty();
    }
}
