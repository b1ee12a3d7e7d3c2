package dev.rbench.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/** Loads results.json and checks the one thing that must hold before anything else is read: the schema version. */
public final class ResultsFile {

    public static final String NAME = "results.json";
    public static final int SCHEMA_VERSION = 1;

    private static final ObjectMapper MAPPER = JsonMapper.builder().build();

    private ResultsFile() {
    }

    /** Reads {@code runDir/results.json}. */
    public static JsonNode readRunDir(Path runDir) throws ResultsFileException {
        return read(runDir.resolve(NAME));
    }

    public static JsonNode read(Path file) throws ResultsFileException {
        String text;
        try {
            text = Files.readString(file);
        } catch (NoSuchFileException e) {
            throw new ResultsFileException("no results file at " + file + " (is this a run directory?)", e);
        } catch (IOException e) {
            throw new ResultsFileException("cannot read " + file + ": " + e.getMessage(), e);
        }
        JsonNode root;
        try {
            root = MAPPER.readTree(text);
        } catch (JacksonException e) {
            throw new ResultsFileException(file + " is not valid JSON: " + e.getOriginalMessage(), e);
        }
        if (root == null || !root.isObject()) {
            throw new ResultsFileException(file + " is not a JSON object");
        }
        JsonNode version = root.path("schemaVersion");
        if (!version.isIntegralNumber() || version.intValue() != SCHEMA_VERSION) {
            throw new ResultsFileException(file + " has schemaVersion " + (version.isMissingNode() ? "(none)" : version.toString())
                    + "; this rbench reads schemaVersion " + SCHEMA_VERSION);
        }
        return root;
    }
}
