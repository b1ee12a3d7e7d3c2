package dev.rbench.runner.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.protocol.PoolSnapshot;
import dev.rbench.results.BackendCpu;
import dev.rbench.results.Bottleneck;
import dev.rbench.results.DatabaseStep;
import dev.rbench.results.ErrorCounts;
import dev.rbench.results.GcFigures;
import dev.rbench.results.GeneratorHealth;
import dev.rbench.results.InFlightMemory;
import dev.rbench.results.LatencySummary;
import dev.rbench.results.LimitingResource;
import dev.rbench.results.ListenQueueDrops;
import dev.rbench.results.MachineNoise;
import dev.rbench.results.ModelAtStepCpu;
import dev.rbench.results.ModelError;
import dev.rbench.results.PinningFigures;
import dev.rbench.results.ResourceUsage;
import dev.rbench.results.ResultsFile;
import dev.rbench.results.RunResults;
import dev.rbench.results.StepRecord;
import dev.rbench.results.TimelineSecond;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The rules on figures shaped like recorded steps of the presets (seed-delay, seed-database, streams-concurrent). */
class BottlenecksTest {

    private static final StepContext BLOCKING_200 = new StepContext(200, 2, true);
    private static final StepContext VIRTUAL = new StepContext(null, 2, true);

    @Test
    void whereTheServiceCountedItsBusyWorkersTheCountDecides() {
        var all = new dev.rbench.results.ServiceSecond(200L, 200, 200, null, 0, 0L, null, null, null);
        Bottleneck b = Bottlenecks.of(step().inFlight(1000).modelError(0.01, 0.02).record().toBuilder().serviceSeconds(List.of(all)).build(), BLOCKING_200)
                .orElseThrow();
        assertThat(b.describe()).isEqualTo("threads (200/200 busy as the service counted, 800 queued)");
        // 1,000 in flight but only 120 workers busy: the requests wait elsewhere (the kernel, the generator), not for threads
        var some = new dev.rbench.results.ServiceSecond(120L, 120, 200, null, 0, 0L, null, null, null);
        assertThat(Bottlenecks.of(step().inFlight(1000).modelError(0.01, 0.02).record().toBuilder().serviceSeconds(List.of(some)).build(), BLOCKING_200)
                .orElseThrow().resource()).isNotEqualTo(LimitingResource.THREADS);
    }

    @Test
    void aBlockingStepWithMoreRequestsInFlightThanThreadsIsThreadBound() {
        // seed-delay, blocking, 1,000 users: 200 threads, 800 requests queued behind them
        Bottleneck b = label(step().inFlight(1000).modelError(0.01, 0.02), BLOCKING_200);
        assertThat(b.resource()).isEqualTo(LimitingResource.THREADS);
        assertThat(b.describe()).isEqualTo("threads (200/200 busy, 800 queued)");
        assertThat(label(step().inFlight(1000).modelError(0.0, 0.0), VIRTUAL).resource())
                .as("virtual threads have no T").isEqualTo(LimitingResource.NONE);
    }

    @Test
    void aFullPoolWithWaitersOutranksTheThreadsItStarves() {
        // seed-database, blocking, 400 users: N = 100 < T = 200
        Bottleneck b = label(step().inFlight(400).pool(new PoolSnapshot(100, 0, 2, 0, 0, 100, 0, 100, 300)), BLOCKING_200);
        assertThat(b.describe()).isEqualTo("pool (100/100 in use, 300 waiting)");
        assertThat(b.alsoSeen()).extracting(Bottleneck.Finding::resource).containsExactly(LimitingResource.THREADS);
        assertThat(label(step().inFlight(50).pool(new PoolSnapshot(100, 0, 2, 0, 0, 100, 0, 100, 0)), BLOCKING_200).resource())
                .as("all in use but nobody waiting: not a limit yet").isEqualTo(LimitingResource.NONE);
    }

