package dev.rbench.runner.phase.plan;

/**
 * What one load of a stack is for: the warm-up before its steps, or one of its steps by the label the console, the
 * interval logs and the step engines use ("100 users"). The warm-up is always our generator's, unrecorded as a step:
 * no activity sampling, no JVM threads or backend CPU, no interval log.
 */
public sealed interface LoadRole {

    LoadRole WARM_UP = new WarmUp();

    /** As the console shows it: "warm-up", "100 users". */
    String label();

    record WarmUp() implements LoadRole {
        @Override
        public String label() {
            return "warm-up";
        }
    }

    record Step(String label) implements LoadRole {
    }
}
