package dev.rbench.report;

import dev.rbench.results.EnvironmentInfo;
import dev.rbench.results.RunResults;
import dev.rbench.results.StackRun;
import dev.rbench.results.StepRecord;
import java.util.List;
import java.util.function.Supplier;

/**
 * report.html: one self-contained page (inline CSS and inline SVG, no script, nothing fetched)
 * so it can be mailed, archived or opened offline and look the same in ten years.
 */
public final class HtmlReport {

    private static final String CSS = """
            :root { color-scheme: light; }
            body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif;
                   margin: 0 auto; max-width: 1360px; padding: 24px; color: #222; background: #fff; line-height: 1.45; }
            h1 { margin: 0 0 6px; font-size: 1.8em; }
            h2 { margin: 32px 0 10px; border-bottom: 1px solid #ddd; padding-bottom: 4px; }
            .lede { color: #444; margin: 4px 0; }
            .meta { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); gap: 0 36px; align-items: start; }
            .meta #stacks { grid-column: 1 / -1; }
            .meta table { width: 100%; }
            .meta td:first-child { color: #555; padding-right: 14px; white-space: nowrap; width: 1%; }
            table { border-collapse: collapse; font-size: 0.9em; }
            th, td { padding: 3px 9px; border-bottom: 1px solid #eee; }
            th { background: #f4f4f4; text-align: right; vertical-align: bottom; }
            td.num { text-align: right; font-variant-numeric: tabular-nums; font-family: ui-monospace, "DejaVu Sans Mono", monospace; }
            td.text, th.text { text-align: left; }
            td.bad { color: #b00020; font-weight: 600; }
            td.sat { color: #8a4b00; font-weight: 600; }
            h3 { margin: 22px 0 8px; font-size: 1.1em; }
            details { margin: 10px 0 4px; }
            summary { cursor: pointer; color: #333; font-weight: 600; }
            details .charts { margin-top: 10px; }
            .charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(560px, 1fr)); gap: 18px; }
            figure { margin: 0; border: 1px solid #e3e3e3; border-radius: 6px; padding: 6px; }
            figure svg { width: 100%; height: auto; display: block; }
            figcaption { font-size: 0.85em; color: #555; padding: 2px 6px; }
            p.verdict { font-size: 1.08em; margin: 6px 0; }
            .howto { background: #f7f9fc; border-left: 4px solid #0072b2; padding: 8px 14px; }
            .swatch { display: inline-block; width: 22px; height: 0; border-top: 3px solid; vertical-align: middle; margin-right: 4px; }
            .swatch.dashed { border-top-style: dashed; }
            footer { margin-top: 40px; color: #777; font-size: 0.8em; }
            """;

    private HtmlReport() {
    }

    public static String render(RunResults file) {
        Results results = new Results(file);
        StringBuilder html = new StringBuilder(256 * 1024);
        html.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>rbench report: ").append(Html.escape(Headline.title(results))).append("</title>\n")
                .append("<style>\n").append(CSS).append("</style>\n</head>\n<body>\n");
        header(html, results);
        verdict(html, file);
        howToRead(html, results);
        charts(html, results);
        timelines(html, results);
        html.append("<h2 id=\"summary\">Summary</h2>\n");
        table(html, StudyTable.build(results), 0, "study");
        html.append("<p class=\"lede\">").append(Html.escape(StudyTable.LEGEND.replace("`", ""))).append("</p>\n");
        if (Medians.any(results)) {
            html.append("<p class=\"lede\">").append(Html.escape(Medians.LEGEND)).append("</p>\n");
        }
        if (StudyTable.anySaturated(results)) {
            html.append("<p class=\"lede\" id=\"saturation-legend\">").append(Html.escape(StudyTable.SATURATED_LEGEND)).append("</p>\n");
        }
        database(html, results);
        generator(html, results);
        listenQueue(html, results);
        CpuCalibration.section(results).ifPresent(s -> html.append(s.html()));
        Limits.section(results).ifPresent(s -> html.append(s.html()));
        LatencyCorrection.section(results).ifPresent(s -> html.append(s.html()));
        html.append("<h2 id=\"model\">Measured vs model</h2>\n");
        ModelTable.measuredOnly(results).ifPresentOrElse(
                line -> html.append("<p class=\"lede\" id=\"model-off\">").append(Html.escape(line)).append("</p>\n"), () -> {
                    html.append("<p class=\"lede\">Error % = measured / predicted &minus; 1.</p>\n");
                    ModelAccuracyLine.of(file).ifPresent(line -> html.append("<p class=\"lede\" id=\"model-accuracy\">")
                            .append(Html.escape(line)).append("</p>\n"));
                    table(html, ModelTable.build(results), 1, "model-table");
                });
        Why.section(results).ifPresent(s -> html.append(s.html()));
        SizingReport.section(file).ifPresent(s -> html.append(s.html()));
        Faults.section(results).ifPresent(s -> html.append(s.html()));
        MemoryPerRequest.section(results).ifPresent(s -> html.append(s.html()));
        StartupSection.section(results).ifPresent(s -> html.append(s.html()));
        profiles(html, results);
        failures(html, results);
        meta(html, results);
        html.append("<footer>Generated by rbench report from results.json (schema version ")
                .append(file.schemaVersion())
                .append(").</footer>\n</body>\n</html>\n");
        return html.toString();
    }