    @Test
    void withoutOurPoolGaugesTheServicesOwnCountOfItsPoolDecides() {
        // A user's app read through its Actuator: HikariCP's 4 connections in use and 12 waiting in one second.
        var full = new dev.rbench.results.ServiceSecond(16L, 8, 8, null, null, null, 4L, 12L, 4L);
        Bottleneck b = Bottlenecks.of(step().inFlight(16).modelError(0.01, 0.02).record().toBuilder().serviceSeconds(List.of(full)).build(),
                new StepContext(8, 2, true)).orElseThrow();
        assertThat(b.describe()).startsWith("pool (4/4 in use, 12 waiting as the service counted)");
        assertThat(b.alsoSeen()).extracting(Bottleneck.Finding::resource).containsExactly(LimitingResource.THREADS);
        // All in use but nobody waiting, or no pool at all: not the pool.
        var noWaiters = new dev.rbench.results.ServiceSecond(4L, 4, 8, null, null, null, 4L, 0L, 4L);
        var noPool = new dev.rbench.results.ServiceSecond(4L, 4, 8, null, null, null, null, null, null);
        for (var second : List.of(noWaiters, noPool)) {
            assertThat(Bottlenecks.of(step().inFlight(4).modelError(0.01, 0.02).record().toBuilder().serviceSeconds(List.of(second)).build(),
                    new StepContext(8, 2, true)).orElseThrow().resource()).isEqualTo(LimitingResource.NONE);
        }
    }

    @Test
    void droppedSynsNameTheAcceptQueue() {
        Bottleneck b = label(step().dropped(1118).inFlight(4000), VIRTUAL);
        assertThat(b.describe()).isEqualTo("accept queue (1,118 SYNs dropped)");
    }

    @Test
    void busyCoresNameTheCpuCountingTheGeneratorWhereItSharesThem() {
        // streams-concurrent: the service and the generator on the same two cores
        Bottleneck b = label(step().cpu(158, 21), VIRTUAL);
        assertThat(b.describe()).isEqualTo("CPU (service 1.58 + generator 0.21 of 2 cores)");
        assertThat(label(step().cpu(158, 21), new StepContext(null, 2, false)).resource())
                .as("a generator pinned elsewhere is not the service's CPU").isEqualTo(LimitingResource.NONE);
    }

    @Test
    void pinnedWaitsHoldingHalfACarrierOrMoreNamePinning() {
        // the native-callback route on virtual threads: 40 waits of 200 ms pinned in a 4 s step
        Bottleneck b = label(step().wall(4).pinned(40, 8000), VIRTUAL);
        assertThat(b.describe()).isEqualTo("pinning (40 pinned waits, 8.00 s pinned in 4.0 s)");
        assertThat(label(step().wall(4).pinned(3, 600), VIRTUAL).resource()).as("0.15 of a carrier").isEqualTo(LimitingResource.NONE);
    }

    @Test
    void aStepStarvedOfCpuByOtherProcessesIsCpuBoundWithTheCoresHoldersNamed() {
        // streams-concurrent --quick beside four builds: service 0.64 + generator 0.15 of a core, others 1.1
        Bottleneck b = label(step().cpu(64, 15).noise(110, 2).modelError(-0.62, 0.9), VIRTUAL);
        assertThat(b.describe()).isEqualTo(
                "CPU (the machine's 2 cores 95% busy: service 0.64, generator 0.15, other processes 1.10)");
        assertThat(label(step().cpu(64, 15).noise(110, 2).modelError(-0.02, 0.01), VIRTUAL).resource())
                .as("a busy machine that did not cost the step anything is not its limit").isEqualTo(LimitingResource.NONE);
        assertThat(label(step().cpu(30, 5).noise(40, 2).modelError(-0.62, 0.9), VIRTUAL).resource())
                .as("a machine with cores to spare").isEqualTo(LimitingResource.NONE);
        // streams-concurrent --quick on a quiet machine: the service 1.10 cores, the embedded databases the rest
        assertThat(label(step().cpu(110, 15).machine(190, 2).modelError(-0.36, 0.5), VIRTUAL).describe()).isEqualTo(
                "CPU (the machine's 2 cores 95% busy: service 1.10, generator 0.15, other processes 0.00,"
                        + " this run's databases and proxies 0.65)");
    }

