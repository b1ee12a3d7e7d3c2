package dev.rbench.runner.phase;

import dev.rbench.loadgen.Workload;
import dev.rbench.results.StepRecord;
import java.util.List;

/** Runs the warm-up loads against the service; each is recorded, none counts in the figures. */
public interface WarmUpRunner {

    /** One record per load, in order. */
    List<StepRecord> run(List<Workload> loads) throws InterruptedException;
}