    private static void header(StringBuilder html, Results results) {
        html.append("<header>\n<h1>").append(Html.escape(Headline.title(results))).append("</h1>\n");
        String description = results.scenario().description();
        if (description != null) {
            html.append("<p class=\"lede\">").append(Html.escape(description)).append("</p>\n");
        }
        html.append("<p class=\"lede\">").append(Html.escape(Headline.workload(results))).append("</p>\n</header>\n");
    }

    /** The runner's verdict first: its sentences, the standing, the leads per step, then every step's intervals. */
    private static void verdict(StringBuilder html, RunResults file) {
        if (!VerdictReport.present(file)) {
            return;
        }
        html.append("<section id=\"verdict\">\n<h2>Verdict</h2>\n");
        html.append(CapacityReport.html(file));
        for (String sentence : VerdictReport.sentences(file)) {
            html.append("<p class=\"verdict\">").append(Html.escape(sentence)).append("</p>\n");
        }
        table(html, VerdictReport.standings(file), 2, "standings");
        html.append("<h3>Who leads each step</h3>\n");
        table(html, VerdictReport.leads(file), 4, "leads");
        html.append("<p class=\"lede\">").append(Html.escape(VerdictReport.LEADS_LEGEND)).append("</p>\n");
        html.append("<details id=\"intervals-details\"><summary>Every step's medians and 95 % intervals</summary>\n");
        table(html, VerdictReport.intervals(file), 2, "intervals");
        html.append("<p class=\"lede\">").append(Html.escape(VerdictReport.INTERVALS_LEGEND)).append("</p>\n</details>\n");
        html.append("</section>\n");
    }

    /** Where and how it ran: the machine, the database, the scenario's keys and each stack's configuration. */
    private static void meta(StringBuilder html, Results results) {
        html.append("<div class=\"meta\">\n<section id=\"environment\">\n<h2>Environment</h2>\n<table>\n");
        EnvironmentInfo env = results.environment().orElse(null);
        EnvironmentInfo.Tool tool = env == null ? null : env.tool();
        keyValue(html, "CPU", env == null ? null : env.cpuModel());
        keyValue(html, "cores", env == null ? null : String.valueOf(env.cores()));
        keyValue(html, "memory MB", env == null ? null : String.valueOf(env.memoryMb()));
        keyValue(html, "OS", env == null ? null : env.os());
        keyValue(html, "Java", env == null ? null : env.java());
        keyValue(html, "rbench version", tool == null ? null : tool.version());
        keyValue(html, "commit", tool == null ? null : tool.gitCommit());
        keyValue(html, "started", env == null ? null : env.startedAt());
        keyValue(html, "CPU placement", Headline.placement(results));
        keyValue(html, "load engine", Headline.loadEngine(results));
        if (env != null && env.generator() != null) {
            env.generator().approximations().forEach(note -> keyValue(html, "JMeter differs", note));
        }
        html.append("</table>\n</section>\n");

        if (DatabaseFacts.present(results)) {
            html.append("<section id=\"database\">\n<h2>").append(DatabaseFacts.title(results)).append("</h2>\n<table>\n");
            DatabaseFacts.describe(results).forEach(row -> keyValue(html, row.getKey(), row.getValue()));
            html.append("</table>\n</section>\n");
        }

        html.append("<section id=\"scenario\">\n<h2>Scenario</h2>\n<table>\n");
        results.settings().forEach((key, value) -> keyValue(html, key, Display.joined(value)));
        html.append("</table>\n</section>\n");

        html.append("<section id=\"stacks\">\n<h2>Stacks</h2>\n<table>\n")
                .append("<tr><th class=\"text\">stack</th><th class=\"text\">configuration</th><th class=\"text\">status</th></tr>\n");
        List<String> stacks = results.stacks();
        for (int i = 0; i < stacks.size(); i++) {
            String stack = stacks.get(i);
            StackRun run = results.run(stack).orElse(null);
            StringBuilder config = new StringBuilder();
            if (run != null) {
                run.config().forEach((key, value) -> {
                    if (!config.isEmpty()) {
                        config.append(", ");
                    }
                    config.append(key).append('=').append(Headline.orDash(Display.text(value)));
                });
            }
            String status = run == null ? "no run" : Headline.orDash(run.failure());
            html.append("<tr><td class=\"text\"><span class=\"swatch\" style=\"border-color:")
                    .append(StackColors.hex(StackColors.of(stack, i))).append("\"></span>")
                    .append(Html.escape(stack)).append("</td><td class=\"text\">").append(Html.escape(config.toString()))
                    .append("</td><td class=\"text\">").append(Html.escape(status.equals("-") ? "ok" : status))
                    .append("</td></tr>\n");
        }
        html.append("</table>\n</section>\n</div>\n");
    }

