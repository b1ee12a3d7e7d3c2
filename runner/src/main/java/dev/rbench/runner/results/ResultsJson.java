package dev.rbench.runner.results;

import dev.rbench.report.AtomicFiles;
import java.io.IOException;
import java.nio.file.Path;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/** results.json: written atomically after every step, so an interrupted run keeps what it measured. */
public final class ResultsJson {

    public static final String FILE_NAME = "results.json";

    private static final JsonMapper MAPPER = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

    private ResultsJson() {
    }

    public static String toJson(RunResults results) {
        return MAPPER.writeValueAsString(results) + "\n";
    }

    public static void write(Path dir, RunResults results) throws IOException {
        AtomicFiles.write(dir.resolve(FILE_NAME), toJson(results));
    }
}
