package dev.rbench.results;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * What else the machine did while a step ran, from /proc/stat and /proc/loadavg: CPU stolen by the
 * hypervisor and CPU used by every process other than the service and this runner (the load
 * generator), both in percent of one core (100 = one core, as the service's own CPU), the 1-minute
 * load average at the end, the machine's CPUs, and whether the step counts as run on a busy machine
 * (see {@link #BUSY_OTHER_CPU_PERCENT} and {@link #BUSY_STEAL_PERCENT}); {@code machineCpuPercent}
 * is the whole machine's busy CPU, every process included (service, generator, databases, others),
 * so that a step whose cores were all taken is seen as such (null in files written before it).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record MachineNoise(double stealPercent, double otherCpuPercent, double loadAverage1m, int cpus, boolean busy,
                           Double machineCpuPercent) {

    /**
     * Others using half a core or more on average: on the 2-core machines this tool runs on, that is
     * a quarter of the machine taken from the service and the generator, enough to move a CPU-bound
     * step's throughput by more than the run-to-run noise docs/performance.md records.
     */
    public static final double BUSY_OTHER_CPU_PERCENT = 50;
    /** A tenth of a core stolen by the hypervisor on average. */
    public static final double BUSY_STEAL_PERCENT = 10;

    public static MachineNoise of(double stealPercent, double otherCpuPercent, double loadAverage1m, int cpus,
                                  double machineCpuPercent) {
        return new MachineNoise(Figures.round(stealPercent), Figures.round(otherCpuPercent), loadAverage1m, cpus,
                otherCpuPercent >= BUSY_OTHER_CPU_PERCENT || stealPercent >= BUSY_STEAL_PERCENT, Figures.round(machineCpuPercent));
    }
}
