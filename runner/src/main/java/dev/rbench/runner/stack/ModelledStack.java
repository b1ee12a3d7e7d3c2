package dev.rbench.runner.stack;

import dev.rbench.model.ModelInput;
import dev.rbench.model.StackKind;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * What the model needs to know about a stack: how it queues, its threads T and the pool N its
 * requests wait on. A built-in stack takes T and N from the scenario; a user's app variant says them
 * itself, or cannot, and is then measured but not modelled; with {@code model: false} no stack is.
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

    /** Why a run with {@code model: false} is not modelled: said as the scenario's choice, not as a failure. */
    String MODEL_OFF = "not modelled: the scenario says model: false";

    /** Why this stack cannot be modelled, for the report; empty when it can. */
    default Optional<String> notModelled(StackSettings scenario) {
        return modelOff(scenario);
    }

    /** The scenario's own reason for no model, before anything a stack could lack. */
    static Optional<String> modelOff(StackSettings scenario) {
        return scenario.model() ? Optional.empty() : Optional.of(MODEL_OFF);
    }
}
