package dev.rbench.jmeter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.rbench.loadgen.Burst;
import dev.rbench.loadgen.StepResult;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JtlTest {

    static final String HEADER = "timeStamp,elapsed,label,responseCode,responseMessage,threadName,dataType,success,failureMessage,bytes,"
            + "sentBytes,grpThreads,allThreads,URL,Latency,IdleTime,Connect\n";

    @TempDir
    Path dir;

    Path write(String text) throws Exception {
        return Files.writeString(dir.resolve("results.jtl"), text);
    }

    static String row(long stamp, long elapsed, String label, String code, boolean success, String message) {
        return stamp + "," + elapsed + "," + label + "," + code + ",x,t 1-1,text," + success + "," + message + ",100,50,1,1,http://h/,1,0,0\n";
    }

    @Test
    void startStampedRowsAreReadAsTheyAreAndTheirErrorsSortedByOurKinds() throws Exception {
        // Rows as JMeter writes them: when each request ends. Started 0, 10, 20 ms; the first took longest.
        String text = HEADER + row(1_000_010, 100, "s", "200", true, "") + row(1_000_020, 150, "s", "500", false, "")
                + row(1_000_000, 300, "s", "Non HTTP response code: java.net.SocketTimeoutException", false,
                        "\"Non HTTP response message: Read timed out, after 300 ms\"")
                + row(1_000_400, 5, "s", "Non HTTP response code: org.apache.http.conn.HttpHostConnectException", false,
                        "Connection refused")
                + row(1_000_410, 7, "s", "Non HTTP response code: org.apache.http.NoHttpResponseException", false, "failed to respond");
        Jtl.Contents jtl = Jtl.read(write(text), Jtl.Stamps.AUTO);
        assertThat(jtl.stamps()).isEqualTo(Jtl.Stamps.START);
        assertThat(jtl.samples().get(2).message()).isEqualTo("Non HTTP response message: Read timed out, after 300 ms");
        StepResult step = JtlStep.of(jtl.samples(), 0, 0);
        assertThat(step.requests()).isEqualTo(5);
        assertThat(step.ok()).isEqualTo(1);
        assertThat(step.errors().http()).isEqualTo(1);
        assertThat(step.errors().timeout()).isEqualTo(1);
        assertThat(step.errors().connect()).isEqualTo(1);
        assertThat(step.errors().other()).isEqualTo(1);
        assertThat(step.latencyMs().mean()).isCloseTo(100.0, org.assertj.core.api.Assertions.within(0.1));
        assertThat(step.wallSeconds()).isCloseTo(0.417, org.assertj.core.api.Assertions.within(0.001));
        assertThat(step.users()).isEqualTo(1);
    }

    @Test
    void endStampedRowsAreRecognisedAndConvertedToStarts() throws Exception {
        // The same requests stamped at their ends: the stamps keep file order, start + elapsed would not.
        String text = HEADER + row(1_000_110, 100, "s", "200", true, "") + row(1_000_120, 10, "s", "200", true, "")
                + row(1_000_300, 300, "s", "200", true, "");
        Jtl.Contents jtl = Jtl.read(write(text), Jtl.Stamps.AUTO);
        assertThat(jtl.stamps()).isEqualTo(Jtl.Stamps.END);
        assertThat(jtl.samples()).extracting(JtlSample::startMs).containsExactly(1_000_010L, 1_000_110L, 1_000_000L);
        assertThat(Jtl.read(write(text), Jtl.Stamps.START).samples().getFirst().startMs()).isEqualTo(1_000_110L);
    }

    @Test
    void theTimelineCountsSendsWhereTheyStartAndAnswersWhereTheyEnd() throws Exception {
        StringBuilder text = new StringBuilder(HEADER);
        // two requests a second for 3 s, each 1,500 ms, ending at 1.5, 2, 2.5, 3, 3.5 and 4 s; at most 3 in flight
        for (int i = 0; i < 6; i++) {
            text.append(row(2_000_000 + i * 500L, 1500, "s", "200", true, ""));
        }
        StepResult step = JtlStep.of(Jtl.read(write(text.toString()), Jtl.Stamps.START).samples(), 6, 12.5);
        assertThat(step.timeline()).extracting(s -> s.sent()).containsExactly(2L, 2L, 2L, 0L, 0L);
        assertThat(step.timeline()).extracting(s -> s.ok()).containsExactly(0L, 1L, 2L, 2L, 1L);
        assertThat(step.timeline().get(1).inFlightMax()).isEqualTo(3);
        assertThat(step.generator().cpuPercent()).isEqualTo(12.5);
        assertThat(step.intervalHistograms()).hasSize(5);
        assertThat(step.wallSeconds()).isEqualTo(4.0);
    }

    @Test
    void aBurstWhoseThreadsStartedLateIsFlaggedWithHowLate() throws Exception {
        // 4 threads over 300 ms belong at 0, 75, 150 and 225 ms; the third started 200 ms late.
        long[] starts = {0, 75, 350, 225};
        StringBuilder text = new StringBuilder(HEADER);
        for (int k = 1; k <= 4; k++) {
            text.append((3_000_000 + starts[k - 1]) + ",100,s,200,OK,burst 1-" + k + ",text,true,,1,1,4,4,u,1,0,0\n");
        }
        var samples = Jtl.read(write(text.toString()), Jtl.Stamps.START).samples();
        StepResult late = JtlStep.of(samples, 4, 0, new Burst(4, java.time.Duration.ofMillis(300)));
        assertThat(late.generator().sendLatenessP99Ms()).isCloseTo(200.0, org.assertj.core.api.Assertions.within(0.2));
        assertThat(late.generator().saturated()).isTrue();
        assertThat(late.generator().reason()).contains("JMeter started its threads up to 200 ms (p99) after their places");
        starts[2] = 150;
        StringBuilder onTime = new StringBuilder(HEADER);
        for (int k = 1; k <= 4; k++) {
            onTime.append((3_000_000 + starts[k - 1]) + ",100,s,200,OK,burst 1-" + k + ",text,true,,1,1,4,4,u,1,0,0\n");
        }
        StepResult fine = JtlStep.of(Jtl.read(write(onTime.toString()), Jtl.Stamps.START).samples(), 4, 0,
                new Burst(4, java.time.Duration.ofMillis(300)));
        assertThat(fine.generator().saturated()).isFalse();
        assertThat(fine.generator().sendLatenessP99Ms()).isZero();
    }

    @Test
    void aFileImportCannotReadSaysWhatToChangeInJmeter() throws Exception {
        assertThatThrownBy(() -> Jtl.read(write("timeStamp,label,responseCode,success\n1,s,200,true\n"), Jtl.Stamps.AUTO))
                .hasMessageContaining("results.jtl:1 has no column \"elapsed\"").hasMessageContaining("jmeter.save.saveservice.time=true");
        assertThatThrownBy(() -> Jtl.read(write("1000,5,s,200,OK,t,text,true,,1,1,1,1,u,1,0,0\n"), Jtl.Stamps.AUTO))
                .hasMessageContaining("no header line").hasMessageContaining("print_field_names=true");
        assertThatThrownBy(() -> Jtl.read(write("<?xml version=\"1.0\"?>\n<testResults/>\n"), Jtl.Stamps.AUTO))
                .hasMessageContaining("is XML").hasMessageContaining("output_format=csv");
        assertThatThrownBy(() -> Jtl.read(write(HEADER + "2026/11/25 10:00:00,5,s,200,OK,t,text,true,,1,1,1,1,u,1,0,0\n"), Jtl.Stamps.AUTO))
                .hasMessageContaining("results.jtl:2: timeStamp \"2026/11/25 10:00:00\"").hasMessageContaining("timestamp_format=ms");
        assertThatThrownBy(() -> Jtl.read(dir.resolve("missing.jtl"), Jtl.Stamps.AUTO)).hasMessageContaining("no JTL at");
        assertThatThrownBy(() -> Jtl.read(write(""), Jtl.Stamps.AUTO)).hasMessageContaining("is empty");
        assertThat(Jtl.read(write(HEADER), Jtl.Stamps.AUTO).samples()).isEmpty();
    }
}
