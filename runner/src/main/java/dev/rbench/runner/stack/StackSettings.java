package dev.rbench.runner.stack;

import dev.rbench.runner.app.AppSettings;
import dev.rbench.runner.app.AppVariant;
import dev.rbench.runner.backend.Backend;
import java.util.Map;

/**
 * What the stacks read of a scenario to start, describe, verify and model a service: its server's
 * threads and connections, the reactive stack's event loops, the backend the route waits on, a
 * user's app with its variants, and whether the run is modelled at all. The scenario is one; the stacks see no more of it than this.
 */
public interface StackSettings {

    int serverThreads();

    int serverMaxConnections();

    int eventLoops();

    int serviceHeapMb();

    Backend backend();

    AppSettings app();

    Map<String, AppVariant> variants();

    /** Whether the run is modelled at all: false when the scenario asks for measurements only. */
    boolean model();
}
