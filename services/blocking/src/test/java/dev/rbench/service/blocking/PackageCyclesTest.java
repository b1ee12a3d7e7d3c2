package dev.rbench.service.blocking;

import dev.rbench.service.common.testing.PackageCycles;
import org.junit.jupiter.api.Test;

/** This module's packages import each other one way only (ArchUnit; see {@link PackageCycles}). */
class PackageCyclesTest {

    @Test
    void noPackageImportsOneThatImportsItBack() {
        PackageCycles.assertNone(BlockingServiceApplication.class);
    }
}