    private static void keyValue(StringBuilder html, String key, String value) {
        html.append("<tr><td>").append(Html.escape(key)).append("</td><td>")
                .append(Html.escape(Headline.orDash(value))).append("</td></tr>\n");
    }

    private static void howToRead(StringBuilder html, Results results) {
        if (DatabaseFacts.present(results)) {
            howToReadDatabase(html, results);
            return;
        }
        String threads = Headline.orDash(results.setup().serverThreads());
        String delay = Headline.ms(results.setup().delayMs());
        html.append("<h2 id=\"how-to-read\">How to read this</h2>\n<p class=\"howto\">")
                .append("Each stack answers the same endpoint, which waits t = ").append(Html.escape(delay))
                .append(results.axis().byRate()
                        ? " before replying, while the offered request rate (arrivals per second, independent of how fast replies come) grows step by step. "
                        : " before replying, while the number of users grows step by step. ")
                .append("A blocking server holds one of its T = ").append(Html.escape(threads))
                .append(" pool threads per request, so its throughput flattens at T/t req/s and, beyond that, ")
                .append(results.axis().byRate() ? "extra arrivals only queue" : "extra users only queue")
                .append(": mean latency grows. Virtual threads and the reactive stack do not tie ")
                .append("a platform thread to a waiting request, so their throughput follows R/t (R = concurrent requests) ")
                .append("and latency stays near t. Solid lines are measurements; ")
                .append("<span class=\"swatch dashed\" style=\"border-color:#555\"></span>dashed lines of the same colour are the model's prediction.")
                .append("</p>\n");
    }

    private static void howToReadDatabase(StringBuilder html, Results results) {
        String threads = Headline.orDash(results.setup().serverThreads());
        boolean downstream = DatabaseFacts.downstream(results);
        String pool = Headline.orDash(results.setup().poolSize());
        html.append("<h2 id=\"how-to-read\">How to read this</h2>\n<p class=\"howto\">")
                .append("Each stack answers the same route by calling ").append(downstream ? "a downstream service" : "the database")
                .append("; one unloaded call takes t (calibrated per stack,")
                .append(" see the database table). At most N = ").append(Html.escape(pool))
                .append(" calls are in flight at once: the connection pool. A blocking server also holds one of its T = ")
                .append(Html.escape(threads)).append(" threads per request, so it runs ceil(R/min(N,T)) waves of t (times x calls")
                .append(" in sequence); a reactive one runs ceil(R&middot;x/N) waves, because it makes a request's x calls in parallel.")
                .append(" When N is the smaller limit, the stacks look alike &mdash; the study's surprise. Solid lines are measurements; ")
                .append("<span class=\"swatch dashed\" style=\"border-color:#555\"></span>dashed lines of the same colour are the model's prediction.")
                .append("</p>\n");
    }

    private static void database(StringBuilder html, Results results) {
        if (!DatabaseFacts.present(results)) {
            return;
        }
        html.append(DatabaseFacts.section(results).html());
    }

    private static void charts(StringBuilder html, Results results) {
        html.append("<h2 id=\"graphs\">Graphs</h2>\n<div class=\"charts\">\n");
        int index = 0;
        for (Metric metric : Metric.values()) {
            html.append("<figure id=\"chart-").append(metric.name().toLowerCase().replace('_', '-')).append("\">\n")
                    .append(Charts.svg(results, metric, "c" + index++ + "_")).append('\n')
                    .append("<figcaption>").append(Html.escape(metric.title)).append(" against ").append(Html.escape(results.axis().noun()))
                    .append(metric.model != null ? "; dashed: model" : "").append(".</figcaption>\n</figure>\n");
        }
        html.append("</div>\n");
    }

