package dev.rbench.runner.calibration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.rbench.results.CpuUnderLoad;
import dev.rbench.results.Figures;
import java.util.List;
import org.junit.jupiter.api.Test;

class CpuUnderLoadCalibrationTest {

    @Test
    void usersAreEnoughForHundredsOfRequestsARound() {
        assertThat(CpuUnderLoadCalibration.users(0.001)).isEqualTo(4);
        assertThat(CpuUnderLoadCalibration.users(0.050)).isEqualTo(15);
        assertThat(CpuUnderLoadCalibration.users(2.0)).isEqualTo(32);
    }

    @Test
    void theModelTakesTheLoadedPathCpuAndTheGeneratorsWhereItSharesTheCores() {
        BackendChecks.Calibration c = new BackendChecks.Calibration(0.010, 0.009, 300).withUnderLoad(measured(
                List.of(9.0, 4.1, 4.0, 4.2), List.of(1.0, 0.5, 0.5, 0.5), 1.6));
        assertThat(c.modelCpuSeconds(CpuStation.sharedCores(true)).getAsDouble()).isCloseTo(0.0046, within(1e-12));
        assertThat(c.modelCpuSeconds(CpuStation.sharedCores(false)).getAsDouble()).isCloseTo(0.0041, within(1e-12));
        CpuUnderLoad recorded = c.toRecord("GET", "/documents/1", CpuStation.sharedCores(true)).cpuUnderLoad();
        assertThat(recorded.modelCpuMsPerRequest()).isEqualTo(4.6);
        assertThat(recorded.pathCpuMsPerRequest()).containsExactly(9.0, 4.1, 4.0, 4.2);
        assertThat(recorded.stable()).isTrue();
    }

    @Test
    void roundsThatNeverSettledStillGiveTheirMedianAndSaySo() {
        List<Double> swinging = List.of(2.0, 6.0, 3.0, 9.0, 4.0);
        BackendChecks.Calibration busy = new BackendChecks.Calibration(0.010, 0.009, 300).withUnderLoad(
                measured(swinging, List.of(0.0, 0.0, 0.0, 0.0, 0.0), 1.2));
        assertThat(busy.modelCpuSeconds(CpuStation.sharedCores(true)).getAsDouble()).isCloseTo(0.004, within(1e-12));
        CpuUnderLoad recorded = busy.toRecord("GET", "/documents/1", CpuStation.sharedCores(true)).cpuUnderLoad();
        assertThat(recorded.stable()).isFalse();
        assertThat(recorded.spreadPercent()).isEqualTo(150.0);
    }

    @Test
    void aRouteThatMostlyWaitsUnderLoadGetsNoCpuStation() {
        // 0.1 of a core busy with the load on: the reading is background work, the route waits
        BackendChecks.Calibration waiting = new BackendChecks.Calibration(0.5, 0.002, 6).withUnderLoad(
                measured(List.of(1.0, 1.0, 1.0), List.of(0.1, 0.1, 0.1), 0.1));
        assertThat(waiting.modelCpuSeconds(CpuStation.sharedCores(true))).isEmpty();
        assertThat(waiting.toRecord("GET", "/remote", CpuStation.sharedCores(true)).cpuUnderLoad().modelCpuMsPerRequest()).isNull();
    }

    @Test
    void withoutTheLoadedRoundsOneUsersReadingCountsOnABusyRoute() {
        // 300 requests of 9 ms CPU in 3 s: 0.9 of a core busy
        assertThat(new BackendChecks.Calibration(0.010, 0.009, 300).modelCpuSeconds(CpuStation.sharedCores(true)).getAsDouble()).isEqualTo(0.009);
        // 30 requests of 1 ms in 3 s: 1 % of a core
        assertThat(new BackendChecks.Calibration(0.1, 0.001, 30).modelCpuSeconds(CpuStation.sharedCores(true))).isEmpty();
    }

    @Test
    void theSecondLoadRunsWhereTheStepsHoldTwiceAsManyInFlightAtMost2048Users() {
        assertThat(CpuUnderLoadCalibration.stepsUsers(4, 7)).as("near enough to the first load").isZero();
        assertThat(CpuUnderLoadCalibration.stepsUsers(4, 8)).isEqualTo(8);
        assertThat(CpuUnderLoadCalibration.stepsUsers(4, 200)).isEqualTo(200);
        assertThat(CpuUnderLoadCalibration.stepsUsers(32, 2000)).isEqualTo(2000);
        assertThat(CpuUnderLoadCalibration.stepsUsers(32, 19_000)).isEqualTo(2048);
        assertThat(StepConcurrency.of(new dev.rbench.loadgen.ClosedLoop(200, java.time.Duration.ofSeconds(1)), 0.5))
                .isEqualTo(200);
        // an open step: its rate times t in flight, within its connections
        assertThat(StepConcurrency.of(new dev.rbench.loadgen.OpenRate(400, java.time.Duration.ofSeconds(1), 1000,
                dev.rbench.loadgen.Arrivals.FIXED, 1), 0.05)).isEqualTo(20);
        assertThat(StepConcurrency.of(new dev.rbench.loadgen.OpenRate(400, java.time.Duration.ofSeconds(1), 10,
                dev.rbench.loadgen.Arrivals.FIXED, 1), 0.05)).isEqualTo(10);
        assertThat(StepConcurrency.max(List.of(), 0.05)).isEqualTo(1);
    }

