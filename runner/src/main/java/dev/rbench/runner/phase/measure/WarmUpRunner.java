package dev.rbench.runner.phase.measure;

import dev.rbench.loadgen.Workload;
import dev.rbench.results.StepRecord;
import dev.rbench.results.WarmupSettling;
import java.util.List;

/** Runs the warm-up loads against the service; each is recorded, none counts in the figures. */
public interface WarmUpRunner {

    /** One record per load, in order, and how the warm-up ended. */
    WarmUp run(List<Workload> loads) throws InterruptedException;

    /** @param settling how the warm-up ended (null where it was not extended: a fake, or none asked) */
    record WarmUp(List<StepRecord> loads, WarmupSettling settling) {

        public WarmUp {
            loads = List.copyOf(loads);
        }
    }
}