    /**
     * Per-second charts: for each stack the largest step (most users, or highest offered rate) open, its other steps folded in
     * a {@code <details>} (still inline SVG, no script). Omitted when results.json has no timelines.
     */
    private static void timelines(StringBuilder html, Results results) {
        List<String> stacks = results.stacks();
        StepAxis axis = results.axis();
        boolean any = stacks.stream().anyMatch(s -> !results.timelineSteps(s).isEmpty());
        if (!any) {
            return;
        }
        html.append("<h2 id=\"timelines\">Over time</h2>\n<p class=\"lede\">Second by second through a step: ")
                .append("latency percentiles of the requests that completed in that second (a gap: none completed), and ")
                .append("requests sent, answered and failed. For each stack the ")
                .append(axis.byRate() ? "step with the highest offered rate" : "step with the most users").append(" is shown; ")
                .append("its other steps are folded below it.</p>\n");
        for (int i = 0; i < stacks.size(); i++) {
            String stack = stacks.get(i);
            List<StepRecord> steps = results.timelineSteps(stack);
            if (steps.isEmpty()) {
                continue;
            }
            StepRecord largest = largest(axis, steps);
            html.append("<h3 id=\"timeline-").append(i).append("\"><span class=\"swatch\" style=\"border-color:")
                    .append(StackColors.hex(StackColors.of(stack, i))).append("\"></span>").append(Html.escape(stack))
                    .append(", ").append(Html.escape(Charts.stepLabel(axis, largest))).append("</h3>\n");
            html.append("<div class=\"charts\">\n");
            timelinePair(html, axis, stack, i, largest);
            html.append("</div>\n");
            if (steps.size() > 1) {
                List<StepRecord> others = steps.stream().filter(s -> s != largest).toList();
                html.append("<details id=\"timeline-").append(i).append("-others\">\n<summary>")
                        .append(Html.escape(stack)).append(": the other ").append(others.size())
                        .append(others.size() == 1 ? " step" : " steps").append(" (");
                for (int k = 0; k < others.size(); k++) {
                    Double value = axis.key(others.get(k));
                    html.append(k == 0 ? "" : ", ").append(Html.escape(value == null ? "?" : axis.text(value)));
                }
                html.append(' ').append(Html.escape(axis.label())).append(")</summary>\n<div class=\"charts\">\n");
                others.forEach(step -> timelinePair(html, axis, stack, results.stacks().indexOf(stack), step));
                html.append("</div>\n</details>\n");
            }
        }
    }

    /** The step with the largest value on the axis; the last one of equals (scenario order). */
    private static StepRecord largest(StepAxis axis, List<StepRecord> steps) {
        StepRecord largest = steps.getLast();
        double max = Double.NEGATIVE_INFINITY;
        for (StepRecord step : steps) {
            Double value = axis.key(step);
            if (value != null && value >= max) {
                max = value;
                largest = step;
            }
        }
        return largest;
    }

    private static void timelinePair(StringBuilder html, StepAxis axis, String stack, int stackIndex, StepRecord step) {
        String id = "timeline-" + stackIndex + "-" + axis.id(step);
        String prefix = "t" + stackIndex + "_" + axis.id(step) + "_";
        String saturated = step.saturated()
                ? " " + StudyTable.SATURATED_MARK + " The load generator fell behind its schedule in this step." : "";
        html.append("<figure id=\"").append(id).append("-latency\" class=\"timeline\">\n")
                .append(Charts.timelineLatencySvg(axis, stack, stackIndex, step, prefix + "l_")).append('\n')
                .append("<figcaption>p50 and p99 latency of the requests completed in each second.")
                .append(Html.escape(saturated)).append("</figcaption>\n</figure>\n");
        html.append("<figure id=\"").append(id).append("-throughput\" class=\"timeline\">\n")
                .append(Charts.timelineThroughputSvg(axis, stack, stackIndex, step, prefix + "r_")).append('\n')
                .append("<figcaption>Requests answered (ok) and failed per second; thin grey: requests sent.")
                .append(Html.escape(saturated)).append("</figcaption>\n</figure>\n");
        if (WorkLanes.present(step)) {
            html.append("<figure id=\"").append(id).append("-work\" class=\"timeline\">\n")
                    .append(WorkLanes.svg(stack, stackIndex, step, axis, prefix + "w_")).append('\n')
                    .append("<figcaption>Who works and who waits, as the service counted it (its /activity, asked a few times a second):"
                            + " requests inside it beside those the generator had in flight, its server threads, event loops, virtual"
                            + " threads and pool. ").append(Html.escape(WorkLanes.caption(step))).append("</figcaption>\n</figure>\n");
        }
    }