    /** seed-mongo-connections' reactive read (2026-11-26): 0.6 ms of path CPU a request at 4 users, 0.2 at 200. */
    @Test
    void eachStepsSLiesBetweenTheTwoLoadsLinearlyInOneOverUsers() {
        List<Double> modest = List.of(0.6, 0.6, 0.6);
        List<Double> many = List.of(0.2, 0.2, 0.2);
        List<Double> gen = List.of(0.04, 0.04, 0.04);
        List<Double> genMany = List.of(0.02, 0.02, 0.02);
        CpuUnderLoadCalibration.Measured atSteps = new CpuUnderLoadCalibration.Measured(200, many, genMany,
                StableEstimate.of(many, 15), StableEstimate.of(genMany, 15), 1.9);
        CpuUnderLoadCalibration.Measured m = new CpuUnderLoadCalibration.Measured(4, modest, gen, StableEstimate.of(modest, 15),
                StableEstimate.of(gen, 15), 1.8).withAtSteps(atSteps);
        assertThat(m.pathMsAt(1)).isEqualTo(0.6);
        assertThat(m.pathMsAt(4)).isEqualTo(0.6);
        assertThat(m.pathMsAt(200)).isCloseTo(0.2, within(1e-12));
        assertThat(m.pathMsAt(1000)).isCloseTo(0.2, within(1e-12));
        // 20 users: (1/4 − 1/20) / (1/4 − 1/200) = 0.8163 of the way from 0.6 to 0.2
        assertThat(m.pathMsAt(20)).isCloseTo(0.6 - 0.4 * (0.2 / 0.245), within(1e-9));
        assertThat(m.modelSeconds(true, 200)).isCloseTo(0.00022, within(1e-12));
        assertThat(m.modelSeconds(false, 200)).isCloseTo(0.0002, within(1e-12));
        assertThat(m.modelSeconds(true)).as("the modest load's, as the stack's record keeps it").isCloseTo(0.00064, within(1e-12));
        BackendChecks.Calibration c = new BackendChecks.Calibration(0.0004, 0.0005, 2000).withUnderLoad(m);
        assertThat(c.modelCpuSeconds(CpuStation.sharedCores(false), 200)).hasValue(0.0002);
        CpuUnderLoad record = m.toRecord(0.64);
        assertThat(record.atSteps().users()).isEqualTo(200);
        assertThat(record.atSteps().cpuMsPerRequest()).isEqualTo(0.2);
        assertThat(record.atSteps().atSteps()).isNull();
        // without the second load every step takes the first's
        CpuUnderLoadCalibration.Measured alone = new CpuUnderLoadCalibration.Measured(4, modest, gen,
                StableEstimate.of(modest, 15), StableEstimate.of(gen, 15), 1.8);
        assertThat(alone.pathMsAt(200)).isEqualTo(0.6);
        assertThat(alone.toRecord(null).atSteps()).isNull();
    }

    /**
     * downstream-500ms-fargate's virtual service (2026-11-27): 0.31 ms a request at 32 users, 0.35 at 2,000, where young
     * collections copy 2,000 parked threads' stacks; 0.28 measured at 1,000. The collectors' share is read linearly in
     * the users, the rest in 1 / users.
     */
    @Test
    void theCollectorsShareGrowsWithTheUsersWhileTheRestFallsAsOneOverUsers() {
        CpuUnderLoadCalibration.Measured atSteps = load(2000, 0.35, 0.34, 0.25).withCollected(0.1, 0.09);
        CpuUnderLoadCalibration.Measured m = load(32, 0.31, 0.3, 0.2).withCollected(0.01, 0.01).withAtSteps(atSteps);

        // at 1,000 users: the rest 0.30 → 0.25 at 0.9837 of the way in 1 / users, the collectors' 0.01 → 0.1 at 0.4919 in users
        double share = (1.0 / 32 - 1.0 / 1000) / (1.0 / 32 - 1.0 / 2000);
        double collectors = 0.01 + 0.09 * (1000 - 32) / (2000.0 - 32);
        assertThat(m.pathMsAt(1000)).isCloseTo(0.30 - 0.05 * share + collectors, within(1e-9));
        assertThat(m.pathMsAt(1000)).as("below both loads' own figures, as measured").isLessThan(0.31);
        assertThat(m.pathMsAt(32)).isCloseTo(0.31, within(1e-12));
        assertThat(m.pathMsAt(2000)).isCloseTo(0.35, within(1e-12));
        // under a quota, the service's own the same way: 0.29 → 0.25 in 1 / users, 0.01 → 0.09 in users
        CpuStation quarter = new CpuStation(true, 0.25);
        assertThat(m.modelSeconds(quarter, 1000) * 1000).isCloseTo(0.29 - 0.04 * share + 0.01 + 0.08 * (1000 - 32) / (2000.0 - 32),
                within(1e-9));
        CpuUnderLoad record = m.toRecord(null);
        assertThat(record.gcCpuMsPerRequest()).isEqualTo(0.01);
        assertThat(record.atSteps().gcCpuMsPerRequest()).isEqualTo(0.1);
        assertThat(record.atSteps().serviceGcCpuMsPerRequest()).isEqualTo(0.09);
        // without collections (most routes), exactly as before: linear in 1 / users
        CpuUnderLoadCalibration.Measured none = load(32, 0.31, 0.3, 0.2).withAtSteps(load(2000, 0.35, 0.34, 0.25));
        assertThat(none.pathMsAt(1000)).isCloseTo(0.31 + 0.04 * share, within(1e-9));
    }

