package dev.rbench.report;

import java.util.ArrayList;
import java.util.List;

/** The one-line descriptions of the scenario and of the machine, shared by Markdown and HTML. */
final class Headline {

    private Headline() {
    }

    static String title(Results results) {
        return results.name() + (results.complete() ? "" : " (incomplete)");
    }

    static String workload(Results results) {
        var sc = results.scenario();
        List<String> parts = new ArrayList<>();
        parts.add("workload " + orDash(Json.text(sc, "workload")));
        parts.add("path " + orDash(Json.text(sc, "path")));
        parts.add("delay " + orDash(Json.text(sc, "delay")));
        parts.add("ramp " + orDash(Json.text(sc, "ramp")));
        parts.add("server threads " + orDash(Json.text(sc, "serverThreads")));
        String line = String.join(", ", parts);
        return Json.bool(sc, "quick", false) ? line + ", quick form" : line;
    }

    static String machine(Results results) {
        var env = results.environment();
        String commit = Json.text(env, "tool", "gitCommit");
        return orDash(Json.text(env, "cpuModel"))
                + ", " + orDash(Json.text(env, "cores")) + " cores"
                + ", " + orDash(Json.text(env, "memoryMb")) + " MB"
                + ", " + orDash(Json.text(env, "os"))
                + ", Java " + orDash(Json.text(env, "java"))
                + ", rbench " + orDash(Json.text(env, "tool", "version"))
                + (commit == null ? "" : " (" + shortCommit(commit) + ")")
                + ", started " + orDash(Json.text(env, "startedAt"));
    }

    static String shortCommit(String commit) {
        return commit.length() > 12 ? commit.substring(0, 12) : commit;
    }

    static String orDash(String s) {
        return s == null || s.isBlank() ? "-" : s;
    }
}
