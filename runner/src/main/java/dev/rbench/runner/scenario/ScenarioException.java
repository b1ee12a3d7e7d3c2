package dev.rbench.runner.scenario;

import java.io.Serial;
import java.util.List;

/** A scenario that cannot run; the message lists every problem, each saying what to fix. */
public final class ScenarioException extends RuntimeException {

    @Serial
    private static final long serialVersionUID = 1L;

    // List.copyOf and List.of return serializable lists; javac only sees the declared type List.
    @SuppressWarnings("serial")
    private final List<String> problems;

    public ScenarioException(List<String> problems) {
        super("invalid scenario:\n  - " + String.join("\n  - ", problems));
        this.problems = List.copyOf(problems);
    }

    public ScenarioException(String message) {
        super(message);
        this.problems = List.of(message);
    }

    public List<String> problems() {
        return problems;
    }
}