    private static void generator(StringBuilder html, Results results) {
        if (Generator.present(results)) {
            stepList(html, "generator", "Generator", Generator.INTRO, Generator.saturatedSteps(results),
                    () -> Generator.allKeptUp(results),
                    "<p>" + Html.escape(StudyTable.SATURATED_MARK) + " Saturated in:</p>\n", "generator-saturated");
        }
    }

    /** Links to the flame graphs beside report.html, one per profiled step, or why there is none. */
    private static void profiles(StringBuilder html, Results results) {
        List<Why.Profiled> profiled = Why.profiles(results);
        if (profiled.isEmpty()) {
            return;
        }
        html.append("<h2 id=\"profiles\">Profiles</h2>\n<p class=\"lede\">").append(Html.escape(Why.PROFILES_INTRO))
                .append("</p>\n<ul>\n");
        for (Why.Profiled p : profiled) {
            html.append("<li>").append(Html.escape(p.step())).append(": ");
            if (p.profile().file() != null) {
                html.append("<a href=\"").append(Html.escape(p.profile().file())).append("\">")
                        .append(Html.escape(p.profile().tool())).append("</a>");
            }
            if (p.profile().note() != null) {
                html.append(p.profile().file() != null ? " — " : "").append(Html.escape(p.profile().note()));
            }
            html.append("</li>\n");
        }
        html.append("</ul>\n");
    }

    private static void listenQueue(StringBuilder html, Results results) {
        if (ListenQueue.present(results)) {
            stepList(html, "listen-queue", "Accept queue", ListenQueue.INTRO, ListenQueue.droppedSteps(results),
                    () -> ListenQueue.NONE, "", "listen-queue-drops");
        }
    }


    /** A section that lists the steps concerned, or says in one paragraph that there are none. */
    private static void stepList(StringBuilder html, String id, String title, String intro, List<String> steps,
                                 Supplier<String> none, String listHead, String listId) {
        html.append("<h2 id=\"").append(id).append("\">").append(title).append("</h2>\n<p class=\"lede\">")
                .append(Html.escape(intro)).append("</p>\n");
        if (steps.isEmpty()) {
            html.append("<p>").append(Html.escape(none.get())).append("</p>\n");
            return;
        }
        html.append(listHead).append("<ul id=\"").append(listId).append("\">\n");
        steps.forEach(line -> html.append("<li>").append(Html.escape(line)).append("</li>\n"));
        html.append("</ul>\n");
    }


    /** Renders a TextTable; the first {@code textColumns} columns are labels, the rest numbers. */
    static void table(StringBuilder html, TextTable table, int textColumns, String id) {
        html.append("<table id=\"").append(id).append("\">\n<tr>");
        List<String> header = table.header();
        for (int c = 0; c < header.size(); c++) {
            html.append(c < textColumns ? "<th class=\"text\">" : "<th>").append(Html.escape(header.get(c))).append("</th>");
        }
        html.append("</tr>\n");
        for (List<String> row : table.rows()) {
            html.append("<tr>");
            for (int c = 0; c < row.size(); c++) {
                String cell = row.get(c);
                boolean number = c >= textColumns;
                boolean bad = number && StudyTable.failedFigure(cell);
                boolean saturated = number && !bad && StudyTable.saturatedFigure(cell);
                html.append("<td class=\"").append(number ? "num" : "text").append(bad ? " bad" : "")
                        .append(saturated ? " sat" : "").append("\">")
                        .append(Html.escape(cell)).append("</td>");
            }
            html.append("</tr>\n");
        }
        html.append("</table>\n");
    }

    private static void failures(StringBuilder html, Results results) {
        html.append("<h2 id=\"failures\">Failures</h2>\n");
        List<String> failures = Failures.list(results);
        if (failures.isEmpty()) {
            html.append("<p>None.</p>\n");
            return;
        }
        html.append("<ul>\n");
        failures.forEach(f -> html.append("<li>").append(Html.escape(f)).append("</li>\n"));
        html.append("</ul>\n");
    }
}
