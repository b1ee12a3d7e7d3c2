package dev.rbench.runner.scenario;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * Reads a scenario file into a {@link ScenarioBuilder}. Works on SnakeYAML's node tree rather than
 * on plain maps so that every error can point at the file, line and column of the bad value.
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
        Node root;
        try {
            LoaderOptions options = new LoaderOptions();
            options.setAllowDuplicateKeys(false);
            root = new Yaml(options).compose(reader);
        } catch (MarkedYAMLException e) {
            throw located(source, e.getProblemMark(), "not valid YAML: " + e.getProblem());
        }
        if (root == null) {
            throw new ScenarioException(source + ": the scenario file is empty");
        }
        ScenarioBuilder builder = new ScenarioBuilder();
        List<String> problems = new ArrayList<>();
        readMapping(root, source, builder::set, problems, true, builder);
        if (!problems.isEmpty()) {
            throw new ScenarioException(problems);
        }
        return builder;
    }

    private static void readMapping(Node node, String source, BiConsumer<ScenarioField, Object> sink,
                                    List<String> problems, boolean topLevel, ScenarioBuilder builder) {
        readMapping(node, source, sink, problems, topLevel, builder, "");
    }

    /**
     * {@code prefix} is the enclosing block of a nested key: {@code mongo: {poolSize: 100}} is the
     * same as {@code mongo.poolSize: 100}, so files can group settings as people expect.
     */
    private static void readMapping(Node node, String source, BiConsumer<ScenarioField, Object> sink,
                                    List<String> problems, boolean topLevel, ScenarioBuilder builder, String prefix) {
        if (!(node instanceof MappingNode mapping)) {
            problems.add(message(source, node.getStartMark(), "expected a mapping of key: value"));
            return;
        }
        for (NodeTuple tuple : mapping.getValue()) {
            Node keyNode = tuple.getKeyNode();
            String key = prefix + (keyNode instanceof ScalarNode s ? s.getValue() : "?");
            if (tuple.getValueNode() instanceof MappingNode && isBlock(key)) {
                readMapping(tuple.getValueNode(), source, sink, problems, false, builder, key + ".");
                continue;
            }
            if (topLevel && QUICK_BLOCK.equals(key)) {
                readMapping(tuple.getValueNode(), source, builder::setQuick, problems, false, builder);
                continue;
            }
            var field = ScenarioField.byKey(key);
            if (field.isEmpty()) {
                problems.add(message(source, keyNode.getStartMark(), "unknown key '" + key + "'"
                        + Suggest.closest(key, ScenarioField.keys()).map(k -> "; did you mean '" + k + "'?").orElse("")
                        + "\n  valid keys: " + String.join(", ", ScenarioField.keys())
                        + (topLevel ? ", " + QUICK_BLOCK : "")));
                continue;
            }
            try {
                sink.accept(field.get(), field.get().parse(text(tuple.getValueNode(), field.get())));
            } catch (IllegalArgumentException e) {
                problems.add(message(source, tuple.getValueNode().getStartMark(),
                        e.getMessage() + " (expected " + field.get().valid() + ")"));
            }
        }
    }

    /** A key that groups others, like {@code mongo} for {@code mongo.uri}. */
    private static boolean isBlock(String key) {
        return ScenarioField.keys().stream().anyMatch(k -> k.startsWith(key + "."));
    }

    private static String text(Node node, ScenarioField field) {
        if (node instanceof ScalarNode scalar) {
            return scalar.getValue();
        }
        if (node instanceof SequenceNode seq && field.isList()) {
            List<String> items = new ArrayList<>();
            for (Node item : seq.getValue()) {
                if (!(item instanceof ScalarNode s)) {
                    throw new IllegalArgumentException(field.key() + ": list items must be plain values");
                }
                items.add(s.getValue());
            }
            return String.join(",", items);
        }
        throw new IllegalArgumentException(field.key() + ": expected a single value, not a "
                + (node instanceof SequenceNode ? "list" : "mapping"));
    }

    private static ScenarioException located(String source, Mark mark, String problem) {
        return new ScenarioException(List.of(message(source, mark, problem)));
    }

    /** {@code file:line:column: problem}, then the line itself with a caret under the column. */
    static String message(String source, Mark mark, String problem) {
        if (mark == null) {
            return source + ": " + problem;
        }
        String snippet = mark.get_snippet(4, 100);
        return source + ":" + (mark.getLine() + 1) + ":" + (mark.getColumn() + 1) + ": " + problem
                + (snippet.isBlank() ? "" : "\n" + snippet);
    }
}