    /**
     * cassandra-findall-closed's first stack (2026-11-27): the machine's cores full, the embedded Cassandra 1.48 of them,
     * its compilers still at work; the backend's own figures name what its share was spent on, and its compilers are a
     * warm-up of the step too.
     */
    @Test
    void theRunsOwnBackendIsNamedWithItsCompilersAndCollectors() {
        Step firstStack = step().cpu(44, 5).machine(197, 2).modelError(-0.21, 0.26).backend(140, 25.0, 30.0);
        Bottleneck b = label(firstStack, VIRTUAL);
        assertThat(b.describe()).startsWith("CPU (the machine's 2 cores 99% busy: service 0.44, generator 0.05, other processes"
                + " 0.00, this run's backend 1.40 (its JIT compilers 0.25, its collectors 0.30), proxies and the rest 0.08)");
        assertThat(b.alsoSeen()).extracting(Bottleneck.Finding::resource).containsExactly(LimitingResource.WARM_UP);
        assertThat(b.alsoSeen().getFirst().evidence()).isEqualTo("its backend's JIT compilers took 25.0 of its 140 % of a core:"
                + " still warming up (a longer warm-up measures it warm)");
        Step warm = step().cpu(44, 5).machine(197, 2).modelError(-0.21, 0.26).backend(148, 0.4, 30.0);
        assertThat(label(warm, VIRTUAL).describe()).as("a backend compiling under a tenth of its CPU is warm")
                .isEqualTo("CPU (the machine's 2 cores 99% busy: service 0.44, generator 0.05, other processes 0.00,"
                        + " this run's backend 1.48 (its JIT compilers 0.00, its collectors 0.30))");
        assertThat(label(step().cpu(44, 5).machine(197, 2).modelError(-0.21, 0.26).backend(148, null, null), VIRTUAL).describe())
                .as("a backend that runs no JVM").endsWith("this run's backend 1.48)");
    }

    /** cassandra-findall-closed, blocking at 10 users (2026-11-27): the calibration read 52.2 ms a request, the step spent 57.6. */
    @Test
    void aCpuBoundMissSaysWhatTheStepSpentAgainstWhatTheCalibrationRead() {
        Step missed = step().cpu(44, 5).machine(197, 2).modelError(-0.18, 0.21).backend(148, 0.4, 30.0)
                .atStepCpu(52.2, 57.6, -0.095, 0.1);
        assertThat(label(missed, VIRTUAL).describe()).endsWith("this run's backend 1.48 (its JIT compilers 0.00, its collectors 0.30);"
                + " the step spent 57.60 ms of CPU a request where the calibration read 52.20 (+10 %): at its own the model is -10 %"
                + " on throughput)");
        assertThat(label(step().cpu(44, 5).machine(197, 2).modelError(-0.18, 0.21).backend(148, 0.4, 30.0)
                .atStepCpu(52.2, 55.0, -0.17, 0.2), VIRTUAL).describe()).as("5 % apart: the reading is not the story")
                .endsWith("its collectors 0.30))");
        assertThat(label(step().cpu(44, 5).machine(197, 2).modelError(-0.05, 0.05).backend(148, 0.4, 30.0)
                .atStepCpu(52.2, 60.0, 0.1, -0.1), VIRTUAL).describe()).as("no miss to explain").doesNotContain("calibration read");
    }

    @Test
    void longPausesNameTheCollector() {
        Bottleneck b = label(step().wall(3.3).gc(410, 5), VIRTUAL);
        assertThat(b.describe()).isEqualTo("GC (0.41 s paused of 3.3 s, 5 pauses)");
        assertThat(label(step().wall(3.3).gc(100, 5), VIRTUAL).resource()).as("3 % paused").isEqualTo(LimitingResource.NONE);
        // seed-delay --quick, virtual, 1 user: one 118 ms pause in a 0.6 s step, -21 % against the model
        assertThat(label(step().wall(0.6).gc(118.2, 1), VIRTUAL).describe()).isEqualTo("GC (0.12 s paused of 0.6 s, 1 pause)");
    }