    /**
     * A load of 32 users read a second apart from {@code at}'s rows (path, service, own, compilers, the path's and the
     * service's collectors' ticks, completed requests), whose fourth round settles it.
     */
    private static CpuUnderLoadCalibration.Measured settledOnTheFourthRound(long[][] at) {
        int[] next = {0};
        CpuUnderLoadCalibration.RoundReader reader = new CpuUnderLoadCalibration.RoundReader(completed -> {
            long[] r = at[next[0]];
            return new CpuUnderLoadCalibration.RoundReader.Reading(next[0]++ * 1_000_000_000L, r[0], r[1], r[2], r[3], r[4], r[5],
                    r[6]);
        }, 32);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> {
            for (int round = 1; round <= 4; round++) {
                reader.onProgress(0, (double) round / CpuUnderLoadCalibration.MAX_READINGS);
            }
        }).isInstanceOf(CpuUnderLoadCalibration.RoundReader.Enough.class);
        return reader.measured(32, true);
    }

    /**
     * downstream-500ms-fargate's modest load (2026-11-27): 32 users of a 500 ms route under a quarter core finish 64
     * requests a second on a few ticks, and the median of three such rounds is the grain, not the cost.
     */
    @Test
    void roundsOfAFewTicksAreReadAsAWholeAfterTheFirst() {
        long[] path = {20, 2, 3, 1, 2, 1, 1, 3};
        long[] service = {12, 1, 2, 0, 2, 1, 0, 2};
        // rounds that never agree stop the load once MAX_ROUNDS of them have counted
        CpuUnderLoadCalibration.Measured m = readThroughEveryRound(path, service, 64);
        assertThat(m.pathMs()).hasSize(8);
        // the last three rounds' median would be 1 tick in 64 requests, 0.156 ms; as a whole, 13 ticks in 448: 0.29 ms
        assertThat(m.path().value()).isEqualTo(0.29);
        assertThat(m.path().stable()).as("the rounds still disagree, and say so").isFalse();
        // the service's: 8 ticks in 448 requests
        assertThat(m.service().estimate().value()).isEqualTo(0.179);
    }

    /**
     * streams-concurrent's routes (2026-11-28): 300 requests a second of some 6 ms each, one-second rounds that read ±20 %
     * from one to the next; the median of the last three took whichever three came last, and the whole after the first
     * takes them all.
     */
    @Test
    void roundsThatSwingAreReadAsAWholeAfterTheFirstNotByTheirLastThree() {
        long[] path = {50, 240, 170, 230, 160, 240, 150, 210};
        CpuUnderLoadCalibration.Measured m = readThroughEveryRound(path, path, 300);
        // no three rounds in a row agree; the last three (8.0, 5.0, 7.0 ms) have a median of 7.0; the seven after the
        // first, 1,400 ticks in 2,100 requests: 6.667 ms
        assertThat(m.pathMs()).hasSize(8);
        assertThat(m.path().value()).isEqualTo(6.667);
        assertThat(m.service().estimate().value()).isEqualTo(6.667);
        assertThat(m.path().stable()).as("the last three still disagree, and say so").isFalse();
        assertThat(m.path().spreadPercent()).isCloseTo(42.9, within(0.1));
    }

    /**
     * A load of 32 users read a second apart, {@code path[i]} and {@code service[i]} ticks and {@code requests} requests
     * in round i, whose rounds never agree: it runs until MAX_ROUNDS of them have counted.
     */
    private static CpuUnderLoadCalibration.Measured readThroughEveryRound(long[] path, long[] service, long requests) {
        int[] next = {0};
        CpuUnderLoadCalibration.RoundReader reader = new CpuUnderLoadCalibration.RoundReader(completed -> {
            int round = next[0]++;
            long pathTicks = java.util.Arrays.stream(path, 0, round).sum();
            long serviceTicks = java.util.Arrays.stream(service, 0, round).sum();
            return new CpuUnderLoadCalibration.RoundReader.Reading(round * 1_000_000_000L, pathTicks, serviceTicks, 1,
                    requests * round);
        }, 32);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> {
            for (int round = 1; round <= CpuUnderLoadCalibration.MAX_ROUNDS; round++) {
                reader.onProgress(0, (double) round / CpuUnderLoadCalibration.MAX_READINGS);
            }
        }).isInstanceOf(CpuUnderLoadCalibration.RoundReader.Enough.class);
        return reader.measured(32, true);
    }

    /** A load whose three rounds read the same path's and service's CPU a request. */
    private static CpuUnderLoadCalibration.Measured load(int users, double pathMs, double serviceMs, double busyCores) {
        List<Double> path = List.of(pathMs, pathMs, pathMs);
        List<Double> service = List.of(serviceMs, serviceMs, serviceMs);
        return new CpuUnderLoadCalibration.Measured(users, path, path, StableEstimate.of(path, 15), StableEstimate.of(path, 15),
                busyCores, new CpuUnderLoadCalibration.ServiceCpu(service, StableEstimate.of(service, 15), busyCores), null);
    }

    @Test
    void theCollectorsTicksOverTheLastRoundsGiveTheirShareARequest() {
        // path, service, own, compilers, the path's and the service's collectors' ticks, completed; 100 requests a round
        CpuUnderLoadCalibration.Measured m = settledOnTheFourthRound(new long[][] {{0, 0, 0, 0, 0, 0, 0}, {30, 20, 1, 0, 9, 8, 100},
            {40, 27, 2, 0, 10, 9, 200}, {50, 34, 3, 0, 12, 11, 300}, {60, 41, 4, 0, 12, 11, 400}});
        // the last three rounds: 3 ticks of the path's collectors, 3 of the service's, over 300 requests: 0.1 ms a request
        assertThat(m.gcMs()).isCloseTo(0.1, within(1e-9));
        assertThat(m.serviceGcMs()).isCloseTo(0.1, within(1e-9));
        // and each round's own, with its length and requests, for results.json: a collection falls in one round of three
        dev.rbench.results.CpuUnderLoad record = m.toRecord(null);
        assertThat(record.serviceGcCpuMsPerRound()).containsExactly(0.8, 0.1, 0.2, 0.0);
        assertThat(record.roundWallSeconds()).containsExactly(1.0, 1.0, 1.0, 1.0);
        assertThat(record.roundRequests()).containsExactly(100L, 100L, 100L, 100L);
        assertThat(record.gcScaled()).as("3 ticks: below /proc's grain, not scaled with the users").isFalse();
        assertThat(record.serviceGcScaled()).isFalse();
        CpuUnderLoadCalibration.Measured busier = settledOnTheFourthRound(new long[][] {{0, 0, 0, 0, 0, 0, 0},
            {30, 20, 1, 0, 9, 8, 100}, {40, 27, 2, 0, 14, 9, 200}, {50, 34, 3, 0, 17, 11, 300}, {60, 41, 4, 0, 19, 14, 400}});
        assertThat(busier.toRecord(null).gcScaled()).as("10 ticks of the path's collectors").isTrue();
        assertThat(busier.toRecord(null).serviceGcScaled()).as("6 of the service's").isFalse();
    }

    /**
     * downstream-500ms-fargate's virtual service (d500-long-7, 2026-11-27): its modest load read 0.37 ms a request of
     * its collectors from one collection of 7 ticks in three rounds; scaled with the users to the 2,000-user load's
     * 0.17 it put s at 0.47 ms for the 500-user step, which spent 0.19. Unresolved, it stays in the modest load's flat
     * figure (read in 1 / users) and the collectors' share rises from none at 32 users to the 2,000-user load's.
     */
    @Test
    void aCollectorsShareReadOnAStrayCollectionIsNotScaledWithTheUsers() {
        CpuStation quarter = new CpuStation(true, 0.25);
        CpuUnderLoadCalibration.Measured atSteps = load(2000, 0.335, 0.335, 0.23).withCollected(0.17, 0.17);
        CpuUnderLoadCalibration.Measured stray = withRounds(load(32, 0.372, 0.372, 0.03).withCollected(0.37, 0.37), false)
                .withAtSteps(atSteps);
        double share = (1.0 / 32 - 1.0 / 500) / (1.0 / 32 - 1.0 / 2000);
        double rising = 0.17 * (500 - 32) / (2000.0 - 32);
        assertThat(stray.modelSeconds(quarter, 500) * 1000).isCloseTo(0.372 + (0.165 - 0.372) * share + rising, within(1e-9));
        assertThat(stray.modelSeconds(quarter, 500) * 1000).isCloseTo(0.21, within(0.01));
        CpuUnderLoadCalibration.Measured scaledAsBefore = withRounds(load(32, 0.372, 0.372, 0.03).withCollected(0.37, 0.37), true)
                .withAtSteps(atSteps);
        assertThat(scaledAsBefore.modelSeconds(quarter, 500) * 1000).as("the stray collection scaled: as recorded then")
                .isCloseTo(0.47, within(0.01));
        assertThat(stray.modelSeconds(quarter, 32) * 1000).as("the modest load's own figure whole").isCloseTo(0.372, within(1e-9));
        assertThat(stray.toRecord(null).serviceGcScaled()).isFalse();
        assertThat(stray.toRecord(null).atSteps().serviceGcScaled()).isTrue();
    }

    /** {@code m} with round facts whose collectors' shares are {@code scaled} or not. */
    private static CpuUnderLoadCalibration.Measured withRounds(CpuUnderLoadCalibration.Measured m, boolean scaled) {
        return new CpuUnderLoadCalibration.Measured(m.users(), m.pathMs(), m.generatorMs(), m.path(), m.generator(), m.busyCores(),
                m.service(), m.atSteps(), m.compilerBusyCores(), m.gcMs(), m.serviceGcMs(),
                new CpuUnderLoadCalibration.RoundFacts(List.of(), List.of(), List.of(), scaled, scaled));
    }

    /**
     * A 2 s delay on shared cores: 32 users send 16 requests a second, whose reading (a few ticks of background work over
     * them, 4 ms a request) is no station; 2,048 send 1,024 a second and keep 0.6 of a core busy at 0.3 ms of path CPU
     * and 0.16 of the generator's a request. The route has a station, s is the second load's at every concurrency.
     */
    @Test
    void onSharedCoresARouteThatWaitsHasTheStationItsSecondLoadFinds() {
        CpuStation shared = CpuStation.sharedCores(true);
        CpuUnderLoadCalibration.Measured modest = measured(List.of(4.0, 4.0, 4.0), List.of(0.5, 0.5, 0.5), 0.06);
        BackendChecks.Calibration waitsOnly = new BackendChecks.Calibration(2.002, 0.004, 4).withUnderLoad(modest);
        assertThat(waitsOnly.modelCpuSeconds(shared, 2048)).as("no second load: no station").isEmpty();

        CpuUnderLoadCalibration.Measured many = measured(List.of(0.3, 0.3, 0.3), List.of(0.16, 0.16, 0.16), 0.6);
        BackendChecks.Calibration c = new BackendChecks.Calibration(2.002, 0.004, 4).withUnderLoad(
                new CpuUnderLoadCalibration.Measured(32, modest.pathMs(), modest.generatorMs(), modest.path(), modest.generator(),
                        0.06).withAtSteps(new CpuUnderLoadCalibration.Measured(2048, many.pathMs(), many.generatorMs(),
                        many.path(), many.generator(), 0.6)));
        assertThat(c.underLoad().busyEnough(shared)).isTrue();
        for (int users : new int[] {1, 100, 2048, 19_000}) {
            assertThat(c.modelCpuSeconds(shared, users).getAsDouble()).as("at %d users", users).isCloseTo(0.00046, within(1e-12));
        }
        assertThat(c.toRecord("GET", "/delay/2000", shared).cpuUnderLoad().modelCpuMsPerRequest()).isEqualTo(0.46);
        // The generator on cores of its own: the path's alone.
        assertThat(c.modelCpuSeconds(CpuStation.sharedCores(false), 500).getAsDouble()).isCloseTo(0.0003, within(1e-12));
        // Under the bar the second load counts where it kept 4 times the modest load's cores busy, and a tenth of a core.
        assertThat(twoLoads(0.029, 0.235).modelCpuSeconds(shared, 19_000).getAsDouble()).as("high-concurrency's virtual")
                .isCloseTo(0.00046, within(1e-12));
        assertThat(twoLoads(0.08, 0.3).modelCpuSeconds(shared, 19_000)).as("under 4 x the modest load's").isEmpty();
        assertThat(twoLoads(0.01, 0.08).modelCpuSeconds(shared, 19_000)).as("under a tenth of a core").isEmpty();
        assertThat(twoLoads(0.029, 0.235).modelCpuSeconds(new CpuStation(true, 2), 19_000)).as("under a quota: its bar")
                .isEmpty();
        // Both loads busy: read between them, as before.
        BackendChecks.Calibration bothBusy = new BackendChecks.Calibration(0.01, 0.004, 300).withUnderLoad(
                new CpuUnderLoadCalibration.Measured(32, modest.pathMs(), modest.generatorMs(), modest.path(), modest.generator(),
                        0.8).withAtSteps(new CpuUnderLoadCalibration.Measured(2048, many.pathMs(), many.generatorMs(),
                        many.path(), many.generator(), 0.6)));
        assertThat(bothBusy.modelCpuSeconds(shared, 32).getAsDouble()).isCloseTo(0.0045, within(1e-12));
    }

    /** A 2 s delay's two loads, their path kept {@code modest} and {@code second} cores busy: 4.0 and 0.3 + 0.16 ms a request. */
    private static BackendChecks.Calibration twoLoads(double modest, double second) {
        List<Double> idle = List.of(4.0, 4.0, 4.0);
        List<Double> path = List.of(0.3, 0.3, 0.3);
        List<Double> generator = List.of(0.16, 0.16, 0.16);
        CpuUnderLoadCalibration.Measured atSteps = new CpuUnderLoadCalibration.Measured(2048, path, generator,
                StableEstimate.of(path, 15), StableEstimate.of(generator, 15), second, new CpuUnderLoadCalibration.ServiceCpu(path,
                StableEstimate.of(path, 15), second), null);
        return new BackendChecks.Calibration(2.002, 0.004, 4).withUnderLoad(new CpuUnderLoadCalibration.Measured(32, idle, idle,
                StableEstimate.of(idle, 15), StableEstimate.of(idle, 15), modest, new CpuUnderLoadCalibration.ServiceCpu(idle,
                StableEstimate.of(idle, 15), modest), atSteps));
    }

    @Test
    void underAQuotaHalfTheQuotaBusyAtEitherLoadCountsAndTheRecordKeepsTheServicesShare() {
        List<Double> path = List.of(3.0, 3.0, 3.0);
        List<Double> service = List.of(2.0, 2.1, 1.9);
        CpuUnderLoadCalibration.Measured idle = new CpuUnderLoadCalibration.Measured(32, path, path, StableEstimate.of(path, 15),
                StableEstimate.of(path, 15), 0.1, new CpuUnderLoadCalibration.ServiceCpu(service, StableEstimate.of(service, 15),
                0.1), null);
        CpuStation quarter = new CpuStation(true, 0.25);
        assertThat(quarter.minBusyCores()).isEqualTo(0.125);
        assertThat(new CpuStation(false, 4).minBusyCores()).as("never more than half a core").isEqualTo(0.5);
        BackendChecks.Calibration waiting = new BackendChecks.Calibration(0.5, 0.004, 10).withUnderLoad(idle);
        assertThat(waiting.modelCpuSeconds(quarter)).as("0.1 of a core: below half the quota").isEmpty();
        List<Double> filled = List.of(0.6, 0.6, 0.6);
        BackendChecks.Calibration saturating = new BackendChecks.Calibration(0.5, 0.004, 10).withUnderLoad(idle.withAtSteps(
                new CpuUnderLoadCalibration.Measured(256, filled, filled, StableEstimate.of(filled, 15),
                        StableEstimate.of(filled, 15), 0.3, new CpuUnderLoadCalibration.ServiceCpu(filled,
                        StableEstimate.of(filled, 15), 0.25), null)));
        assertThat(saturating.modelCpuSeconds(quarter, 32)).as("the service's own, without the generator's")
                .hasValue(0.002);
        assertThat(saturating.modelCpuSeconds(quarter, 256).getAsDouble()).isCloseTo(0.0006, within(1e-12));
        CpuUnderLoad record = saturating.toRecord("GET", "/remote", quarter).cpuUnderLoad();
        assertThat(record.serviceCpuMsPerRequest()).containsExactly(2.0, 2.1, 1.9);
        assertThat(record.serviceMsPerRequest()).isEqualTo(2.0);
        assertThat(record.serviceBusyCores()).isEqualTo(0.1);
        assertThat(record.modelCpuMsPerRequest()).isEqualTo(2.0);
        assertThat(record.atSteps().serviceBusyCores()).isEqualTo(0.25);
    }

    /**
     * One load read at each round's end (each second of its bound): rounds of 3.0, 1.5, 1.45 and 1.4 ms a request —
     * the fourth makes the last three agree, and the reader stops the load there.
     */
    @Test
    void oneLoadIsReadRoundByRoundAndStoppedWhereTheLastThreeAgree() {
        // path, service, own ticks and completed requests at the start and each round's end; 200 requests a round
        long[][] at = {{0, 0, 0, 0}, {60, 40, 4, 200}, {90, 60, 6, 400}, {119, 79, 8, 600}, {147, 97, 10, 800}};
        int[] next = {0};
        CpuUnderLoadCalibration.RoundReader reader = new CpuUnderLoadCalibration.RoundReader(completed -> {
            long[] r = at[next[0]];
            return new CpuUnderLoadCalibration.RoundReader.Reading(next[0]++ * 1_000_000_000L, r[0], r[1], r[2], r[3]);
        }, 32);
        int seconds = CpuUnderLoadCalibration.MAX_READINGS;
        for (int round = 1; round <= 3; round++) {
            reader.onProgress(0, (round - 0.5) / seconds); // mid-round: no reading
            reader.onProgress(0, (double) round / seconds);
        }
        assertThat(next[0]).isEqualTo(4);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> reader.onProgress(0, 4.0 / seconds))
                .isInstanceOf(CpuUnderLoadCalibration.RoundReader.Enough.class);
        CpuUnderLoadCalibration.Measured m = reader.measured(32, true);
        // ms a request = ticks × 10 / requests
        assertThat(m.pathMs()).containsExactly(3.0, 1.5, 1.45, 1.4);
        assertThat(m.service().ms()).containsExactly(2.0, 1.0, 0.95, 0.9);
        assertThat(m.generatorMs()).containsExactly(0.2, 0.1, 0.1, 0.1);
        assertThat(m.path().stable()).isTrue();
        assertThat(m.path().value()).isEqualTo(1.45);
        // busy over the last three rounds only: 87 ticks in 3 s, the first round's connecting and cooling left out
        assertThat(m.busyCores()).isCloseTo(0.29, within(1e-9));
        assertThat(m.service().busyCores()).isCloseTo(0.57 / 3, within(1e-9));
    }

    /**
     * Under a quota the station counts the service's own CPU, and its rounds are what must agree: downstream-500ms-fargate's
     * blocking service at 2,000 users (2026-11-27) stopped where the path's three rounds agreed within 14 % while the
     * service's read 0.37, 0.30, 0.29 ms a request. Here the path's agree from the third round on, the service's at the
     * fifth; without a quota the path's end the load at the third.
     */
    @Test
    void underAQuotaTheServicesOwnRoundsMustAgreeForTheLoadToStop() {
        // path, service ticks at each second's end; 200 requests a second
        long[][] at = {{0, 0}, {110, 74}, {210, 134}, {308, 192}, {406, 243}, {505, 294}, {604, 345}, {703, 396}};
        CpuStation quarter = new CpuStation(false, 0.25);
        int[] next = {0};
        CpuUnderLoadCalibration.RoundReader.Gauges gauges = completed -> {
            long[] r = at[next[0]];
            return new CpuUnderLoadCalibration.RoundReader.Reading(next[0]++ * 1_000_000_000L, r[0], r[1], 0, 200L * (next[0] - 1));
        };
        CpuUnderLoadCalibration.RoundReader quota = new CpuUnderLoadCalibration.RoundReader(gauges, 32,
                CpuUnderLoadCalibration.RoundReader.GoOn.of(quarter, true));
        assertThat(stoppedAt(quota)).isEqualTo(5);
        CpuUnderLoadCalibration.Measured m = quota.measured(32, true);
        assertThat(m.service().ms()).containsExactly(3.7, 3.0, 2.9, 2.55, 2.55);
        // every round after the first as a whole: 3.0, 2.9, 2.55, 2.55 ms of 200 requests each
        assertThat(m.service().estimate().value()).isEqualTo(2.75);

        next[0] = 0;
        CpuUnderLoadCalibration.RoundReader shared = new CpuUnderLoadCalibration.RoundReader(gauges, 32,
                CpuUnderLoadCalibration.RoundReader.GoOn.of(CpuStation.sharedCores(false), false));
        assertThat(stoppedAt(shared)).isEqualTo(3);
    }

    /** Feeds {@code reader} a reading a second until it stops the load; the second it stopped at. */
    private static int stoppedAt(CpuUnderLoadCalibration.RoundReader reader) {
        for (int second = 1; second <= CpuUnderLoadCalibration.MAX_ROUNDS; second++) {
            try {
                reader.onProgress(0, (double) second / CpuUnderLoadCalibration.MAX_READINGS);
            } catch (CpuUnderLoadCalibration.RoundReader.Enough enough) {
                return second;
            }
        }
        throw new AssertionError("never stopped");
    }

    /**
     * The path's JIT compiler threads, read apart (their ticks are already out of the path's): the cores they kept busy
     * over the last three rounds are recorded beside the figures, which they no longer swell.
     */
    @Test
    void theCompilersCoresAreKeptApartFromTheRoutesCost() {
        // path (without the compilers), service, own, the compilers' ticks, no collections, completed; 100 requests a round
        CpuUnderLoadCalibration.Measured m = settledOnTheFourthRound(new long[][] {{0, 0, 0, 0, 0, 0, 0}, {30, 8, 1, 90, 0, 0, 100},
            {40, 16, 2, 150, 0, 0, 200}, {50, 24, 3, 180, 0, 0, 300}, {60, 32, 4, 200, 0, 0, 400}});
        assertThat(m.pathMs()).containsExactly(3.0, 1.0, 1.0, 1.0);
        assertThat(m.busyCores()).isCloseTo(0.1, within(1e-9));
        // 60, 30 and 20 ticks over the last three seconds of the rounds: the compilers cooling after the warm-up
        assertThat(m.compilerBusyCores()).isCloseTo(1.1 / 3, within(1e-9));
        assertThat(m.toRecord(null).compilerBusyCores()).isEqualTo(0.367);
    }

    /**
     * cassandra-findall-closed's blocking service at 100 users (2026-11-26): some 30 requests finish a second, 3 s
     * each, so a round's CPU is mostly spent on requests it does not count. No round counts, the load runs out and its
     * whole, drained, gives the figure.
     */
    @Test
    void roundsThatFinishFewerRequestsThanAreInFlightDoNotCount() {
        // path, service, own ticks; rounds of 30 requests whose CPU swings with what happens to be in flight
        long[][] ticks = {{0, 0, 0}, {55, 20, 1}, {130, 40, 2}, {150, 60, 3}, {260, 80, 4}, {300, 100, 5},
                {380, 120, 6}, {420, 140, 7}, {500, 160, 8}, {1100, 400, 20}};
        CpuUnderLoadCalibration.RoundReader reader = thirtyARound(ticks, 100);
        reader.drained(340);
        CpuUnderLoadCalibration.Measured m = reader.measured(100, true);
        // 11 s of CPU for 340 requests, over the load and its drain
        assertThat(m.pathMs()).containsExactly(Figures.round(11000.0 / 340));
        // the same readings, counted as rounds of a load of 20 users, would have settled on the noise
        assertThat(thirtyARound(ticks, 20).measured(20, true).pathMs()).hasSizeGreaterThanOrEqualTo(3);
    }

    /**
     * 2,000 users on a quarter of a core finish 1,000 requests a second: two seconds make a round, and the first, which
     * opens the connections, is left out of the last three.
     */
    @Test
    void secondsThatFinishFewerRequestsThanAreInFlightAddUpToARound() {
        // path, service, own ticks at each second's end: the first two seconds cost twice what the others do
        long[][] ticks = {{0, 0, 0}, {50, 50, 1}, {100, 100, 2}, {125, 125, 3}, {150, 150, 4}, {175, 175, 5},
                {200, 200, 6}, {225, 225, 7}, {250, 250, 8}};
        int[] next = {0};
        CpuUnderLoadCalibration.RoundReader reader = new CpuUnderLoadCalibration.RoundReader(completed -> {
            long[] t = ticks[next[0]];
            return new CpuUnderLoadCalibration.RoundReader.Reading(next[0]++ * 1_000_000_000L, t[0], t[1], t[2], completed);
        }, 2000);
        try {
            for (int second = 1; second <= CpuUnderLoadCalibration.MAX_ROUNDS; second++) {
                reader.onProgress(1000L * second, (double) second / CpuUnderLoadCalibration.MAX_READINGS);
            }
        } catch (CpuUnderLoadCalibration.RoundReader.Enough enough) {
            // settled on the rounds read so far
        }
        CpuUnderLoadCalibration.Measured m = reader.measured(2000, true);
        // rounds of 2,000 requests: 1 s of CPU, then 0.5 s each
        assertThat(m.pathMs()).containsExactly(0.5, 0.25, 0.25, 0.25);
        assertThat(m.path().value()).isEqualTo(0.25);
        assertThat(m.service().estimate().value()).isEqualTo(0.25);
        assertThat(m.busyCores()).isEqualTo(0.25);
    }

    /**
     * 2,000 users of a 500 ms route under a quarter core finish 700 requests a second: rounds of three seconds, the first
     * paying for the connections' opening. Within the old 8 s bound two rounds counted and the whole load was the figure
     * (0.34–0.49 ms a request where the steps read 0.21–0.42, downstream-500ms-fargate 2026-11-27); the load now runs on
     * until its fourth round settles it, at 12 s, and the first round is out of the estimate.
     */
    @Test
    void aSlowLoadRunsOnPastEightSecondsUntilItsRoundsCanBeCounted() {
        int[] next = {0};
        CpuUnderLoadCalibration.RoundReader reader = new CpuUnderLoadCalibration.RoundReader(completed -> {
            int second = next[0]++;
            long path = second <= 3 ? 35L * second : 105 + 21L * (second - 3);
            return new CpuUnderLoadCalibration.RoundReader.Reading(second * 1_000_000_000L, path, path, 0, completed);
        }, 2000, CpuUnderLoadCalibration.RoundReader.GoOn.of(new CpuStation(false, 0.25), true));
        assertThat(secondsUntilEnough(reader)).as("stopped at the fourth round's end").isEqualTo(12);
        CpuUnderLoadCalibration.Measured m = reader.measured(2000, true);
        assertThat(m.pathMs()).containsExactly(0.5, 0.3, 0.3, 0.3);
        assertThat(m.path().value()).isEqualTo(0.3);
        assertThat(m.path().stable()).isTrue();
        assertThat(m.service().estimate().value()).isEqualTo(0.3);
    }

    /**
     * The same slow load where the station needs half a core (no quota) and the path keeps 0.35 busy: it has no CPU
     * station to calibrate, so it ends at 8 s as loads did before, with the two rounds that counted by then.
     */
    @Test
    void aSlowLoadTooIdleForTheStationEndsAtEightSecondsWithTheRoundsThatCounted() {
        int[] next = {0};
        CpuUnderLoadCalibration.RoundReader.Gauges gauges = completed -> {
            int second = next[0]++;
            long path = second <= 3 ? 35L * second : 105 + 21L * (second - 3);
            return new CpuUnderLoadCalibration.RoundReader.Reading(second * 1_000_000_000L, path, 1, 0, completed);
        };
        CpuUnderLoadCalibration.RoundReader reader = new CpuUnderLoadCalibration.RoundReader(gauges, 2000,
                CpuUnderLoadCalibration.RoundReader.GoOn.of(CpuStation.sharedCores(false), false));
        assertThat(secondsUntilEnough(reader)).isEqualTo(CpuUnderLoadCalibration.MAX_ROUNDS);
        assertThat(reader.measured(2000, true).pathMs()).containsExactly(0.5, 0.3);
        // under a quarter core's quota the service's ticks count, and the service here kept almost nothing busy
        next[0] = 0;
        CpuUnderLoadCalibration.RoundReader underQuota = new CpuUnderLoadCalibration.RoundReader(gauges, 2000,
                CpuUnderLoadCalibration.RoundReader.GoOn.of(new CpuStation(false, 0.25), true));
        assertThat(secondsUntilEnough(underQuota)).isEqualTo(CpuUnderLoadCalibration.MAX_ROUNDS);
    }

    /**
     * 100 users of a route that waits 500 ms (2026-11-27): the path a few ticks a second. Without a quota
     * the load ends four seconds in, the route too idle for a CPU station, where it ran all eight rounds; under a quota the
     * second load may still fill it, and this one runs on as before; a busy route is read as before.
     */
    @Test
    void anIdleRouteWithoutAQuotaEndsItsLoadFourSecondsIn() {
        // the path's ticks at each second's end: the connecting first second, then 1 or 4 ticks, rounds that never agree
        long[] path = {0, 30, 31, 35, 36, 40, 41, 45, 46, 50, 51};
        int[] next = {0};
        CpuUnderLoadCalibration.RoundReader.Gauges idle = completed -> {
            int second = next[0]++;
            return new CpuUnderLoadCalibration.RoundReader.Reading(second * 1_000_000_000L, path[second], path[second], 0,
                    completed);
        };
        CpuStation shared = CpuStation.sharedCores(false);
        CpuUnderLoadCalibration.RoundReader reader = new CpuUnderLoadCalibration.RoundReader(idle, 100,
                CpuUnderLoadCalibration.RoundReader.GoOn.of(shared, false));
        assertThat(secondsUntilEnough(reader)).isEqualTo(4);
        CpuUnderLoadCalibration.Measured m = reader.measured(100, false);
        assertThat(m.pathMs()).hasSize(4);
        assertThat(m.busyEnough(shared)).isFalse();

        next[0] = 0;
        CpuStation quarter = new CpuStation(false, 0.25);
        CpuUnderLoadCalibration.RoundReader underQuota = new CpuUnderLoadCalibration.RoundReader(idle, 100,
                CpuUnderLoadCalibration.RoundReader.GoOn.of(quarter, true));
        assertThat(secondsUntilEnough(underQuota)).isEqualTo(CpuUnderLoadCalibration.MAX_ROUNDS);

        // 0.6 of a core busy: not idle; it stops where its rounds agree.
        int[] busyNext = {0};
        CpuUnderLoadCalibration.RoundReader busy = new CpuUnderLoadCalibration.RoundReader(completed -> {
            int second = busyNext[0]++;
            return new CpuUnderLoadCalibration.RoundReader.Reading(second * 1_000_000_000L, 5L + 60 * second, 0, 0, completed);
        }, 100, CpuUnderLoadCalibration.RoundReader.GoOn.of(shared, false));
        assertThat(secondsUntilEnough(busy)).isEqualTo(3);
        assertThat(busy.measured(100, false).busyEnough(shared)).isTrue();

        // A second load, whose bar is four times the modest load's 0.04 cores: at 0.2 of a core (20 ticks a second, one
        // tick more or less) it is no idle route, and runs until its rounds agree instead of ending with its first.
        int[] secondNext = {0};
        CpuUnderLoadCalibration.RoundReader second = new CpuUnderLoadCalibration.RoundReader(completed -> {
            int at = secondNext[0]++;
            return new CpuUnderLoadCalibration.RoundReader.Reading(at * 1_000_000_000L, 40L + 20 * at + at % 2, 0, 0, completed);
        }, 100, CpuUnderLoadCalibration.RoundReader.GoOn.of(shared, false, 0.16));
        assertThat(secondsUntilEnough(second)).isEqualTo(3);
        next[0] = 0;
        CpuUnderLoadCalibration.RoundReader asModest = new CpuUnderLoadCalibration.RoundReader(completed -> {
            int at = next[0]++;
            return new CpuUnderLoadCalibration.RoundReader.Reading(at * 1_000_000_000L, 40L + 20 * at + at % 2 * 9, 0, 0, completed);
        }, 100, CpuUnderLoadCalibration.RoundReader.GoOn.of(shared, false));
        assertThat(secondsUntilEnough(asModest)).as("the same at the station's bar: idle, four seconds in").isEqualTo(4);
    }

    /** Feeds {@code reader} a reading a second of 700 more requests until it stops the load; the second it stopped at. */
    private static int secondsUntilEnough(CpuUnderLoadCalibration.RoundReader reader) {
        for (int second = 1; second <= CpuUnderLoadCalibration.MAX_READINGS; second++) {
            try {
                reader.onProgress(700L * second, (double) second / CpuUnderLoadCalibration.MAX_READINGS);
            } catch (CpuUnderLoadCalibration.RoundReader.Enough enough) {
                return second;
            }
        }
        throw new AssertionError("the load ran to its bound of " + CpuUnderLoadCalibration.MAX_READINGS + " s");
    }

    /** A reader of a load of {@code users} fed {@code ticks} (path, service, own) with 30 requests a round, every round. */
    private static CpuUnderLoadCalibration.RoundReader thirtyARound(long[][] ticks, int users) {
        int[] next = {0};
        CpuUnderLoadCalibration.RoundReader reader = new CpuUnderLoadCalibration.RoundReader(completed -> {
            long[] t = ticks[next[0]];
            return new CpuUnderLoadCalibration.RoundReader.Reading(next[0]++ * 1_000_000_000L, t[0], t[1], t[2], completed);
        }, users);
        try {
            for (int round = 1; round <= CpuUnderLoadCalibration.MAX_ROUNDS; round++) {
                reader.onProgress(30L * round, (double) round / CpuUnderLoadCalibration.MAX_READINGS);
            }
        } catch (CpuUnderLoadCalibration.RoundReader.Enough enough) {
            // settled on the rounds read so far
        }
        return reader;
    }

    /** 2,000 users on a quarter of a core: nothing finishes within the 4 s load, all 2,000 in its drain. */
    @Test
    void whereTheRoundsFinishTooFewRequestsTheWholeLoadAndItsDrainGiveOneFigure() {
        long[][] ticks = {{0, 0, 0}, {25, 25, 3}, {50, 50, 6}, {75, 75, 9}, {100, 100, 12}, {425, 425, 40}};
        int[] next = {0};
        CpuUnderLoadCalibration.RoundReader reader = new CpuUnderLoadCalibration.RoundReader(completed -> {
            long[] t = ticks[next[0]++];
            return new CpuUnderLoadCalibration.RoundReader.Reading(next[0] * 1_000_000_000L, t[0], t[1], t[2], completed);
        }, 2000);
        long[] done = {0, 0, 5, 10};
        for (int quarter = 1; quarter <= 4; quarter++) {
            reader.onProgress(done[quarter - 1], quarter * 2.0 / CpuUnderLoadCalibration.MAX_READINGS);
        }
        reader.drained(2000);
        CpuUnderLoadCalibration.Measured m = reader.measured(2000, true);
        // 4.25 s of CPU for 2,000 requests
        assertThat(m.pathMs()).containsExactly(2.125);
        assertThat(m.service().ms()).containsExactly(2.125);
        assertThat(m.path().stable()).as("one figure never settles").isFalse();
        assertThat(m.path().value()).isEqualTo(2.125);
        // and a second load that left no figure at all gives way to the first load's s
        List<Double> none = List.of();
        CpuUnderLoadCalibration.Measured empty = new CpuUnderLoadCalibration.Measured(2000, none, none,
                StableEstimate.of(none, 15), StableEstimate.of(none, 15), 0.25,
                new CpuUnderLoadCalibration.ServiceCpu(none, StableEstimate.of(none, 15), 0.25), null);
        List<Double> three = List.of(3.0, 3.0, 3.0);
        BackendChecks.Calibration c = new BackendChecks.Calibration(0.5, 0.004, 10).withUnderLoad(
                new CpuUnderLoadCalibration.Measured(32, three, three, StableEstimate.of(three, 15), StableEstimate.of(three, 15),
                        0.2, new CpuUnderLoadCalibration.ServiceCpu(three, StableEstimate.of(three, 15), 0.2), null)
                        .withAtSteps(empty));
        assertThat(c.modelCpuSeconds(new CpuStation(false, 0.25), 2000)).hasValue(0.003);
    }

    private static CpuUnderLoadCalibration.Measured measured(List<Double> path, List<Double> generator, double busyCores) {
        return new CpuUnderLoadCalibration.Measured(8, path, generator, StableEstimate.of(path, 15),
                StableEstimate.of(generator, 15), busyCores);
    }
}
