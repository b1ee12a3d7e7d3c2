package dev.rbench.runner.phase;

import dev.rbench.loadgen.Workload;
import dev.rbench.results.StepRecord;
import java.util.ArrayList;
import java.util.List;

/** The warm-up on the scenario's zero-delay path, through the same generator as the steps. */
record LoadWarmUp(ProcessServiceSession session, LoadMeasurement load, StepRequest request) implements WarmUpRunner {

    @Override
    public List<StepRecord> run(List<Workload> loads) throws InterruptedException {
        List<StepRecord> records = new ArrayList<>();
        for (Workload workload : loads) {
            records.add(load.measure(session.process(), LoadMeasurement.WARMUP, request, workload, null));
        }
        return records;
    }
}
