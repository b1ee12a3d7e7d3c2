package dev.rbench.runner.results;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.results.ErrorCounts;
import dev.rbench.results.FaultFigures;
import dev.rbench.results.TimelineSecond;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class FaultRecordsTest {

    /** One second of the timeline with its p99 (null: nothing completed) and failures. */
    private static TimelineSecond second(int s, Double p99, long failed) {
        return new TimelineSecond(s, 100, 100 - failed, new ErrorCounts(0, failed, 0, 0), p99 == null ? null : p99 / 2, p99, 200);
    }

    private static List<TimelineSecond> timeline(Double... p99s) {
        List<TimelineSecond> t = new ArrayList<>();
        for (int s = 0; s < p99s.length; s++) {
            t.add(second(s, p99s[s], 0));
        }
        return t;
    }

    @Test
    void recoveryIsFromTheFaultsEndToTheFirstSecondBackWithinTenPercent() {
        // Fault from 3 s to 5 s; p99 before ~10 ms; slow until second 6; 10.5 ms in second 7.
        FaultFigures f = FaultRecords.of("database slower by 2s for 2s at 3s", 3_000, 5_000,
                timeline(9.0, 10.0, 11.0, 2_000.0, 2_010.0, 900.0, 40.0, 10.5, 10.0));
        assertThat(f.p99MsBefore()).isEqualTo(10.0);
        assertThat(f.p99MsWorst()).isEqualTo(2_010.0);
        assertThat(f.recoverySeconds()).as("the end of second 7 is 3 s after the fault's end").isEqualTo(3.0);
    }

    @Test
    void aStepThatNeverCameBackSaysSoAndFailuresAreSplitAtTheFaultsEnd() {
        List<TimelineSecond> t = new ArrayList<>(timeline(10.0, 10.0, 10.0));
        t.add(second(3, null, 50));
        t.add(second(4, 5_000.0, 20));
        t.add(second(5, 300.0, 7));
        t.add(second(6, 200.0, 2));
        FaultFigures f = FaultRecords.of("database down for 2s at 3s", 3_000, 5_000, t);
        assertThat(f.recoverySeconds()).isNull();
        assertThat(f.failedDuring()).as("seconds 3 to 5: the second it was lifted in counts").isEqualTo(77);
        assertThat(f.failedAfter()).isEqualTo(2);
        assertThat(f.errorsDuring()).as("by kind: these were timeouts").isEqualTo(new ErrorCounts(0, 77, 0, 0));
        assertThat(f.errorsAfter()).isEqualTo(new ErrorCounts(0, 2, 0, 0));
        assertThat(FaultRecords.of("database down for 2s at 3s", 3_000, 5_040, t).failedDuring())
                .as("a lift a few ms late does not move the line").isEqualTo(77);
    }

    @Test
    void withoutSecondsBeforeTheFaultThereIsNothingToRecoverTo() {
        FaultFigures f = FaultRecords.of("connections reset at 0s", 0, 0, timeline(50.0, 10.0));
        assertThat(f.p99MsBefore()).isNull();
        assertThat(f.recoverySeconds()).isNull();
    }
}
