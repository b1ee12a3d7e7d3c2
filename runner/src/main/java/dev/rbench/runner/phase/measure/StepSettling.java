package dev.rbench.runner.phase.measure;

import dev.rbench.loadgen.Burst;
import dev.rbench.loadgen.ClosedLoop;
import dev.rbench.loadgen.OpenRate;
import dev.rbench.loadgen.RampRate;
import dev.rbench.loadgen.ThrottledClosedLoop;
import dev.rbench.loadgen.Workload;
import dev.rbench.results.WarmupSettling;
import dev.rbench.runner.phase.plan.Phase;
import dev.rbench.runner.phase.plan.SettlingSlices;
import dev.rbench.runner.service.ServiceProcess;
import java.time.Duration;
import java.util.Locale;

/**
 * Before a step ({@code stepSettling}): unmeasured slices of the step's own load while the service's JIT compilers are
 * busy, then the pause between steps. A warm-up whose compilers had gone quiet does not carry a service under a CPU quota
 * through the steps: each change of load had them recompile its path on the service's own share — downstream-500ms-fargate's
 * compilers took 5–11 % of a core through its 100- and 500-user steps, a quarter or more of the quarter core, and every
 * 500-user step served 13–24 % under the model; with five slices before each step the 500-user steps' compilers took
 * 0.5–2.6 % and the steps served −8 to +16 % of the model.
 */
public final class StepSettling {

    private StepSettling() {
    }

    /**
     * The slices' reading, or null where the scenario asks none or the service's process is not known; slices that end
     * with the compilers still busy are said on the console ({@link #stillBusy}).
     */
    public static WarmupSettling before(ServiceProcess service, LoadMeasurement load, StepRequest request, Workload step,
                                 String label) throws InterruptedException {
        return slices(service, load, request, step, load.scenario().stepSettling(), label, false);
    }

    /**
     * Before a route's calibration ({@code routeSettling}): the same slices of the route's step load, so that what the
     * calibration reads is the route's compiled code. A route's first requests compile its code, and the calibration was
     * where they were first sent: seed-mongo-connections' query routes were calibrated while their compilers kept
     * 0.15–0.68 cores busy, read 10–23 % more CPU a request than their steps spent seconds later (six stacks of seven), and the model put four of
     * those steps 14–19 % under what they served; reactive:template's create, compiled on 0.72 and 0.38 cores through its
     * calibration, +39 %.
     */
    public static WarmupSettling beforeCalibration(ServiceProcess service, LoadMeasurement load, StepRequest request, Phase.Step step)
            throws InterruptedException {
        return slices(service, load, request, step.plan().workload(), load.scenario().routeSettling(), step.label(), true);
    }

    private static WarmupSettling slices(ServiceProcess service, LoadMeasurement load, StepRequest request, Workload step,
                                         int most, String label, boolean calibration) throws InterruptedException {
        if (most == 0 || service.pid() <= 0) {
            return null;
        }
        WarmupSettling settling = CompilersSettling.onService(service, load, request, slice(step), most(most), false);
        String busy = stillBusy(load.stack(), label, settling, calibration);
        if (busy != null) {
            load.listener().info(busy);
        }
        // The slices' requests are done before what follows sends its first: the same rest as between steps.
        Thread.sleep(load.scenario().pauseBetweenSteps().toMillis());
        return settling;
    }

    /** The most {@code slices} slices take. */
    static Duration most(int slices) {
        return SettlingSlices.most(slices);
    }

    /**
     * The console's line for slices that ended with the compilers still busy, before a step or, where {@code calibration},
     * before its calibration; null where they went quiet or none ran.
     */
    static String stillBusy(String stack, String step, WarmupSettling settling, boolean calibration) {
        return settling == null || settling.quiet() ? null : String.format(Locale.ROOT, "%s %s: %s JIT compilers were still busy"
                + " (%s) after %.0f s of the %s", stack, step, CompilersSettling.whoseBusy(settling), LoadWarmUp.lastReading(settling),
                settling.extraSeconds(), calibration ? "route's load before its calibration: it is calibrated while they compile (routeSettling)"
                        : "step's load before it: it is measured while they compile (stepSettling)");
    }

    /** The step's load for one slice: the same users (a burst's as a closed loop), cap or offered rate. */
    static Workload slice(Workload step) {
        return switch (step) {
            case Burst b -> new ClosedLoop(b.users(), CompilersSettling.SLICE);
            case ClosedLoop c -> new ClosedLoop(c.users(), CompilersSettling.SLICE);
            case ThrottledClosedLoop t -> new ThrottledClosedLoop(t.users(), t.maxRatePerSecond(), CompilersSettling.SLICE);
            case OpenRate o -> new OpenRate(o.ratePerSecond(), CompilersSettling.SLICE, o.maxConnections(), o.arrivals(), o.seed());
            case RampRate r -> new OpenRate(r.toPerSecond(), CompilersSettling.SLICE, r.maxConnections(), r.arrivals(), r.seed());
        };
    }
}
