package dev.rbench.runner.backend;

import dev.rbench.runner.settings.Case;
import dev.rbench.runner.settings.Problems;
import java.util.OptionalInt;

/** The delay experiments: the route waits on nothing the runner provides. */
@Case(value = "none", doc = "the route waits on nothing the runner provides (the delay route)")
public record NoBackend() implements Backend {

    @Override
    public BackendSession start(BackendContext context) {
        return BackendSession.NONE;
    }

    @Override
    public OptionalInt modelPool() {
        return OptionalInt.empty();
    }

    @Override
    public String where() {
        return "";
    }

    @Override
    public boolean present() {
        return false;
    }

    @Override
    public void validate(Problems problems) {
    }
}
