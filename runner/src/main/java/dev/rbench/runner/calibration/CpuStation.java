package dev.rbench.runner.calibration;

/**
 * What the model's CPU station counts. On the cores the services run on, the service and its backend share them (and
 * the generator, where it runs there too), so s is the path's CPU a request. Under a CPU quota on the service
 * ({@code limits.cpus}) the station is that quota, and only the service's own CPU uses it up: the backend and the
 * generator run outside it, as they ran elsewhere in the containers the quota imitates. A quota's station that took the
 * path's CPU and the half-a-core rule, which a service held to a quarter of a core can never pass, modelled
 * downstream-500ms-fargate as if unlimited: 3 of 12 steps within ±15 %.
 *
 * @param generatorSharesCores the generator runs on the services' cores (counted only without a quota)
 * @param quotaCores           the service's CPU quota in cores, 0 where it has none
 */
public record CpuStation(boolean generatorSharesCores, double quotaCores) {

    /** Share of a core below which a loaded route's CPU reading is background work, not what a step would queue for. */
    static final double MIN_BUSY_CORES = 0.5;

    /** The services' cores, shared, without a quota. */
    public static CpuStation sharedCores(boolean generatorSharesCores) {
        return new CpuStation(generatorSharesCores, 0);
    }

    public boolean underQuota() {
        return quotaCores > 0;
    }

    /**
     * What the station counts of a request's CPU, in any one unit: under a quota the service's alone (its backend and the
     * generator run outside it); otherwise the path's (the service's and its backend's), with the generator's where it
     * shares their cores. The one place that says it, for the calibration's s and a step's own ({@code StepCpu}).
     */
    public double demand(double service, double path, double generator) {
        return underQuota() ? service : path + (countsGenerator() ? generator : 0);
    }

    /** Whether the generator's CPU is part of what the station counts: it shares the cores, and no quota holds the service. */
    public boolean countsGenerator() {
        return !underQuota() && generatorSharesCores;
    }

    /**
     * The cores a calibration must have kept busy for its CPU to count: half a core, or half the quota where that is
     * less — under a quota the background work (JIT, collector) is not noise beside the route's but takes the
     * quota the requests need.
     */
    public double minBusyCores() {
        return underQuota() ? Math.min(MIN_BUSY_CORES, quotaCores / 2) : MIN_BUSY_CORES;
    }
}
