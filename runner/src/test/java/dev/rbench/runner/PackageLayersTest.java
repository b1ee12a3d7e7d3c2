package dev.rbench.runner;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The runner's packages form layers: each may use the ones below it, never one above, and no two
 * packages (sub-packages included) import each other. The order, lowest first, is what
 * docs/architecture.md describes.
 */
class PackageLayersTest {

    private static final String RUNNER = "dev.rbench.runner";

    /** Lowest first; a package may use those before it. The phase sub-packages are ordered by the cycle rule alone. */
    static final List<String> LAYERS = List.of(
            RUNNER + ".settings",
            RUNNER + ".failure",
            RUNNER + ".fault",
            RUNNER + ".backend",
            RUNNER + ".app",
            RUNNER + ".diagnosis",
            RUNNER + ".stack",
            RUNNER + ".service",
            RUNNER + ".scenario",
            RUNNER + ".calibration",
            RUNNER + ".results",
            RUNNER + ".phase..");

    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages(RUNNER);

    @Test
    void noPackageImportsOneThatImportsItBack() {
        slices().matching("dev.rbench.(**)").should().beFreeOfCycles().check(CLASSES);
    }

    @Test
    void eachLayerUsesOnlyTheLayersBelowIt() {
        List<String> upward = new ArrayList<>();
        for (int i = 0; i < LAYERS.size(); i++) {
            List<String> above = LAYERS.subList(i + 1, LAYERS.size());
            upward.addAll(noClasses().that().resideInAPackage(LAYERS.get(i))
                    .should().dependOnClassesThat().resideInAnyPackage(above.toArray(String[]::new))
                    .orShould().dependOnClassesThat().resideInAPackage(RUNNER)
                    .evaluate(CLASSES).getFailureReport().getDetails());
        }
        assertThat(upward).as("uses of a layer above; the layers, lowest first, are %s, with the runner's root on top", LAYERS)
                .isEmpty();
    }
}
