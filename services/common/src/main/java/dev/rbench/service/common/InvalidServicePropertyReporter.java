package dev.rbench.service.common;

import dev.rbench.service.common.errors.InvalidServicePropertyException;
import java.io.PrintStream;

import org.springframework.boot.SpringBootExceptionReporter;
import org.springframework.core.Ordered;

/**
 * Reports a bad {@code --rbench.*} argument as exactly one stderr line instead of Spring's stack
 * trace, so the runner can show the user the reason verbatim. Runs before Boot's FailureAnalyzers;
 * returning true also stops Boot from logging the exception again. Other failures are left alone.
 */
public class InvalidServicePropertyReporter implements SpringBootExceptionReporter, Ordered {
    static final String PREFIX = "rbench-service failed to start: ";

    private final PrintStream err;

    public InvalidServicePropertyReporter() {
        this(System.err);
    }

    InvalidServicePropertyReporter(PrintStream err) {
        this.err = err;
    }

    @Override
    public boolean reportException(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof InvalidServicePropertyException invalid) {
                // One line even if the offending value contained a line break.
                err.println(PREFIX + invalid.getMessage().replaceAll("\\R", " "));
                err.flush();
                return true;
            }
        }
        return false;
    }

    @Override
    public int getOrder() {
        return HIGHEST_PRECEDENCE;
    }
}