    @Test
    void fullCollectionsThatLeaveMostOfTheHeapInUseSayTheHeapIsTooSmallForTheRequestsInFlight() {
        // downstream-2000ms-fargate, blocking, 2,000 users under a quarter core and a 494 MB heap (2026-11-27)
        StepRecord record = step().wall(22.8).gcFull(5983.4, 5, 1, 328, 494).record()
                .toBuilder().memory(InFlightMemory.of(2000, 600, 900, 12L, 328L)).build();
        Bottleneck b = Bottlenecks.of(record, VIRTUAL).orElseThrow();
        assertThat(b.describe()).isEqualTo("GC (5.98 s paused of 22.8 s, 6 pauses, 5 of them full collections that left"
                + " 328 of 494 MB in use: the heap is too small for what the requests in flight keep live (2,000 in flight,"
                + " ~162 KB live each); give it more or hold fewer)");
        assertThat(Bottlenecks.of(step().wall(22.8).gcFull(5983.4, 5, 1, 328, 494).record(), VIRTUAL).orElseThrow().describe())
                .as("without the memory figures, the heap alone").endsWith("in use: the heap is too small for what the"
                        + " requests in flight keep live; give it more or hold fewer)");
        assertThat(Bottlenecks.of(step().wall(22.8).gcFull(5983.4, 5, 1, 150, 494).record(), VIRTUAL).orElseThrow().describe())
                .as("full collections that free most of the heap: a GC limit, not a heap too small")
                .isEqualTo("GC (5.98 s paused of 22.8 s, 6 pauses)");
        assertThat(Bottlenecks.of(step().wall(22.8).gcFull(5983.4, 1, 5, 328, 494).record(), VIRTUAL).orElseThrow().describe())
                .as("mostly young collections").isEqualTo("GC (5.98 s paused of 22.8 s, 6 pauses)");
    }

    @Test
    void aSaturatedGeneratorComesFirstSinceTheStepMeasuredItToo() {
        Bottleneck b = label(step().saturated(28.0).dropped(10), VIRTUAL);
        assertThat(b.resource()).isEqualTo(LimitingResource.GENERATOR);
        assertThat(b.evidence()).isEqualTo("send lateness p99 28.0 ms, busiest event loop 95%");
        assertThat(b.alsoSeen()).extracting(Bottleneck.Finding::resource).containsExactly(LimitingResource.ACCEPT_QUEUE);
    }

    @Test
    void lateSendsFromIdleLoopsSayTheCpusWereTakenByOthers() {
        StepRecord idle = step().record();
        StepRecord late = StepRecord.builder().users(idle.users()).workload(idle.workload()).requests(idle.requests()).ok(idle.ok())
                .errors(idle.errors()).wallSeconds(idle.wallSeconds()).throughputRps(idle.throughputRps()).latencyMs(idle.latencyMs())
                .sut(idle.sut()).modelError(idle.modelError()).latencyMsUncorrected(idle.latencyMsUncorrected())
                .timeline(idle.timeline()).generator(new GeneratorHealth(47.1, 1, 4, true, "generator late")).build();
        assertThat(Bottlenecks.of(late, VIRTUAL).orElseThrow().evidence())
                .isEqualTo("send lateness p99 47.1 ms, busiest event loop 1%: its CPUs were taken by others");
    }

    @Test
    void withNoLimitReachedTheModelSaysWhetherTheStepWaitedAsModelled() {
        assertThat(label(step().modelError(0.004, -0.01), VIRTUAL).describe()).isEqualTo("none — waiting on t as modelled");
        assertThat(label(step().modelError(-0.31, 0.02), VIRTUAL).describe())
                .isEqualTo("none — no limit reached; the model is off by -31% (not explained)");
        assertThat(label(step(), VIRTUAL).evidence()).isEqualTo("no limit reached (not modelled)");
    }

