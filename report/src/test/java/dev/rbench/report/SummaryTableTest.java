package dev.rbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.ObjectNode;

class SummaryTableTest {

    /** Two stacks, three steps: a normal one, one failed after running, one that never ran, one missing. */
    static ObjectNode small() {
        return Fixtures.json("""
                { "schemaVersion": 1,
                  "scenario": { "name": "tiny", "stacks": ["blocking", "reactive"], "users": [1, 10, 100] },
                  "runs": [
                    { "stack": "blocking", "steps": [
                        { "users": 1, "requests": 1, "ok": 1, "failed": false, "throughput": 0.5,
                          "latencyMs": { "mean": 2003.4567 } },
                        { "users": 10, "requests": 10, "ok": 7, "failed": true, "failure": "3 timed out",
                          "errors": { "connect": 0, "timeout": 3 }, "throughput": 3.456, "latencyMs": { "mean": 2100 } },
                        { "users": 100, "requests": 0, "ok": 0, "failed": true, "failure": "could not start" } ] },
                    { "stack": "reactive", "steps": [
                        { "users": 1, "requests": 1, "ok": 1, "failed": false, "throughput": 0.49,
                          "latencyMs": { "mean": 2010 }, "someFutureKey": [1, 2] } ] } ],
                  "complete": false }
                """);
    }

    @Test
    void cellsFollowTheStudyRules() {
        List<String> lines = Fixtures.table(small()).lines().toList();
        assertThat(lines.get(0)).isEqualTo(
                "| users | mean s blocking | mean s reactive | throughput req/s blocking | throughput req/s reactive "
                        + "| errors % blocking | errors % reactive |");
        assertThat(cells(lines.get(2))).containsExactly("1", "2.003", "2.010", "0.50", "0.49", "0.00", "0.00");
        assertThat(cells(lines.get(3))).containsExactly("10", "2.100!", "-", "3.46!", "-", "30.00!", "-");
        assertThat(cells(lines.get(4))).containsExactly("100", "failed", "-", "failed", "-", "failed", "-");
    }

    @Test
    void everyCellIsRightAligned() {
        String line = Fixtures.table(small()).lines().skip(2).findFirst().orElseThrow();
        assertThat(line).startsWith("|     1 |           2.003 |");
    }

    @Test
    void incompleteRunIsMarkedAndFailuresListed() {
        String md = Fixtures.summary(small());
        assertThat(md).startsWith("# tiny (incomplete)\n")
                .contains("- blocking, 10 users: 3 timed out (errors: timeout 3)")
                .contains("- blocking, 100 users: could not start")
                .contains("The run is incomplete");
    }

    @Test
    void missingOptionalSectionsDoNotBreakRendering() {
        ObjectNode bare = Fixtures.json("{\"schemaVersion\":1}");
        assertThat(Fixtures.summary(bare)).startsWith("# unnamed scenario");
        assertThat(Fixtures.html(bare)).contains("</html>");
    }

    private static List<String> cells(String line) {
        return java.util.Arrays.stream(line.substring(1, line.length() - 1).split("\\|")).map(String::strip).toList();
    }
}
