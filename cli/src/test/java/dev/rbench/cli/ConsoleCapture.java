package dev.rbench.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/** Base of CLI tests: captures what a command prints, as a user would see it, and restores the console. */
abstract class ConsoleCapture {

    protected final ByteArrayOutputStream out = new ByteArrayOutputStream();
    protected final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private PrintStream oldOut;
    private PrintStream oldErr;

    @BeforeEach
    void captureConsole() {
        oldOut = System.out;
        oldErr = System.err;
        System.setOut(new PrintStream(out, true));
        System.setErr(new PrintStream(err, true));
    }

    @AfterEach
    void restoreConsole() {
        System.setOut(oldOut);
        System.setErr(oldErr);
    }
}
