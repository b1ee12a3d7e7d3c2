package dev.rbench.runner.scenario;

import dev.rbench.runner.settings.Node;
import dev.rbench.runner.settings.Origin;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * Reads a scenario file into a {@link ScenarioBuilder}: SnakeYAML's node tree turned into a
 * {@link Node} tree whose every value keeps its file, line and column, so that any problem found
 * later — a type, a range, a cross-field rule — points at the input with a caret under it. A file
 * in the flat form of earlier versions is rewritten into the nested form by {@link FlatForm}, with
 * one warning that shows the nested form.
 */
public final class ScenarioYaml {

    static final String QUICK_BLOCK = "quick";

    private ScenarioYaml() {
    }

    public static ScenarioBuilder read(Path file) {
        try (Reader reader = Files.newBufferedReader(file)) {
            return read(reader, file.toString());
        } catch (IOException e) {
            throw new ScenarioException("cannot read scenario file " + file + ": " + e.getMessage());
        }
    }

    public static ScenarioBuilder read(String yaml, String sourceName) {
        return read(new StringReader(yaml), sourceName);
    }

    private static ScenarioBuilder read(Reader reader, String source) {
        org.yaml.snakeyaml.nodes.Node root;
        try {
            LoaderOptions options = new LoaderOptions();
            options.setAllowDuplicateKeys(false);
            root = new Yaml(options).compose(reader);
        } catch (MarkedYAMLException e) {
            throw new ScenarioException(List.of(origin(source, e.getProblemMark()).describe("not valid YAML: " + e.getProblem())));
        }
        if (root == null) {
            throw new ScenarioException(source + ": the scenario file is empty");
        }
        List<String> problems = new ArrayList<>();
        Node tree = convert(root, source, problems);
        if (!(tree instanceof Node.Block top)) {
            throw new ScenarioException(List.of(tree.origin().describe("expected a mapping of key: value")));
        }
        Node.Block quick = new Node.Block(Origin.DEFAULT);
        if (top.get(QUICK_BLOCK) instanceof Node.Block q) {
            top.remove(QUICK_BLOCK);
            quick = q;
        } else if (top.get(QUICK_BLOCK) != null) {
            problems.add(top.get(QUICK_BLOCK).origin().describe("quick: expected a block of the keys the quick form changes"));
            top.remove(QUICK_BLOCK);
        }
        if (!problems.isEmpty()) {
            throw new ScenarioException(problems);
        }
        FlatForm.Translation base = FlatForm.translate(top, null, null);
        FlatForm.Translation quickForm = FlatForm.translate(quick, base.workloadCase(), base.backendCase());
        ScenarioBuilder builder = new ScenarioBuilder(base.block(), quickForm.block());
        if (base.flat() || quickForm.flat()) {
            builder.warn(source + ": written in the flat form of earlier versions; it still loads. The nested form: "
                    + FlatForm.nestedForm(base.block()) + " (see scenarios/seed-delay.yaml)");
        }
        return builder;
    }

    private static Node convert(org.yaml.snakeyaml.nodes.Node node, String source, List<String> problems) {
        Origin origin = origin(source, node.getStartMark());
        if (node instanceof ScalarNode s) {
            return Node.Leaf.scalar(s.getValue(), origin);
        }
        if (node instanceof SequenceNode seq) {
            List<String> items = new ArrayList<>();
            for (org.yaml.snakeyaml.nodes.Node item : seq.getValue()) {
                if (item instanceof ScalarNode s) {
                    items.add(s.getValue());
                } else {
                    problems.add(origin(source, item.getStartMark()).describe("list items must be plain values"));
                }
            }
            return Node.Leaf.list(items, origin);
        }
        Node.Block block = new Node.Block(origin);
        for (NodeTuple tuple : ((MappingNode) node).getValue()) {
            Origin keyOrigin = origin(source, tuple.getKeyNode().getStartMark());
            if (!(tuple.getKeyNode() instanceof ScalarNode key)) {
                problems.add(keyOrigin.describe("a key must be a plain word"));
                continue;
            }
            block.put(key.getValue(), convert(tuple.getValueNode(), source, problems), keyOrigin);
        }
        return block;
    }

    /** {@code file:line:column}, with the line itself and a caret under the column. */
    static Origin origin(String source, Mark mark) {
        if (mark == null) {
            return new Origin(source, "");
        }
        // The line is echoed as written: a URI's password in it is hidden like everywhere else.
        String snippet = mark.get_snippet(4, 100).replaceAll("(://[^:/@\\s]+:)[^@\\s]+@", "$1***@");
        return new Origin(source + ":" + (mark.getLine() + 1) + ":" + (mark.getColumn() + 1), snippet.isBlank() ? "" : snippet);
    }
}
