package dev.rbench.loadgen;

import static org.assertj.core.api.Assertions.assertThat;

/** Checks shared by the tests: a step's timeline adds up to its totals. */
final class Timelines {

    private Timelines() {
    }

    static void assertConsistent(StepResult r) {
        assertThat(r.requests()).isEqualTo(r.ok() + r.errors().total());
        long sent = 0, ok = 0, connect = 0, timeout = 0, http = 0, other = 0;
        for (int i = 0; i < r.timeline().size(); i++) {
            TimelineSecond s = r.timeline().get(i);
            assertThat(s.second()).isEqualTo(i);
            sent += s.sent();
            ok += s.ok();
            connect += s.errors().connect();
            timeout += s.errors().timeout();
            http += s.errors().http();
            other += s.errors().other();
            assertThat(s.p50Ms() == null).isEqualTo(s.ok() == 0);
            assertThat(s.p99Ms() == null).isEqualTo(s.ok() == 0);
            if (s.ok() > 0) {
                assertThat(s.p50Ms()).isLessThanOrEqualTo(s.p99Ms());
            }
            assertThat(r.intervalHistograms().get(i).getTotalCount()).isEqualTo(s.ok());
        }
        assertThat(r.intervalHistograms()).hasSameSizeAs(r.timeline());
        assertThat(sent).as("sum of sent").isEqualTo(r.requests());
        assertThat(ok).as("sum of ok").isEqualTo(r.ok());
        assertThat(new ErrorCounts(connect, timeout, http, other)).as("sum of errors").isEqualTo(r.errors());
        assertThat(r.histogram().getTotalCount()).isEqualTo(r.ok());
        assertThat(r.uncorrectedHistogram().getTotalCount()).isEqualTo(r.ok());
        assertThat(r.generator()).isNotNull();
    }
}
