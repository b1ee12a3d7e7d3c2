package dev.rbench.report;

import dev.rbench.results.Calibration;
import dev.rbench.results.CpuUnderLoad;
import dev.rbench.results.ModelInputFigures;
import dev.rbench.results.StackRun;
import java.util.List;
import java.util.Optional;

/**
 * The calibration of a run without a backend (the delay path, its routes, a user's app on its own): what one request
 * cost in CPU under load, and the s and the ceiling c / s the model's CPU station took from it at each step — or none,
 * where the calibration's loads never kept the cores busy enough for its reading to be the route's, so the run measured
 * no CPU ceiling. A run with a database or a downstream service shows the same in its backend's table
 * ({@link DatabaseFacts}).
 */
final class CpuCalibration {

    static final String INTRO = "Each stack's path, and each route just before its step, was calibrated: one user's unloaded"
            + " requests for t, and the CPU one request costs (the service's, and the load generator's where it shares the"
            + " services' cores) under a closed loop of a few users, and again at the steps' concurrency (at most 2,048"
            + " users). On the delay path the model's t is the scenario's delay, not the calibrated t.";

    static final String LEGEND = "Under load: the path's CPU a request at the modest load (users, rounds, their spread), and"
            + " at the steps' concurrency where it ran. The model's s: what its CPU station took at the step, the path's and the"
            + " generator's where it shares the cores (c cores shared, throughput at most c / s); none where neither load's"
            + " reading counted — half a core busy (half the quota under a CPU quota), or for the second load on shared cores"
            + " four times what the modest load kept busy and a tenth of a core: below that the reading is the JVMs' background"
            + " work, so the run measured no CPU ceiling and the model has none.";

    private CpuCalibration() {
    }

    static Optional<TableSection> section(Results results) {
        if (DatabaseFacts.present(results) || !results.runs().stream().anyMatch(r -> r.calibration() != null
                || r.steps().stream().anyMatch(s -> s.calibration() != null))) {
            return Optional.empty();
        }
        TextTable table = results.stepTable(List.of("t ms (calibrated)", "t ms (model)", "CPU ms/request under load",
                "model's s ms", "cores", "c / s req/s"), (stack, s) -> {
                    Optional<Calibration> c = Optional.ofNullable(s.calibration())
                            .or(() -> s.route() == null ? results.run(stack).map(StackRun::calibration) : Optional.empty());
                    Optional<ModelInputFigures> in = Optional.ofNullable(s.model()).map(m -> m.inputs());
                    return List.of(Fmt.fixed(c.map(Calibration::unloadedCallMs).orElse(null), 1, "-"),
                            Fmt.fixed(in.map(ModelInputFigures::callMs).orElse(null), 1, "-"),
                            c.map(Calibration::cpuUnderLoad).map(CpuCalibration::underLoad).orElse("-"),
                            in.isEmpty() ? "-" : Fmt.fixed(in.get().cpuMs(), 2, "none"),
                            Fmt.fixed(in.map(ModelInputFigures::cores).orElse(null), 2, "-"),
                            Fmt.fixed(Optional.ofNullable(s.model()).map(m -> m.cpuCeilingRps()).orElse(null), 0, "-"));
                });
        return Optional.of(new TableSection("calibration", "Calibration and the CPU station", INTRO, List.of(), table, 1, "",
                List.of(), LEGEND));
    }

    /** The modest load's reading, and the steps' where it ran: "0.42 (32 users, …); 0.31 at 2048 users". */
    private static String underLoad(CpuUnderLoad c) {
        CpuUnderLoad more = c.atSteps();
        return DatabaseFacts.underLoad(c) + (more == null ? "" : "; " + Fmt.fixed(more.cpuMsPerRequest(), 2, "-") + " at "
                + more.users() + " users");
    }
}
