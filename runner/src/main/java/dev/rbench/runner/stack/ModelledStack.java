package dev.rbench.runner.stack;

import dev.rbench.model.ModelInput;
import dev.rbench.model.StackKind;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * What the model needs to know about a stack: how it queues, its threads T and the pool N its
 * requests wait on. A built-in stack takes T and N from the scenario; a user's app variant says them
 * itself, or cannot, and is then measured but not modelled.
 */
public interface ModelledStack {

    /** The name used in scenarios and results. */
    String name();

    /** How the analytic model treats this stack. */
    StackKind modelKind();

    /** T: the scenario's server threads for a blocking stack, unlimited otherwise. */
    default int modelThreads(StackSettings scenario) {
        return modelKind().threadLimited() ? scenario.serverThreads() : ModelInput.UNLIMITED;
    }

    /** N: the pool of the backend the route waits on (none where nothing bounds the wait). */
    default OptionalInt modelPool(StackSettings scenario) {
        return scenario.backend().modelPool();
    }

    /** Why this stack cannot be modelled, for the report; empty when it can. */
    default Optional<String> notModelled(StackSettings scenario) {
        return Optional.empty();
    }
}