    /** downstream-500ms-fargate's 100-user step (2026-11-26): a quarter of a core, all of it busy, throttled throughout. */
    @Test
    void aClosedStepWhoseEndsCostTheModelSaysSoAndNamesTheMiddlesRate() {
        // 620 req/s over the wall against the middle's 656: 5.5 % lost while the first and the last requests waited.
        Bottleneck b = label(step().cpu(22.1, 3).quota(0.25, 235, 204).model(620, 656.0).modelError(-0.09, 0.05), VIRTUAL);
        assertThat(b.describe()).isEqualTo("CPU (0.22 of its 0.25-CPU quota, throttled in 204 of 235 periods; the step's two"
                + " ends cost the model 5 % of its throughput (the cores idle while the first and the last requests waited):"
                + " its steady middle serves 656 req/s, which a longer step measures nearer)");
        assertThat(label(step().cpu(22.1, 3).quota(0.25, 235, 204).model(650, 656.0), VIRTUAL).describe())
                .as("1 %: not worth saying").doesNotContain("two ends");
        assertThat(label(step().cpu(22.1, 3).quota(0.25, 235, 204).model(656, null), VIRTUAL).describe())
                .as("none recorded").doesNotContain("two ends");
    }

    @Test
    void aServiceAtItsCpuQuotaIsCpuBoundThoughItsCoresAreMostlyIdle() {
        Bottleneck b = label(step().cpu(24.9, 3).quota(0.25, 206, 196).modelError(0.62, -0.4), VIRTUAL);
        assertThat(b.describe()).isEqualTo("CPU (0.25 of its 0.25-CPU quota, throttled in 196 of 206 periods)");
        assertThat(label(step().cpu(12, 3).quota(0.5, 100, 70), VIRTUAL).describe()).as("throttled in most periods")
                .isEqualTo("CPU (0.12 of its 0.5-CPU quota, throttled in 70 of 100 periods)");
        assertThat(label(step().cpu(10, 3).quota(0.5, 100, 10), VIRTUAL).resource())
                .as("a fifth of its quota, seldom throttled").isEqualTo(LimitingResource.NONE);
    }

    /** seed-mongo-connections' first route (2026-11-26): a steady load whose throughput rose through the step. */
    @Test
    void aSteadyLoadWhoseThroughputRoseIsStillWarmingUp() {
        StepContext steady = new StepContext(null, 2, true, true);
        Step rising = step().meanMs(0.4).perSecond(9637, 10034, 10880, 10959, 10461, 10987, 13645, 14719, 13189, 13749, 200);
        assertThat(label(rising, steady).describe())
                .isEqualTo("warm-up (10,184 req/s in the first 3 s, 13,886 in the last 3: still warming up"
                        + " (a longer warm-up measures it warm))");
        assertThat(label(rising.pool(new PoolSnapshot(100, 0, 2, 0, 0, 100, 0, 100, 92)), steady).alsoSeen())
                .extracting(Bottleneck.Finding::resource).containsExactly(LimitingResource.WARM_UP);
        assertThat(label(step().perSecond(12242, 12000, 12100, 12300, 11900, 12000, 12100, 11932, 12000, 11900, 150), steady)
                .resource()).as("steady throughout").isEqualTo(LimitingResource.NONE);
        assertThat(label(step().perSecond(9637, 10034, 10880, 10959, 10461, 10987, 13645, 14719, 13189, 13749, 200),
                new StepContext(null, 2, true, false)).resource()).as("a burst or a ramp rises by design")
                .isEqualTo(LimitingResource.NONE);
        assertThat(label(step().perSecond(100, 200, 300, 400, 500, 600), steady).resource()).as("too short to tell")
                .isEqualTo(LimitingResource.NONE);
    }

