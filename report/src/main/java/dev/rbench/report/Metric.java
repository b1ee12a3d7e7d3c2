package dev.rbench.report;

import java.util.function.Function;

import tools.jackson.databind.JsonNode;

/** One chart's quantity: how to read it (and, where the model predicts it, its prediction) from a step. */
enum Metric {
    MEAN_LATENCY("Mean latency", "mean latency (s)", Results::meanSeconds, ModelTable::modelMeanSeconds),
    THROUGHPUT("Throughput", "throughput (req/s)", s -> Json.num(s, "throughput"), s -> Json.num(s, "model", "throughput")),
    P99_LATENCY("p99 latency", "p99 latency (s)", s -> seconds(Json.num(s, "latencyMs", "p99")), null),
    ERRORS("Errors", "errors (% of requests)", Results::errorPercent, null),
    CPU("Service CPU (mean)", "CPU % (100 = one core)", s -> Json.num(s, "sut", "cpuPercentMean"), null),
    RSS("Service memory (max RSS)", "RSS (MB)", s -> Json.num(s, "sut", "rssMbMax"), null),
    THREADS("Service threads (max)", "live threads", s -> Json.num(s, "sut", "threadsMax"), null);

    final String title;
    final String axisLabel;
    final Function<JsonNode, Double> measured;
    /** Null when the model makes no prediction for this quantity. */
    final Function<JsonNode, Double> model;

    Metric(String title, String axisLabel, Function<JsonNode, Double> measured, Function<JsonNode, Double> model) {
        this.title = title;
        this.axisLabel = axisLabel;
        this.measured = measured;
        this.model = model;
    }

    private static Double seconds(Double ms) {
        return ms == null ? null : ms / 1000.0;
    }
}
