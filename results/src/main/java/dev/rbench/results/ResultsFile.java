package dev.rbench.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

import tools.jackson.core.JacksonException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * results.json on disk: the one reader and the one writer. Writes {@link RunResults#SCHEMA_VERSION}
 * atomically (an interrupted run keeps what it measured, a reader never sees half a file); reads
 * that version and {@link RunResults#V1}, which it converts to the same records on the way in
 * ({@link V1Upgrade}), gives a file written before the scenario's typed setup its {@link StepSetup}
 * ({@link OlderSetup}), and refuses any other with a message naming the version found and the
 * versions it knows. Keys a newer file of a known version adds are ignored.
 */
public final class ResultsFile {

    public static final String NAME = "results.json";
    /** The versions {@link #read} accepts, oldest first. */
    public static final List<Integer> KNOWN_VERSIONS = List.of(RunResults.V1, RunResults.SCHEMA_VERSION);

    private static final JsonMapper MAPPER = JsonMapper.builder()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .disable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .build();

    private ResultsFile() {
    }

    /** Reads {@code runDir/results.json}. */
    public static RunResults readRunDir(Path runDir) throws ResultsFileException {
        return read(runDir.resolve(NAME));
    }

    public static RunResults read(Path file) throws ResultsFileException {
        String text;
        try {
            text = Files.readString(file);
        } catch (NoSuchFileException e) {
            throw new ResultsFileException("no results file at " + file + " (is this a run directory?)", e);
        } catch (IOException e) {
            throw new ResultsFileException("cannot read " + file + ": " + e.getMessage(), e);
        }
        return parse(text, file.toString());
    }

    /** Reads results.json's text; {@code where} names it in messages. */
    public static RunResults parse(String text, String where) throws ResultsFileException {
        JsonNode root;
        try {
            root = MAPPER.readTree(text);
        } catch (JacksonException e) {
            throw new ResultsFileException(where + " is not valid JSON: " + e.getOriginalMessage(), e);
        }
        if (root == null || !root.isObject()) {
            throw new ResultsFileException(where + " is not a JSON object");
        }
        JsonNode version = root.path("schemaVersion");
        if (!version.isIntegralNumber() || !KNOWN_VERSIONS.contains(version.intValue())) {
            throw new ResultsFileException(where + " has schemaVersion " + (version.isMissingNode() ? "(none)" : version.toString())
                    + "; this rbench reads schemaVersion " + KNOWN_VERSIONS.stream().map(String::valueOf)
                    .reduce((a, b) -> a + " and " + b).orElseThrow());
        }
        ObjectNode tree = (ObjectNode) root;
        if (version.intValue() == RunResults.V1) {
            tree = V1Upgrade.toCurrent(tree);
        }
        OlderSetup.fill(tree);
        try {
            return MAPPER.treeToValue(tree, RunResults.class);
        } catch (JacksonException e) {
            throw new ResultsFileException(where + " does not match results.json's schema version " + version.intValue()
                    + ": " + e.getOriginalMessage(), e);
        }
    }

    public static String toJson(RunResults results) {
        return MAPPER.writeValueAsString(results) + "\n";
    }

    /** Writes {@code runDir/results.json} atomically. */
    public static void write(Path runDir, RunResults results) throws IOException {
        AtomicFiles.write(runDir.resolve(NAME), toJson(results));
    }
}
