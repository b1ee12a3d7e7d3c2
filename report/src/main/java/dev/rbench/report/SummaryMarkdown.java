package dev.rbench.report;

import dev.rbench.results.RunResults;
import java.util.List;

/** summary.md: the run at a glance, readable both rendered and as plain text. */
public final class SummaryMarkdown {

    private SummaryMarkdown() {
    }

    public static String render(RunResults file) {
        Results results = new Results(file);
        StringBuilder md = new StringBuilder();
        md.append("# ").append(Headline.title(results)).append("\n\n");
        String description = results.scenario().description();
        if (description != null && !description.isBlank()) {
            md.append(description.strip()).append("\n\n");
        }
        md.append("Scenario: ").append(Headline.workload(results)).append(".\n\n");
        if (VerdictReport.present(file)) {
            md.append("## Verdict\n\n").append(CapacityReport.markdown(file)).append(String.join(" ", VerdictReport.sentences(file))).append("\n\n");
            md.append(VerdictReport.standings(file).markdown()).append('\n');
            md.append(VerdictReport.leads(file).markdown()).append('\n').append(VerdictReport.LEADS_LEGEND).append("\n\n");
            md.append(VerdictReport.intervals(file).markdown()).append('\n').append(VerdictReport.INTERVALS_LEGEND).append("\n\n");
        }
        md.append("Machine: ").append(Headline.machine(results)).append(".\n\n");
        md.append("Placement: ").append(Headline.placement(results)).append(".\n\n");
        if (DatabaseFacts.present(results)) {
            md.append(DatabaseFacts.title(results)).append(": ").append(DatabaseFacts.oneLine(results)).append(".\n\n");
        }
        md.append(StudyTable.build(results).markdown()).append('\n');
        md.append(StudyTable.LEGEND).append("\n\n");
        if (Medians.any(results)) {
            md.append(Medians.LEGEND).append("\n\n");
        }
        if (StudyTable.anySaturated(results)) {
            md.append(StudyTable.SATURATED_LEGEND).append("\n\n");
        }
        if (Generator.present(results)) {
            md.append("## Generator\n\n").append(Generator.INTRO).append("\n\n");
            List<String> saturated = Generator.saturatedSteps(results);
            if (saturated.isEmpty()) {
                md.append(Generator.allKeptUp(results)).append("\n\n");
            } else {
                md.append("Saturated in:\n\n");
                saturated.forEach(line -> md.append("- ").append(line).append('\n'));
                md.append('\n');
            }
        }
        Limits.section(results).ifPresent(s -> md.append(s.markdown()));
        if (ListenQueue.present(results)) {
            md.append("## Accept queue\n\n").append(ListenQueue.INTRO).append("\n\n");
            List<String> dropped = ListenQueue.droppedSteps(results);
            if (dropped.isEmpty()) {
                md.append(ListenQueue.NONE).append("\n\n");
            } else {
                dropped.forEach(line -> md.append("- ").append(line).append('\n'));
                md.append('\n');
            }
        }
        LatencyCorrection.section(results).ifPresent(s -> md.append(s.markdown()));
        if (DatabaseFacts.present(results)) {
            md.append(DatabaseFacts.section(results).markdown());
        }
        CpuCalibration.section(results).ifPresent(s -> md.append(s.markdown()));
        md.append("## Model\n\n");
        ModelTable.measuredOnly(results).ifPresentOrElse(line -> md.append(line).append("\n\n"), () -> {
            md.append("Measured against the analytic model; error % = measured / predicted - 1.\n\n");
            ModelAccuracyLine.of(file).ifPresent(line -> md.append(line).append("\n\n"));
            md.append(ModelTable.build(results).markdown()).append('\n');
        });
        Why.section(results).ifPresent(s -> md.append(s.markdown()));
        SizingReport.section(file).ifPresent(s -> md.append(s.markdown()));
        Faults.section(results).ifPresent(s -> md.append(s.markdown()));
        MemoryPerRequest.section(results).ifPresent(s -> md.append(s.markdown()));
        StartupSection.section(results).ifPresent(s -> md.append(s.markdown()));
        List<Why.Profiled> profiled = Why.profiles(results);
        if (!profiled.isEmpty()) {
            md.append("## Profiles\n\n").append(Why.PROFILES_INTRO).append("\n\n");
            profiled.forEach(p -> md.append("- ").append(p.step()).append(": ")
                    .append(p.profile().file() == null ? "" : p.profile().tool() + " `" + p.profile().file() + "`")
                    .append(p.profile().note() == null ? "" : (p.profile().file() == null ? "" : " — ") + p.profile().note())
                    .append('\n'));
            md.append('\n');
        }
        md.append("## Failures\n\n");
        List<String> failures = Failures.list(results);
        if (failures.isEmpty()) {
            md.append("None.\n");
        } else {
            failures.forEach(f -> md.append("- ").append(f).append('\n'));
        }
        return md.toString();
    }
}
