package dev.rbench.runner.backend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

class RecordStoresSessionTest {

    @Test
    void aRecordsRequestReadsItsCountAndNothingElseHasOne() {
        assertThat(RecordStoresSession.recordCount("/records?store=postgres&size=1kb&count=100&via=function"))
                .isEqualTo(OptionalLong.of(100));
        assertThat(RecordStoresSession.recordCount("/records?count=7&store=mongo&size=1kb")).isEqualTo(OptionalLong.of(7));
        assertThat(RecordStoresSession.recordCount("/records?store=mongo&size=1kb")).isEmpty();
        assertThat(RecordStoresSession.recordCount("/records?count=many")).isEmpty();
        assertThat(RecordStoresSession.recordCount("/documents/1?count=3")).isEmpty();
        assertThat(RecordStoresSession.recordCount("/records")).isEmpty();
    }
}
