package dev.rbench.service.reactive;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Runs every test of a class under BlockHound and fails any test during which a non-blocking
 * thread blocked, even if its responses were right: a blocked event loop shows as latency under
 * load, not as a wrong answer.
 */
public class NoBlockingCalls implements BeforeAllCallback, BeforeEachCallback, AfterEachCallback {

    @Override
    public void beforeAll(ExtensionContext context) {
        BlockHoundGuard.install();
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        BlockHoundGuard.forget();
    }

    @Override
    public void afterEach(ExtensionContext context) {
        assertThat(BlockHoundGuard.detected()).as(BlockHoundGuard.report()).isEmpty();
    }
}