    /**
     * downstream-500ms's 100 users (2026-11-26): a request takes half a second, so the first second finishes half of
     * what every later one does; that filling is no warming, and the three seconds after it are the ones to compare.
     */
    @Test
    void theFirstSecondsAsLongAsARequestTakesAreItsFillingNotAWarmUp() {
        StepContext steady = new StepContext(null, 2, true, true);
        Step filling = step().meanMs(503).perSecond(100, 200, 200, 199, 200, 201, 200, 200, 199, 200, 200, 100);
        assertThat(label(filling, steady).resource()).isEqualTo(LimitingResource.NONE);
        Step warming = step().meanMs(503).perSecond(50, 100, 110, 105, 120, 130, 140, 150, 160, 150, 155, 80);
        assertThat(label(warming, steady).describe()).isEqualTo("warm-up (105 req/s in the first 3 s after the 1 s its"
                + " first requests took, 155 in the last 3: still warming up (a longer warm-up measures it warm))");
    }

    /**
     * downstream-500ms-fargate's 500-user steps (2026-11-27): 630 req/s in their first seconds, 990 in their last, under
     * a quarter core whose share the JIT compilers took; the compilers' own reading says so, also where the throughput
     * alone would not (a burst, or a step whose compiling went on to its end).
     */
    @Test
    void compilersBusyThroughAStepAreAWarmUpTooAndSaidBesideTheRise() {
        StepContext steady = new StepContext(null, 2, true, true);
        Step rising = step().meanMs(503).perSecond(300, 630, 620, 640, 700, 800, 900, 990, 1000, 980, 990, 500).cpu(23, 3)
                .compilers(4.1);
        assertThat(label(rising, steady).describe()).isEqualTo("warm-up (630 req/s in the first 3 s after the 1 s its first"
                + " requests took, 990 in the last 3; its JIT compilers took 4.1 of its 23 % of a core: still warming up (a"
                + " longer warm-up measures it warm))");
        Step burst = step().cpu(40, 3).compilers(8).modelError(-0.2, 0.25);
        assertThat(label(burst, new StepContext(null, 2, true, false)).describe()).as("no steady load to rise, compilers busy")
                .isEqualTo("warm-up (its JIT compilers took 8.0 of its 40 % of a core: still warming up (a longer warm-up"
                        + " measures it warm))");
        assertThat(label(step().cpu(40, 3).compilers(3.9), steady).resource()).as("under a tenth of the service's CPU")
                .isEqualTo(LimitingResource.NONE);
        assertThat(label(step().cpu(5, 3).compilers(0.9), steady).resource()).as("under /proc's grain")
                .isEqualTo(LimitingResource.NONE);
        assertThat(label(step().cpu(40, 3), steady).resource()).as("not read").isEqualTo(LimitingResource.NONE);
    }

    /**
     * seed-delay --quick (the demo): virtual at 100 users within 0.2 % of its model, its JIT compilers 29 of its 39 % of
     * a core through the step, was labelled warm-up; a step that met its model was not limited by what the model has no
     * station for, which is only seen beside it.
     */
    @Test
    void aStepThatMetItsModelIsLimitedByNothingOutsideItWhichIsOnlySeen() {
        StepContext burst = new StepContext(null, 2, true, false);
        Bottleneck asModelled = label(step().cpu(39, 3).compilers(29.4).modelError(-0.0019, 0.0051), burst);
        assertThat(asModelled.describe()).isEqualTo("none — waiting on t as modelled");
        assertThat(asModelled.alsoSeen()).singleElement().satisfies(f -> {
            assertThat(f.resource()).isEqualTo(LimitingResource.WARM_UP);
            assertThat(f.evidence()).isEqualTo("its JIT compilers took 29.4 of its 39 % of a core while the step met its model");
        });
        Bottleneck blocking = label(step().inFlight(100).cpu(4, 3).compilers(2.6).modelError(-0.0013, 0.0014),
                new StepContext(10, 2, true, false));
        assertThat(blocking.resource()).as("the threads are in the model: still the limit").isEqualTo(LimitingResource.THREADS);
        assertThat(blocking.alsoSeen()).extracting(Bottleneck.Finding::resource).containsExactly(LimitingResource.WARM_UP);
        assertThat(label(step().cpu(40, 3).compilers(8), burst).describe()).as("no model: compiling alone held nothing back")
                .isEqualTo("none — no limit reached (not modelled)");
        assertThat(label(step().cpu(40, 3).compilers(8), burst).alsoSeen()).extracting(Bottleneck.Finding::resource)
                .containsExactly(LimitingResource.WARM_UP);
        assertThat(label(step().cpu(39, 3).compilers(29.4).modelError(-0.25, 0.3), burst).resource())
                .as("short of the model while compiling").isEqualTo(LimitingResource.WARM_UP);
    }

