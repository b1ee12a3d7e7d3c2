package dev.rbench.runner.phase.measure;

import dev.rbench.results.WarmupSettling;
import java.util.List;

/**
 * The cores a stack's JIT compilers still held when its warm-up ended (the service's and its backend's, the last
 * slice's reading), handed from the warm-up to the stack's first step, which the model serves the requests without them
 * ({@link dev.rbench.model.ModelInput#heldCores}). Every CPU-bound first step of findall-batch, streams-concurrent,
 * account-findall and streams served 5–18 % under a model that gave the requests all c cores while the compilers held
 * 0.04–0.23 of them; with c less that reading findall-batch met the model on all four of its steps in two
 * runs, against three. Part of that shortfall was the runner's own questions deoptimizing the first step's code (asked
 * on the side port since, {@code ServiceProcess#controlUri}); on runs after that fix this reading brought 12 of 16
 * CPU-bound first steps within ±15 % against 11 without it, and the calibration's own compilers reading, taken from the
 * first step only, 13 (docs/lab/model-busy-machine-standing.md).
 * Nothing is held where the warm-up ran without the CPU quota the steps run
 * under: its reading is not the quota's.
 */
public final class WarmCompilers {

    private double held;

    /** What the warm-up's last slice read; nothing where it read none or ran without the steps' CPU quota. */
    void warmedUp(WarmupSettling settling) {
        held = settling == null || settling.cpuQuotaLifted() ? 0 : last(settling.compilerBusyCores())
                + last(settling.backendCompilerBusyCores());
    }

    /** The cores held, once: the stack's first step takes them, every later one finds none. */
    public double takeForFirstStep() {
        double taken = held;
        held = 0;
        return taken;
    }

    private static double last(List<Double> readings) {
        return readings == null || readings.isEmpty() ? 0 : readings.getLast();
    }
}
