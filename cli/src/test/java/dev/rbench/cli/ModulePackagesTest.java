package dev.rbench.cli;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;
import dev.rbench.runner.backend.Backend;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every dev.rbench package the command line sees (its own, the runner's, the report's, results', and
 * the modules under them) is free of cycles, and the modules keep their order: results and report
 * never import the runner, nothing below the command line imports it.
 */
class ModulePackagesTest {

    /** Test classes, whether in a module's test-classes folder or in a test jar (report's). */
    private static final ImportOption NO_TESTS =
            location -> ImportOption.Predefined.DO_NOT_INCLUDE_TESTS.includes(location) && !isTestJar(location);

    private static final JavaClasses CLASSES =
            new ClassFileImporter().withImportOption(NO_TESTS).importPackages("dev.rbench");

    private static boolean isTestJar(Location location) {
        return location.isJar() && location.contains("-tests.jar");
    }

    @Test
    void seesEveryModuleButNoTests() {
        // Not the sample app: in a full `verify` its jar on this class path is Boot's repackaged one, whose classes sit under
        // BOOT-INF/classes where no importer looks. It is one package, so it cannot hold a cycle of its own.
        assertThat(List.of("cli", "runner", "report", "results", "model", "protocol", "loadgen", "infra", "jmeter", "grep",
                "service.blocking", "service.reactive"))
                .allMatch(module -> CLASSES.containPackage("dev.rbench." + module), "imported");
        assertThat(CLASSES.stream().filter(c -> c.getSimpleName().endsWith("Test") || c.getSimpleName().endsWith("IT")))
                .isEmpty();
    }

    @Test
    void noPackageImportsOneThatImportsItBack() {
        slices().matching("dev.rbench.(**)").should().beFreeOfCycles().check(CLASSES);
    }

    @Test
    void resultsAndReportNeverImportTheRunner() {
        noClasses().that().resideInAnyPackage("dev.rbench.results..", "dev.rbench.report..")
                .should().dependOnClassesThat().resideInAnyPackage("dev.rbench.runner..", "dev.rbench.cli..")
                .check(CLASSES);
    }

    @Test
    void resultsNeverImportsTheReport() {
        noClasses().that().resideInAPackage("dev.rbench.results..")
                .should().dependOnClassesThat().resideInAPackage("dev.rbench.report..")
                .check(CLASSES);
    }

    @Test
    void onlyTheCommandLineImportsIt() {
        noClasses().that().resideOutsideOfPackage("dev.rbench.cli..")
                .should().dependOnClassesThat().resideInAPackage("dev.rbench.cli..")
                .check(CLASSES);
    }

    @Test
    void noCodeOutsideTheBackendPackageTestsABackendsConcreteType() {
        List<String> checks = CLASSES.stream()
                .filter(c -> !c.getPackageName().equals(Backend.class.getPackageName()))
                .flatMap(c -> c.getCodeUnits().stream())
                .flatMap(unit -> unit.getInstanceofChecks().stream()
                        .filter(check -> check.getRawType().isAssignableTo(Backend.class)
                                && !check.getRawType().isEquivalentTo(Backend.class))
                        .map(check -> unit.getFullName() + " asks instanceof " + check.getRawType().getSimpleName()))
                .toList();
        assertThat(checks).as("ask the Backend a question instead").isEmpty();
    }
}
