package dev.rbench.runner.phase.plan;

import dev.rbench.runner.scenario.Scenario;
import java.time.Duration;

/**
 * The slices a load goes on in while the service's JIT compilers are still busy (after the warm-up, and
 * before a step or a route's calibration where the scenario asks): how long one lasts, and what the run's
 * ETA gives them. Here rather than beside the settling itself so that the plan reads it without
 * depending on the measurement.
 */
public final class SettlingSlices {

    /** One slice's load. */
    public static final Duration SLICE = Duration.ofSeconds(2);

    private SettlingSlices() {
    }

    /** The most {@code slices} slices take. */
    public static Duration most(int slices) {
        return SLICE.multipliedBy(slices);
    }

    /**
     * The seconds the run's ETA gives up to {@code slices} slices: about half of the most they may take, and the pause
     * after them; none where none are asked.
     */
    public static double expectedSeconds(int slices, Scenario scenario) {
        return slices == 0 ? 0 : most(slices).toMillis() / 1000.0 / 2 + scenario.pauseBetweenSteps().toMillis() / 1000.0;
    }
}
