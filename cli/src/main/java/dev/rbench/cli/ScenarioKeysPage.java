package dev.rbench.cli;

import dev.rbench.runner.scenario.ScenarioBuilder;
import dev.rbench.runner.settings.SettingsTree;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * docs/guide/scenario-keys.md, drawn from the scenario keys' declarations ({@code @Setting}) as {@code rbench scenarios
 * --keys} lists them, so the page holds every key the reader accepts and nothing else. {@code ScenarioKeysPageTest}
 * fails when the committed page differs from what this draws.
 */
final class ScenarioKeysPage {

    static final String REGENERATE = "./rbench scenarios --keys --markdown > docs/guide/scenario-keys.md";

    private ScenarioKeysPage() {
    }

    static String render() {
        return render(ScenarioBuilder.keys());
    }

    static String render(List<SettingsTree.KeyDoc> keys) {
        // Top-level keys first, then one section per block, in declaration order.
        Map<String, StringBuilder> sections = new LinkedHashMap<>();
        sections.put("", new StringBuilder());
        for (SettingsTree.KeyDoc k : keys) {
            int dot = k.path().indexOf('.');
            String block = dot < 0 ? "" : k.path().substring(0, dot);
            sections.computeIfAbsent(block, b -> new StringBuilder()).append(row(k));
        }
        StringBuilder page = new StringBuilder()
                .append("# Scenario keys\n\n")
                .append("<!-- Generated from the scenario keys' declarations; do not edit. Regenerate with:\n")
                .append("     ").append(REGENERATE).append(" -->\n\n")
                .append("Every key a scenario may hold, as YAML (nested by the dots of its path) or as `--set path=value`; a key with a\n")
                .append("flag also takes it on `rbench run`, and one with a variable reads it from the environment. A block with cases\n")
                .append("(`workload`, `backend`, `generator`) holds one case, and only that case's keys. Durations are written `500ms`, `2s`,\n")
                .append("`1m`; lists `[1, 10, 100]`. How to use them: [running.md](running.md).\n");
        sections.forEach((block, rows) -> {
            if (rows.isEmpty()) {
                return;
            }
            page.append("\n## ").append(block.isEmpty() ? "Top-level keys" : "`" + block + "`").append("\n\n")
                    .append("| key | default | flag, variable | meaning |\n")
                    .append("|---|---|---|---|\n")
                    .append(rows);
        });
        return page.toString();
    }

    private static String row(SettingsTree.KeyDoc k) {
        String also = String.join(", ", Stream.of(k.flag(), k.env()).filter(s -> !s.isEmpty()).map(s -> "`" + s + "`").toList());
        String dflt = k.defaultValue().isEmpty() ? "\"\"" : k.defaultValue();
        return "| `" + k.path() + "` | " + code(dflt) + " | " + also + " | " + cell(k.doc()) + " |\n";
    }

    private static String code(String s) {
        return "`" + s.replace("|", "\\|").replace("`", "'") + "`";
    }

    private static String cell(String s) {
        return s.replace("|", "\\|").replace("\n", " ");
    }
}
