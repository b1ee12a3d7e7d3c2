package dev.rbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.ObjectNode;

class StartupSectionTest {

    /** The seed-delay fixture with a start-up on each run: the first two started here, the third reached where it ran. */
    private static ObjectNode withStartups() {
        ObjectNode fixture = Fixtures.seedDelay();
        var runs = fixture.get("runs");
        ObjectNode first = ((ObjectNode) runs.get(0)).putObject("startup");
        first.put("startedByRbench", true).put("launchToReadyMs", 2314).put("launchToFirstAnswerMs", 2391)
                .put("firstRequest", "GET /delay?ms=0").put("firstAnswerStatus", 200).put("idleRssMb", 187.4)
                .put("fromAotCache", true);
        ObjectNode second = ((ObjectNode) runs.get(1)).putObject("startup");
        second.put("startedByRbench", true).put("launchToReadyMs", 1408).put("launchToFirstAnswerMs", 1466)
                .put("firstRequest", "GET /delay?ms=0").put("firstAnswerStatus", 200).put("fromAotCache", false);
        ((ObjectNode) runs.get(2)).putObject("startup").put("startedByRbench", false)
                .put("note", "already running when the run began: rbench did not start it, so it has no start-up to measure");
        return fixture;
    }

    @Test
    void aTableOfEveryStackThatStartedWithItsFiguresAndWhatIsAbsentSaidSo() {
        ObjectNode fixture = withStartups();
        String html = Fixtures.html(fixture);
        assertThat(html).contains("<h2 id=\"startup\">Start-up</h2>", "<table id=\"startup-table\">",
                "the first request: GET /delay?ms=0");
        String table = html.substring(html.indexOf("<table id=\"startup-table\">"));
        table = table.substring(0, table.indexOf("</table>"));
        var runs = fixture.get("runs");
        assertThat(table).contains(runs.get(0).get("stack").asString(), "2,314", "2,391", "187")
                .contains(runs.get(1).get("stack").asString(), "1,408", "1,466")
                .contains(runs.get(2).get("stack").asString());
        assertThat(html).contains("<ul id=\"startup-list\">\n<li>" + runs.get(2).get("stack").asString()
                + ": already running when the run began: rbench did not start it");
        // What each JVM started from, as recorded; the service rbench did not start, not known.
        assertThat(table).contains("<th>started from</th>");
        assertThat(row(table, runs.get(0))).contains(">AOT cache<");
        assertThat(row(table, runs.get(1))).contains(">plain jar<");
        assertThat(row(table, runs.get(2))).doesNotContain("AOT cache", "plain jar");
        // The third run has no figure at all: its row is dashes, not zeros.
        String third = table.substring(table.indexOf(">" + runs.get(2).get("stack").asString() + "<"));
        assertThat(third).doesNotContain(">0<");

        String md = Fixtures.summary(fixture);
        assertThat(md).contains("## Start-up", "| launch → ready ms", "2,314");
    }

    private static String row(String table, tools.jackson.databind.JsonNode run) {
        String from = table.substring(table.indexOf(">" + run.get("stack").asString() + "<"));
        return from.substring(0, from.indexOf("</tr>"));
    }

    @Test
    void aFileWrittenBeforeStartUpWasRecordedRendersWithoutTheSection() {
        for (ObjectNode old : java.util.List.of(Fixtures.seedDelay(), Fixtures.v1SeedDelayQuick())) {
            assertThat(old.get("runs").get(0).has("startup")).isFalse();
            assertThat(Fixtures.html(old)).contains("id=\"summary\"").doesNotContain("id=\"startup\"");
            assertThat(Fixtures.summary(old)).doesNotContain("## Start-up");
        }
    }
}
