package dev.rbench.runner.phase.plan;

import dev.rbench.loadgen.Workload;
import dev.rbench.runner.scenario.StepPlan;
import java.time.Duration;
import java.util.List;

/**
 * One entry of the {@link RunPlan}: something the runner does to one stack, with the seconds it is
 * expected to take, so the console can show the whole run's progress and one ETA. The kinds are a
 * closed set; the runner's loop switches over them.
 */
public sealed interface Phase {

    /** The stack this phase belongs to, as the scenario names it ({@code reactive:driver}). */
    String stack();

    /** Seconds the phase should take if nothing queues; for progress and the ETA only. */
    double expectedSeconds();

    /** What the console calls the phase: "start", "verify", "warm-up", "calibrate", "100 users". */
    String label();

    /** Start the stack's service JVM and wait until it is ready. */
    record StartService(String stack, double expectedSeconds) implements Phase {
        @Override
        public String label() {
            return "start";
        }
    }

    /** Check from the service's own {@code /info} and one real request that it does the work as configured. */
    record Verify(String stack, double expectedSeconds) implements Phase {
        @Override
        public String label() {
            return "verify";
        }
    }

    /** The warm-up loads, recorded and excluded from the figures (a closed loop, then a burst of fresh connections). */
    record WarmUp(String stack, List<Workload> loads, double expectedSeconds) implements Phase {
        public WarmUp {
            loads = List.copyOf(loads);
        }

        @Override
        public String label() {
            return "warm-up";
        }
    }

    /**
     * Measure one unloaded call for the model's t: for the whole stack ({@code forStep} null, the
     * scenario's path) or for the route of one step, just before that step.
     */
    record Calibrate(String stack, Step forStep, double expectedSeconds) implements Phase {
        @Override
        public String label() {
            return forStep == null ? "calibrate" : "calibrate " + forStep.name();
        }
    }

    /**
     * One measured step: its place in the scenario's plan, its load, the name it is shown and filed
     * under, the pause after it (the scenario's pauseBetweenSteps, counted in its expected seconds),
     * and which repeat of the step it is (from 1; with {@code repeat: N} each step runs N times).
     */
    record Step(String stack, int index, StepPlan plan, String name, Duration pauseAfter, double expectedSeconds, int repeat)
            implements Phase {

        /** The first (or only) run of a step. */
        public Step(String stack, int index, StepPlan plan, String name, Duration pauseAfter, double expectedSeconds) {
            this(stack, index, plan, name, pauseAfter, expectedSeconds, 1);
        }

        /** The step's name, with "#2", "#3"… after it for a later repeat: the console's and the interval log's. */
        @Override
        public String label() {
            return repeat == 1 ? name : name + " #" + repeat;
        }

        /** Its load, as the measurement and the listeners know it. */
        public LoadRole load() {
            return new LoadRole.Step(label());
        }

        /** The same step's repeat {@code r}. */
        public Step again(int r) {
            return new Step(stack, index, plan, name, pauseAfter, expectedSeconds, r);
        }
    }
}
