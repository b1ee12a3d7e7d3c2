package dev.rbench.service.common.records;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The sizes as routes name them, their bytes and tables: infra's seeding and the routes must agree on all three. */
class RecordSizeTest {

    @Test
    void labelsBytesAndTables() {
        assertThat(RecordSize.KB1.label()).isEqualTo("1kb");
        assertThat(RecordSize.KB10.bytes()).isEqualTo(10_240);
        assertThat(RecordSize.KB100.bytes()).isEqualTo(102_400);
        assertThat(RecordSize.KB100.table()).isEqualTo("records_100kb");
        assertThat(RecordSize.parse("10KB")).isEqualTo(RecordSize.KB10);
        assertThatThrownBy(() -> RecordSize.parse("2kb")).hasMessageContaining("size must be one of 1kb, 10kb, 100kb");
    }
}
