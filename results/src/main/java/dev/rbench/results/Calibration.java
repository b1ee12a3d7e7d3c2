package dev.rbench.results;

/**
 * The unloaded time of one call, measured per stack before its steps (backend scenarios): one user
 * sends {@code request} one after another; t is their mean, s the CPU of the service and the
 * backend per request (from /proc). {@code poolFilledAfterSeconds}: how long the connection pool
 * took to open its minimum of connections afterwards (-1: the service shows no pool).
 * {@code cpuUnderLoad}: s measured again under a modest closed loop, round by round (null in results
 * written before it was measured). {@code unloadedRounds}: t's rounds (null in results written before
 * t was measured in rounds). {@code pacedCall}: t at the pace of the run's paced steps (null where no step is paced,
 * and in results written before it was measured).
 */
public record Calibration(String request, double unloadedCallMs, double cpuMsPerRequest, int requests, String note,
                          Double poolFilledAfterSeconds, CpuUnderLoad cpuUnderLoad, CallRounds unloadedRounds,
                          PacedCall pacedCall) {

    public Calibration(String request, double unloadedCallMs, double cpuMsPerRequest, int requests, String note,
                       Double poolFilledAfterSeconds) {
        this(request, unloadedCallMs, cpuMsPerRequest, requests, note, poolFilledAfterSeconds, null, null, null);
    }

    public Calibration withPoolFilledAfter(double seconds) {
        return new Calibration(request, unloadedCallMs, cpuMsPerRequest, requests, note, seconds, cpuUnderLoad, unloadedRounds,
                pacedCall);
    }
}
