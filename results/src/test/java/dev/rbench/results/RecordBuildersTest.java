package dev.rbench.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The wide records of results.json are built one way, by a builder whose setters are named as the keys: each has one
 * public constructor (Jackson's and the builder's), and each setter lands on the key of its name.
 */
class RecordBuildersTest {

    @Test
    void eachWideRecordHasOnePublicConstructorTheCanonicalOne() {
        for (Class<?> wide : List.of(StepRecord.class, CpuUnderLoad.class, BackendInfo.class)) {
            assertThat(wide.getConstructors()).as(wide.getSimpleName()).hasSize(1);
            assertThat(wide.getConstructors()[0].getParameterCount()).as(wide.getSimpleName())
                    .isEqualTo(wide.getRecordComponents().length);
        }
    }

    @Test
    void everyCpuUnderLoadSetterLandsOnItsOwnKey() {
        CpuUnderLoad atSteps = CpuUnderLoad.builder().users(2000).build();
        CpuUnderLoad built = CpuUnderLoad.builder().users(32).roundSeconds(1.0).pathCpuMsPerRequest(List.of(2.0))
                .generatorCpuMsPerRequest(List.of(3.0)).cpuMsPerRequest(4.0).generatorMsPerRequest(5.0).spreadPercent(6.0)
                .stableWithinPercent(7.0).stable(true).busyCores(8.0).modelCpuMsPerRequest(9.0).atSteps(atSteps)
                .serviceCpuMsPerRequest(List.of(10.0)).serviceMsPerRequest(11.0).serviceBusyCores(12.0).compilerBusyCores(13.0)
                .gcCpuMsPerRequest(14.0).serviceGcCpuMsPerRequest(15.0).roundWallSeconds(List.of(16.0)).roundRequests(List.of(17L))
                .serviceGcCpuMsPerRound(List.of(18.0)).gcScaled(true).serviceGcScaled(false).build();
        assertThat(built).isEqualTo(new CpuUnderLoad(32, 1.0, List.of(2.0), List.of(3.0), 4.0, 5.0, 6.0, 7.0, true, 8.0, 9.0,
                atSteps, List.of(10.0), 11.0, 12.0, 13.0, 14.0, 15.0, List.of(16.0), List.of(17L), List.of(18.0), true, false));
    }

    @Test
    void everyBackendInfoSetterLandsOnItsOwnKeyAndToBuilderKeepsTheRest() {
        BackendInfo store = BackendInfo.builder().kind("postgresql").build();
        BackendInfo built = BackendInfo.builder().kind("k").version("v").embedded(true).where("w").note("n")
                .proxy(new BackendInfo.Proxy(1, 2)).seeded(BackendInfo.Seeded.documents(3, 4, 5)).stores(List.of(store))
                .clientPoolSize(6).timeoutMs(7.0).binaries("b").runsAs("r").settings(Map.of("fsync", "off")).counter("c")
                .counterExact(false).localDatacenter("dc").pageSize(8).readsPerRequest(9L).readsCounted("rc").build();
        assertThat(built).isEqualTo(new BackendInfo("k", "v", true, "w", "n", new BackendInfo.Proxy(1, 2),
                BackendInfo.Seeded.documents(3, 4, 5), List.of(store), 6, 7.0, "b", "r", Map.of("fsync", "off"), "c", false, "dc", 8,
                9L, "rc"));
        BackendInfo unseeded = built.toBuilder().seeded(null).build();
        assertThat(unseeded.seeded()).isNull();
        assertThat(unseeded.toBuilder().seeded(built.seeded()).build()).isEqualTo(built);
    }
}
