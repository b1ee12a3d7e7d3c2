package dev.rbench.service.common.records;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RecordBodyTest {

    private static String write(RecordFormat format, List<RecordRow> rows) {
        RecordBody body = format.body();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        rows.forEach(row -> out.writeBytes(body.next(row)));
        out.writeBytes(body.end());
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aJsonArrayWithoutSpaces() {
        assertThat(write(RecordFormat.JSON, List.of(new RecordRow(1, "ab"), new RecordRow(2, "cd"), new RecordRow(10, "e"))))
                .isEqualTo("[{\"id\":1,\"payload\":\"ab\"},{\"id\":2,\"payload\":\"cd\"},{\"id\":10,\"payload\":\"e\"}]");
    }

    @Test
    void ndjsonEndsEveryRecordWithANewline() {
        assertThat(write(RecordFormat.NDJSON, List.of(new RecordRow(1, "ab"), new RecordRow(1000, "cd"))))
                .isEqualTo("{\"id\":1,\"payload\":\"ab\"}\n{\"id\":1000,\"payload\":\"cd\"}\n");
    }

    @Test
    void noRecordsIsAnEmptyArrayOrNothing() {
        assertThat(write(RecordFormat.JSON, List.of())).isEqualTo("[]");
        assertThat(write(RecordFormat.NDJSON, List.of())).isEmpty();
    }

    @Test
    void aPayloadIsEscapedAsJson() {
        assertThat(write(RecordFormat.NDJSON, List.of(new RecordRow(-1, "a\"b\\c\nd\u00e9"))))
                .isEqualTo("{\"id\":-1,\"payload\":\"a\\\"b\\\\c\\nd\u00e9\"}\n");
    }

    @ParameterizedTest
    @CsvSource({"'', JSON", "'*/*', JSON", "'application/json', JSON", "'application/x-ndjson', NDJSON",
            "'text/html, application/x-ndjson', NDJSON", "'application/json, application/x-ndjson', JSON",
            "'application/x-ndjson, application/json', NDJSON", "'application/json;q=0.5, application/x-ndjson', NDJSON",
            "'application/x-ndjson;q=0', JSON", "'application/*', JSON", "'text/plain', JSON"})
    void theAcceptHeaderChoosesTheFormat(String accept, RecordFormat expected) {
        assertThat(RecordFormat.fromAccept(accept.isEmpty() ? List.of() : List.of(accept))).isEqualTo(expected);
    }

    @Test
    void acceptHeadersGivenSeveralTimesCountTogether() {
        assertThat(RecordFormat.fromAccept(List.of("text/plain", "application/x-ndjson"))).isEqualTo(RecordFormat.NDJSON);
        assertThat(RecordFormat.fromAccept(null)).isEqualTo(RecordFormat.JSON);
    }
}
