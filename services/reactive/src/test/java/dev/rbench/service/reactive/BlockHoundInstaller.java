package dev.rbench.service.reactive;

/**
 * Lets tests in other packages install BlockHound exactly as {@link BlockHoundTest} does.
 * BlockHound installs once per JVM with the callback given first, so every test must go through
 * that one installation, or BlockHoundTest's own record would stay empty when it runs later.
 */
public final class BlockHoundInstaller {

    private BlockHoundInstaller() {
    }

    public static void install() {
        BlockHoundTest.installBlockHound();
    }
}
