package dev.rbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.results.RunResults;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.ObjectNode;

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

    /** A run the scenario kept from the model says so in place of the table, in both outputs, as its choice, not a failure. */
    @Test
    void aRunWithTheModelOffSaysTheScenarioChoseItInBothOutputs() {
        ObjectNode tree = Fixtures.load(Fixtures.SEED_DELAY_MEASURED);
        ((ObjectNode) tree.get("scenario")).put("model", false);
        for (var run : tree.get("runs").values()) {
            run.get("steps").values().forEach(step -> ((ObjectNode) step).remove(List.of("model", "modelError")));
        }
        RunResults off = Fixtures.results(tree);
        String md = SummaryMarkdown.render(off);
        assertThat(md).contains("## Model\n\nNot modelled: the scenario said model: false, so no stack was calibrated")
                .doesNotContain("error % = measured / predicted").doesNotContain("failed to calibrate");
        String html = HtmlReport.render(off);
        assertThat(html).contains("<p class=\"lede\" id=\"model-off\">Not modelled: the scenario said model: false")
                .doesNotContain("id=\"model-table\"");

        RunResults older = Fixtures.results(Fixtures.load(Fixtures.SEED_DELAY_MEASURED));
        assertThat(older.scenario().model()).as("a file written before the key").isNull();
        assertThat(SummaryMarkdown.render(older)).doesNotContain("Not modelled: the scenario said")
                .contains("error % = measured / predicted");
    }
}
