package dev.rbench.report;

import dev.rbench.results.StepRecord;
import java.util.function.Function;

/** One chart's quantity: how to read it (and, where the model predicts it, its prediction) from a step. */
enum Metric {
    MEAN_LATENCY("Mean latency", "mean latency (s)", Medians::meanSeconds, ModelTable::modelMeanSeconds),
    THROUGHPUT("Throughput", "throughput (req/s)", Medians::throughput, s -> s.model() == null ? null : s.model().throughputRps()),
    P99_LATENCY("p99 latency", "p99 latency (s)", Medians::p99Seconds, null),
    ERRORS("Errors", "errors (% of requests)", StepRecord::errorPercent, null),
    CPU("Service CPU (mean)", "CPU % (100 = one core)", s -> s.sut() == null ? null : s.sut().cpuPercentMean(), null),
    RSS("Service memory (max RSS)", "RSS (MB)", s -> s.sut() == null ? null : s.sut().rssMbMax(), null),
    THREADS("Service threads (max)", "live threads", s -> s.sut() == null ? null : (double) s.sut().threadsMax(), null);

    final String title;
    final String axisLabel;
    final Function<StepRecord, Double> measured;
    /** Null when the model makes no prediction for this quantity. */
    final Function<StepRecord, Double> model;

    Metric(String title, String axisLabel, Function<StepRecord, Double> measured, Function<StepRecord, Double> model) {
        this.title = title;
        this.axisLabel = axisLabel;
        this.measured = measured;
        this.model = model;
    }
}
