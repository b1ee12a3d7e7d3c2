package dev.rbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ModelTableTest {

    @Test
    void aStackTheRunnerCouldNotModelSaysWhatToGive() {
        String table = ModelTable.build(Fixtures.view(Fixtures.json("""
                { "schemaVersion": 2,
                  "scenario": { "name": "orders", "stacks": ["platform", "tomcat-50"], "users": [10] },
                  "runs": [
                    { "stack": "platform", "config": { "kind": "blocking", "serverThreads": 10 }, "steps": [
                        { "users": 10, "requests": 10, "ok": 10, "failed": false, "throughputRps": 5.0,
                          "latencyMs": { "mean": 200 }, "model": { "throughputRps": 5.0, "meanLatencyMs": 200 } } ] },
                    { "stack": "tomcat-50", "config": { "kind": "unknown", "model": "not modelled: give kind/threads/pool" },
                      "steps": [
                        { "users": 10, "requests": 10, "ok": 10, "failed": false, "throughputRps": 5.0,
                          "latencyMs": { "mean": 200 } } ] } ],
                  "complete": true }
                """))).markdown();
        assertThat(table).contains("not modelled: give kind/threads/pool");
        assertThat(table.lines().filter(l -> l.contains("platform")).findFirst().orElseThrow()).doesNotContain("not modelled");
    }
}