    /**
     * A recorded demo (seed-delay --quick, one repeat, 2026-12-06, on a machine others kept 1.5–2.0 cores busy): the
     * compilers were still at work beside 9 of its 12 steps; none of those that met their model is limited by the warm-up.
     */
    @Test
    void noStepOfTheRecordedDemoThatMetItsModelIsLimitedByItsWarmUp() throws Exception {
        RunResults demo = ResultsFile.read(Path.of("..", "results", "src", "test", "resources", "seed-delay-quick-demo.json"));
        int seen = 0;
        for (var run : demo.runs()) {
            StepContext context = new StepContext(run.stack().equals("blocking") ? 10 : null, 2, true, false);
            for (StepRecord step : run.steps()) {
                Bottleneck b = Bottlenecks.of(step, context).orElseThrow();
                boolean met = Math.abs(step.modelError().throughput()) <= 0.10 && Math.abs(step.modelError().meanLatency()) <= 0.10;
                if (met) {
                    assertThat(b.resource().outsideModel()).as("%s at %d users: %s", run.stack(), step.users(), b.describe())
                            .isFalse();
                }
                seen += (int) b.alsoSeen().stream().filter(f -> f.resource() == LimitingResource.WARM_UP).count();
            }
        }
        assertThat(seen).as("the compilers' work is still said").isGreaterThanOrEqualTo(9);
    }

    @Test
    void aStepThatDidNotRunHasNoLabel() {
        assertThat(Bottlenecks.of(StepRecord.notRun(10, "burst", "service would not start", null), VIRTUAL)).isEmpty();
    }

    private static Bottleneck label(Step step, StepContext context) {
        return Bottlenecks.of(step.record(), context).orElseThrow();
    }

    private static Step step() {
        return new Step();
    }

    /** A measured step of 100 requests with nothing limiting, changed one figure at a time. */
    private static final class Step {
        private long inFlight = 10;
        private PoolSnapshot pool;
        private long dropped;
        private double serviceCpu = 20;
        private Double compilers;
        private double generatorCpu = 5;
        private double wall = 2;
        private GcFigures gc;
        private GeneratorHealth generator = new GeneratorHealth(0.3, 5, 5, false, null);
        private ModelError modelError = new ModelError(null, null);
        private dev.rbench.results.ModelFigures model;
        private PinningFigures pinning;
        private MachineNoise noise;
        private dev.rbench.results.LimitsStep limits;
        private List<TimelineSecond> seconds;
        private double meanMs = 2000;
        private BackendCpu backend;

        Step backend(double cpuPercent, Double compilerPercent, Double collectorPercent) {
            backend = new BackendCpu(cpuPercent, compilerPercent, collectorPercent);
            return this;
        }

        Step perSecond(long... ok) {
            seconds = new ArrayList<>();
            for (int i = 0; i < ok.length; i++) {
                seconds.add(new TimelineSecond(i, ok[i], ok[i], ErrorCounts.NONE, null, null, inFlight));
            }
            return this;
        }

        Step meanMs(double ms) {
            meanMs = ms;
            return this;
        }

