package dev.rbench.infra.process;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MachineLoadTest {

    // A line of /proc/stat as a 2-core VM writes it.
    private static final String STAT = """
            cpu  4705 150 1120 1644242 291 0 45 30 0 0
            cpu0 2353 75 560 822121 145 0 22 15 0 0
            intr 12345
            """;

    @Test
    void busyTicksAreUserNiceSystemIrqAndSoftirq() {
        long[] cpu = MachineLoad.cpuLine(STAT);
        assertThat(cpu).hasSize(10);
        assertThat(MachineLoad.busy(cpu)).isEqualTo(4705 + 150 + 1120 + 0 + 45);
        assertThat(cpu[7]).as("steal").isEqualTo(30);
    }

    @Test
    void othersAreTheMachinesBusyTicksMinusThisRunsOwn() {
        MachineLoad before = new MachineLoad(0, 1000, 10, 400, 0.5, 2);
        // Two seconds later: 300 ticks busy, 200 of them this run's, 20 stolen.
        MachineLoad after = new MachineLoad(2_000_000_000L, 1300, 30, 600, 0.7, 2);
        MachineLoad.Noise noise = after.since(before);
        assertThat(noise.otherCpuPercent()).isEqualTo(50.0);
        assertThat(noise.stealPercent()).isEqualTo(10.0);
        assertThat(noise.loadAverage1m()).isEqualTo(0.7);
        assertThat(noise.busyPercent()).as("the whole machine's, this run included").isEqualTo(150.0);
    }

    @Test
    void aProcessOfThisRunThatExitedLeavesNoNegativeOthers() {
        MachineLoad before = new MachineLoad(0, 1000, 0, 900, 0.5, 2);
        MachineLoad after = new MachineLoad(1_000_000_000L, 1100, 0, 1200, 0.5, 2);
        assertThat(after.since(before).otherCpuPercent()).isZero();
    }

    @Test
    void readsThisMachine() {
        assertThat(MachineLoad.read()).hasValueSatisfying(load -> {
            assertThat(load.cpus()).isPositive();
            assertThat(load.busyTicks()).isPositive();
            assertThat(load.ownTicks()).isPositive();
        });
    }
}
