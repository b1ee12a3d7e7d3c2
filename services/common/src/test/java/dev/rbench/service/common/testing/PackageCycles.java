package dev.rbench.service.common.testing;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.ArchConfiguration;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.net.URISyntaxException;
import java.nio.file.Path;

/**
 * No package of a module's main code imports a package that imports it back: every package is a slice, and a cycle
 * between any two fails the module's test with the classes that close it. Each services module checks its own
 * classes; Maven's module order already keeps packages of different modules from importing each other back.
 */
public final class PackageCycles {

    private PackageCycles() {
    }

    /**
     * Fails, naming each cycle, if two packages of the main code that holds {@code mainClass} depend on each other.
     * Only that code is read (its classes directory or jar), not the whole class path, which takes tens of seconds.
     */
    public static void assertNone(Class<?> mainClass) {
        // The cycles are among these classes: the libraries they call need not be read too.
        ArchConfiguration.get().setResolveMissingDependenciesFromClassPath(false);
        JavaClasses classes = new ClassFileImporter().importPath(codeOf(mainClass));
        slices().matching("dev.rbench.(**)").should().beFreeOfCycles().check(classes);
    }

    private static Path codeOf(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
