package dev.rbench.report;

import dev.rbench.results.StackRun;
import dev.rbench.results.Startup;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * How each stack's service started ({@code runs[].startup}), as the runner recorded it: what users compare variants on
 * when they try an AOT cache, a class-data archive or a smaller heap. Absent for files written before it.
 */
final class StartupSection {

    static final String INTRO = "From the moment rbench launched each service's process, by its monotonic clock: until the "
            + "service first answered its readiness route (polled every " + Startup.READY_POLL_MS + " ms), and until it "
            + "answered one request of the run's route, sent the moment it was ready, before anything else asked it anything; "
            + "then its resident memory (RSS, its process tree's) once the warm-up's load had ended. Started from: the JDK's AOT "
            + "cache of the service's classes (made once a build from its jar: its classes mapped ready-linked instead of loaded) "
            + "or its plain jar.";

    static final String NOTES = "Where a figure is absent (-), why:";

    private StartupSection() {
    }

    static Optional<TableSection> section(Results results) {
        List<StackRun> started = results.runs().stream().filter(r -> r.startup() != null).toList();
        if (started.isEmpty()) {
            return Optional.empty();
        }
        List<String> requests = started.stream().map(r -> r.startup().firstRequest()).filter(r -> r != null).distinct()
                .map(r -> "the first request: " + r).toList();
        List<String> notes = started.stream().filter(r -> r.startup().note() != null)
                .map(r -> r.stack() + ": " + r.startup().note()).toList();
        return Optional.of(new TableSection("startup", "Start-up", INTRO, requests, build(started), 1, NOTES, notes, null));
    }

    static TextTable build(List<StackRun> runs) {
        TextTable table = new TextTable(List.of("stack", "launch → ready ms", "launch → first answer ms", "first answer status",
                "idle RSS MB after warm-up", "started from"));
        for (StackRun run : runs) {
            Startup s = run.startup();
            table.row(List.of(run.stack(), ms(s.launchToReadyMs()), ms(s.launchToFirstAnswerMs()),
                    s.firstAnswerStatus() == null ? "-" : s.firstAnswerStatus().toString(),
                    Fmt.fixed(s.idleRssMb(), 0, "-"), startedFrom(s.fromAotCache())));
        }
        return table;
    }

    private static String startedFrom(Boolean aotCache) {
        return aotCache == null ? "-" : aotCache ? "AOT cache" : "plain jar";
    }

    private static String ms(Long value) {
        return value == null ? "-" : String.format(Locale.ROOT, "%,d", value);
    }
}
