package dev.rbench.infra.jvm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GcLogWindowTest {

    /** A G1 log as the services write it (lines from a seed-delay --quick run's virtual-gc.log). */
    private static final List<String> G1 = List.of(
            "[0.004s][info] Using G1",
            "[1.815s][info] GC(1) Pause Young (Normal) (G1 Evacuation Pause) 122M->8M(512M) 24.767ms",
            "[2.295s][info] GC(2) Pause Young (Concurrent Start) (Metadata GC Threshold) 45M->11M(512M) 16.167ms",
            "[2.295s][info] GC(3) Concurrent Mark Cycle",
            "[2.317s][info] GC(3) Pause Remark 13M->13M(512M) 4.643ms",
            "[2.319s][info] GC(3) Pause Cleanup 13M->13M(512M) 0.022ms",
            "[2.328s][info] GC(3) Concurrent Mark Cycle 33.082ms",
            "[5.646s][info] GC(4) Pause Young (Prepare Mixed) (Metadata GC Threshold) 180M->16M(512M) 43.655ms",
            "[7.424s][info] GC(9) Pause Full (System.gc()) 308M->26M(512M) 117.316ms");

    @Test
    void pausesAreCountedByKindWithTheirTotalLongestAndShare() {
        GcActivity gc = GcActivity.parse(G1, 10.0);

        assertThat(gc.pauses()).isEqualTo(6);
        assertThat(gc.pausesByKind()).isEqualTo(Map.of("Young", 3, "Remark", 1, "Cleanup", 1, "Full", 1));
        assertThat(gc.pauseMsTotal()).isCloseTo(24.767 + 16.167 + 4.643 + 0.022 + 43.655 + 117.316, within(1e-9));
        assertThat(gc.pauseMsMax()).isEqualTo(117.316);
        assertThat(gc.pauseSharePercent()).isCloseTo(gc.pauseMsTotal() / 10_000 * 100, within(1e-9));
        assertThat(gc.collections()).isEqualTo(5);
        assertThat(gc.heapAfterMbMax()).isEqualTo(26L);
    }

    @Test
    void allocationIsTheHeapsGrowthBetweenSuccessivePausesPerSecond() {
        GcActivity gc = GcActivity.parse(G1, 10.0);
        // 45-8 + 13-11 + 13-13 + 180-13 + 308-16 MB between 1.815 s and 7.424 s of uptime
        assertThat(gc.allocationMbPerSecond()).isCloseTo((37 + 2 + 0 + 167 + 292) / (7.424 - 1.815), within(1e-9));
        assertThat(GcActivity.parse(G1.subList(0, 2), 1).allocationMbPerSecond()).as("one pause: no rate").isNull();
    }

    @Test
    void theHeapsSizeIsWhatItHadCommittedAfterAPause() {
        // Serial under a 2 GB limit, the heap grown from its start (downstream-2000ms-fargate's blocking-gc.log)
        GcActivity serial = GcActivity.parse(List.of(
                "[0.003s][info] Using Serial",
                "[10.673s][info] GC(0) Pause Young (Allocation Failure) 137M->9M(198M) 107.040ms",
                "[172.069s][info] GC(26) Pause Full (Allocation Failure) 465M->300M(494M) 1111.156ms",
                "[174.864s][info] GC(27) Pause Full (Allocation Failure) 436M->299M(494M) 1003.397ms"), 200);
        assertThat(serial.heapMbMax()).isEqualTo(494L);
        assertThat(serial.heapAfterMbMax()).isEqualTo(300L);
        assertThat(GcActivity.parse(G1, 10.0).heapMbMax()).isEqualTo(512L);
        assertThat(GcActivity.NONE.heapMbMax()).isNull();
    }

    @Test
    void aConcurrentCollectorsCyclesAreCountedWithoutPauses() {
        // Non-generational ZGC (JDK 21 and older) logs no heap tables: its collections are counted, nothing more.
        GcActivity zgc = GcActivity.parse(List.of(
                "[1.200s][info] GC(0) Garbage Collection (Warmup) 60M(3%)->38M(2%)",
                "[2.400s][info] GC(1) Garbage Collection (Allocation Rate) 90M(4%)->40M(2%)"), 5);
        assertThat(zgc.collections()).isEqualTo(2);
        assertThat(zgc.pauses()).isZero();
        assertThat(zgc.heapAfterMbMax()).isNull();
        assertThat(zgc.heapMbMax()).isNull();
    }

    /** Generational ZGC's collections with their heap tables ({@code -Xlog:gc,gc+heap=info}, JDK 25): a major, then a minor. */
    private static final List<String> ZGC = List.of(
            "[0.634s][info] GC(2) Major Collection (Warmup)",
            "[0.653s][info] GC(2) Y: Min Capacity: 8M(2%)",
            "[0.653s][info] GC(2) Y: Max Capacity: 512M(100%)",
            "[0.653s][info] GC(2) Y: Soft Max Capacity: 512M(100%)",
            "[0.653s][info] GC(2) Y: Heap Statistics:",
            "[0.653s][info] GC(2) Y:                Mark Start          Mark End        Relocate Start      Relocate End           High               Low",
            "[0.653s][info] GC(2) Y:  Capacity:      378M (74%)         378M (74%)         378M (74%)         378M (74%)         378M (74%)         378M (74%)",
            "[0.653s][info] GC(2) Y:      Free:      358M (70%)         334M (65%)         332M (65%)         324M (63%)         358M (70%)         322M (63%)",
            "[0.653s][info] GC(2) Y:      Used:      154M (30%)         178M (35%)         180M (35%)         188M (37%)         190M (37%)         154M (30%)",
            "[0.653s][info] GC(2) Y: Young Generation Statistics:",
            "[0.653s][info] GC(2) Y:                Mark Start          Mark End        Relocate Start      Relocate End",
            "[0.653s][info] GC(2) Y:      Used:      154M (30%)         178M (35%)         180M (35%)         188M (37%)",
            "[0.653s][info] GC(2) Y:      Live:         -                24M (5%)           24M (5%)           24M (5%)",
            "[0.653s][info] GC(2) Y:   Garbage:         -               129M (25%)         129M (25%)           1M (0%)",
            "[0.653s][info] GC(2) Y: Allocated:         -                24M (5%)           26M (5%)          162M (32%)",
            "[0.653s][info] GC(2) Y: Reclaimed:         -                  -                 0M (0%)          128M (25%)",
            "[0.653s][info] GC(2) Y:  Promoted:         -                  -                 0M (0%)            0M (0%)",
            "[0.653s][info] GC(2) Y: Compacted:         -                  -                  -                15M (3%)",
            "[0.657s][info] GC(2) O: Min Capacity: 8M(2%)",
            "[0.657s][info] GC(2) O: Max Capacity: 512M(100%)",
            "[0.657s][info] GC(2) O: Soft Max Capacity: 512M(100%)",
            "[0.657s][info] GC(2) O: Heap Statistics:",
            "[0.657s][info] GC(2) O:                Mark Start          Mark End        Relocate Start      Relocate End           High               Low",
            "[0.657s][info] GC(2) O:  Capacity:      378M (74%)         378M (74%)         378M (74%)         378M (74%)         378M (74%)         378M (74%)",
            "[0.657s][info] GC(2) O:      Free:      358M (70%)         314M (61%)         308M (60%)         308M (60%)         358M (70%)         308M (60%)",
            "[0.657s][info] GC(2) O:      Used:      154M (30%)         198M (39%)         204M (40%)         204M (40%)         204M (40%)         154M (30%)",
            "[0.657s][info] GC(2) O: Old Generation Statistics:",
            "[0.657s][info] GC(2) O:                Mark Start          Mark End        Relocate Start      Relocate End",
            "[0.657s][info] GC(2) O:      Used:        0M (0%)            0M (0%)            0M (0%)            0M (0%)",
            "[0.657s][info] GC(2) O:      Live:         -                 0M (0%)            0M (0%)            0M (0%)",
            "[0.657s][info] GC(2) O:   Garbage:         -                 0M (0%)            0M (0%)            0M (0%)",
            "[0.657s][info] GC(2) O: Allocated:         -                 0M (0%)            0M (0%)            0M (0%)",
            "[0.657s][info] GC(2) O: Reclaimed:         -                  -                 0M (0%)            0M (0%)",
            "[0.657s][info] GC(2) O: Compacted:         -                  -                  -                 0M (0%)",
            "[0.657s][info] GC(2) Major Collection (Warmup) 154M(30%)->204M(40%) 0.023s",
            "[0.666s][info] GC(3) Minor Collection (Allocation Rate)",
            "[0.689s][info] GC(3) y: Min Capacity: 8M(2%)",
            "[0.689s][info] GC(3) y: Max Capacity: 512M(100%)",
            "[0.689s][info] GC(3) y: Soft Max Capacity: 512M(100%)",
            "[0.689s][info] GC(3) y: Heap Statistics:",
            "[0.689s][info] GC(3) y:                Mark Start          Mark End        Relocate Start      Relocate End           High               Low",
            "[0.689s][info] GC(3) y:  Capacity:      378M (74%)         378M (74%)         378M (74%)         378M (74%)         378M (74%)         378M (74%)",
            "[0.689s][info] GC(3) y:      Free:      286M (56%)         250M (49%)         246M (48%)         294M (57%)         334M (65%)         240M (47%)",
            "[0.689s][info] GC(3) y:      Used:      226M (44%)         262M (51%)         266M (52%)         218M (43%)         272M (53%)         178M (35%)",
            "[0.689s][info] GC(3) y: Young Generation Statistics:",
            "[0.689s][info] GC(3) y:                Mark Start          Mark End        Relocate Start      Relocate End",
            "[0.689s][info] GC(3) y:      Used:      226M (44%)         262M (51%)         262M (51%)         210M (41%)",
            "[0.689s][info] GC(3) y:      Live:         -                41M (8%)           38M (7%)           38M (7%)",
            "[0.689s][info] GC(3) y:   Garbage:         -               184M (36%)         183M (36%)          17M (3%)",
            "[0.689s][info] GC(3) y: Allocated:         -                36M (7%)           40M (8%)          154M (30%)",
            "[0.689s][info] GC(3) y: Reclaimed:         -                  -                 0M (0%)          167M (33%)",
            "[0.689s][info] GC(3) y:  Promoted:         -                  -                 3M (1%)            3M (1%)",
            "[0.689s][info] GC(3) y: Compacted:         -                  -                  -                19M (4%)",
            "[0.689s][info] GC(3) Minor Collection (Allocation Rate) 226M(44%)->222M(43%) 0.024s");

    @Test
    void generationalZgcLeavesWhatItsMarkingFoundInUseLessTheGarbage() {
        GcActivity zgc = GcActivity.parse(ZGC, 1);
        assertThat(zgc.collections()).isEqualTo(2);
        assertThat(zgc.pauses()).isZero();
        // The major: 154 MB in use at its start, 129 MB of young and 0 MB of old garbage; its summary says 204 MB "after",
        // everything allocated while it ran included. The minor: 226 MB in use, 184 MB of young garbage.
        assertThat(zgc.heapAfterMbMin()).isEqualTo(154L - 129);
        assertThat(zgc.heapAfterMbMax()).isEqualTo(226L - 184);
        assertThat(zgc.allocationMbPerSecond()).isCloseTo((226 - 25) / (0.689 - 0.657), within(1e-9));
        assertThat(zgc.heapMbMax()).as("ZGC logs no committed heap a collection").isNull();
        // A collection whose tables fell before the window (only its summary read) leaves no figure.
        assertThat(GcActivity.parse(List.of(ZGC.getLast()), 1).heapAfterMbMax()).isNull();
        assertThat(GcActivity.parse(List.of(ZGC.getLast()), 1).collections()).isEqualTo(1);
    }

    @Test
    void aWindowReadsOnlyWhatWasAppendedWhileItWasOpen(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("svc-gc.log");
        Files.write(log, G1.subList(0, 3));
        GcLogWindow window = GcLogWindow.open(log);
        Files.write(log, G1.subList(3, 9), StandardOpenOption.APPEND);
        Files.writeString(log, "[9.000s][info] GC(10) Pause Young (Normal) (G1 Evacuation Pause) 10M->", StandardOpenOption.APPEND);

        GcActivity gc = window.close(4);
        assertThat(gc.pauses()).as("the half-written last line waits for the next window").isEqualTo(4);
        assertThat(gc.pausesByKind()).isEqualTo(Map.of("Young", 1, "Remark", 1, "Cleanup", 1, "Full", 1));
    }

    @Test
    void aLogStartedAfreshByARestartIsReadFromItsBeginning(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("svc-gc.log");
        Files.write(log, G1);
        GcLogWindow window = GcLogWindow.open(log);
        Files.write(log, G1.subList(0, 2));
        assertThat(window.close(1).pauses()).isEqualTo(1);
        assertThat(GcLogWindow.open(dir.resolve("not-yet")).close(1)).isEqualTo(GcActivity.NONE);
    }

    @Test
    void theHeapBeforeAWindowIsTheLeastAnyPauseLeftEvenWhenTheLogIsLong(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("svc-gc.log");
        Files.write(log, G1);
        assertThat(GcLogWindow.open(log).heapAfterMbBefore()).isEqualTo(8L);

        // Old garbage after later pauses (50 and 77 MB left) does not raise the idle baseline.
        StringBuilder many = new StringBuilder();
        for (int i = 0; i < 2_000; i++) {
            many.append("[9.").append(i).append("s][info] GC(").append(100 + i)
                    .append(") Pause Young (Normal) (G1 Evacuation Pause) 400M->").append(i % 7 == 0 ? 77 : 50).append("M(512M) 1.0ms\n");
        }
        Files.writeString(log, many, StandardOpenOption.APPEND);
        Files.writeString(log, "[20.0s][info] GC(9999) Pause Young (Normal) (G1 Evacuation Pause) 300M->123M(512M) 2.0ms\n",
                StandardOpenOption.APPEND);
        GcLogWindow window = GcLogWindow.open(log);
        assertThat(window.heapAfterMbBefore()).isEqualTo(8L);
        assertThat(window.close(1)).as("nothing appended since").isEqualTo(GcActivity.parse(List.of(), 1));
        assertThat(GcLogWindow.open(dir.resolve("not-yet")).heapAfterMbBefore()).isNull();
    }

    @Test
    void aWindowOpenedOnAHalfWrittenLineSkipsItsRest(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("svc-gc.log");
        Files.write(log, G1.subList(0, 2));
        Files.writeString(log, "[3.000s][info] GC(7) Pause Young (Normal) (G1 Evacuation Pause) 99M->", StandardOpenOption.APPEND);
        GcLogWindow window = GcLogWindow.open(log);
        Files.writeString(log, "42M(512M) 5.0ms\n" + G1.get(8) + "\n", StandardOpenOption.APPEND);

        GcActivity gc = window.close(1);
        assertThat(gc.pauses()).isEqualTo(1);
        assertThat(gc.heapAfterMbMin()).isEqualTo(26L);
    }
}