        Step model(double throughputRps, Double steadyThroughputRps) {
            model = dev.rbench.results.ModelFigures.of(throughputRps, 3000, 20).withSteadyThroughput(steadyThroughputRps);
            return this;
        }

        Step quota(double cpus, long periods, long throttled) {
            limits = new dev.rbench.results.LimitsStep(cpus, 2048, periods, throttled, throttled * 20.0, 300, true, 0);
            return this;
        }

        Step noise(double otherCpuPercent, int cpus) {
            noise = new MachineNoise(0, otherCpuPercent, 9.5, cpus, otherCpuPercent >= 50, null);
            return this;
        }

        Step machine(double machineCpuPercent, int cpus) {
            noise = MachineNoise.of(0, 0, 1.2, cpus, machineCpuPercent);
            return this;
        }

        Step pinned(int waits, double ms) {
            pinning = new PinningFigures(20, waits, ms, ms / waits, List.of());
            return this;
        }

        Step inFlight(long n) {
            inFlight = n;
            return this;
        }

        Step pool(PoolSnapshot p) {
            pool = p;
            return this;
        }

        Step dropped(long n) {
            dropped = n;
            return this;
        }

        Step compilers(double percentOfACore) {
            compilers = percentOfACore;
            return this;
        }

        Step cpu(double service, double generatorPercent) {
            serviceCpu = service;
            generatorCpu = generatorPercent;
            return this;
        }

        Step wall(double seconds) {
            wall = seconds;
            return this;
        }

        Step gc(double pausedMs, int pauses) {
            gc = new GcFigures(pauses, pausedMs, pausedMs / pauses, Map.of("Young", pauses), pauses, 100L, null,
                    pausedMs / (wall * 1000) * 100);
            return this;
        }

        /** {@code full} of the pauses full collections, leaving {@code heapAfterMb} of a {@code heapMb} heap in use. */
        Step gcFull(double pausedMs, int full, int young, long heapAfterMb, long heapMb) {
            gc = new GcFigures(full + young, pausedMs, pausedMs / (full + young), Map.of("Full", full, "Young", young),
                    full + young, heapAfterMb, 36.2, pausedMs / (wall * 1000) * 100, heapMb);
            return this;
        }

        Step saturated(double latenessMs) {
            generator = new GeneratorHealth(latenessMs, 95, 90, true, "generator saturated");
            return this;
        }

        Step modelError(double throughput, double mean) {
            modelError = new ModelError(throughput, mean);
            return this;
        }

        Step atStepCpu(double calibratedMs, double stepMs, double throughput, double mean) {
            modelError = modelError.withAtStepCpu(new ModelAtStepCpu(calibratedMs, stepMs, throughput, mean));
            return this;
        }

        StepRecord record() {
            LatencySummary latency = new LatencySummary(meanMs, 2000, 2000, 2000, 2000, 2000);
            DatabaseStep db = pool == null ? null : new DatabaseStep("GET /documents/1", 1000.0, 1.0, 100L, 1.0, null, null, 0L, pool);
            return StepRecord.builder().users(100).workload("burst").requests(100).ok(100).errors(ErrorCounts.NONE)
                    .wallSeconds(wall).throughputRps(50).latencyMs(latency).latencyMsUncorrected(latency)
                    .sut(new ResourceUsage(serviceCpu, serviceCpu, 300, 40, 8, compilers, null)).model(model).modelError(modelError)
                    .timeline(seconds != null ? seconds : List.of(new TimelineSecond(0, 100, 0, ErrorCounts.NONE, null, null, inFlight)))
                    .generator(new GeneratorHealth(generator.sendLatenessP99Ms(), generator.loopBusyMaxPercent(), generatorCpu,
                            generator.saturated(), generator.reason()))
                    .database(db).listenQueue(new ListenQueueDrops(dropped, dropped)).gc(gc).pinning(pinning).noise(noise)
                    .limits(limits).backendCpu(backend).build();
        }
    }
}
