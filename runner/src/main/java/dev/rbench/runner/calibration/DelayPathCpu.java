package dev.rbench.runner.calibration;

import dev.rbench.loadgen.Workload;
import java.util.Collection;

/**
 * Whether the delay path's CPU s is worth its rounds. The path's handler does no work of its own (a timer and a few
 * bytes), so its s is the HTTP server's and the generator's: 0.2-0.5 ms a request on the 2-core machine of
 * docs/results.md. Its rounds cost 10-25 s a stack (more at a long delay: a round waits for its requests). Where the
 * steps' highest rate could not keep the station's bar busy ({@link CpuStation#minBusyCores}) even at
 * {@value #CEILING_MS} ms a request, four times and more what it costs there, no reading would pass the bar and the model
 * would have no CPU station after them either; the rounds are left out and the model says it has none.
 */
public final class DelayPathCpu {

    /** A request's CPU on the delay path no machine this runs on is expected to exceed. */
    static final double CEILING_MS = 2;

    private DelayPathCpu() {
    }

    /** Whether the rounds could find a CPU station: the steps' highest rate at {@value #CEILING_MS} ms keeps the bar busy. */
    public static boolean worthCalibrating(Collection<? extends Workload> steps, double delaySeconds, CpuStation station) {
        double highestRate = steps.stream().mapToDouble(w -> w.highestRate(delaySeconds)).max().orElse(0);
        return highestRate * CEILING_MS / 1000 >= station.minBusyCores();
    }
}
