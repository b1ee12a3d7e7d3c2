package dev.rbench.runner.phase.measure;

import dev.rbench.loadgen.ClosedLoop;
import dev.rbench.loadgen.Workload;
import dev.rbench.results.StepRecord;
import dev.rbench.results.WarmupSettling;
import dev.rbench.runner.calibration.BackendChecks;
import dev.rbench.runner.phase.plan.LoadRole;
import dev.rbench.runner.phase.session.ProcessServiceSession;
import dev.rbench.runner.service.ServiceProcess;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The warm-up on the scenario's zero-delay path, through the same generator as the steps, then on the first step's own
 * request, at the warm-up burst's users, until the service's JIT compilers are quiet ({@link CompilersSettling}): a
 * delay's or a downstream's wait takes code the zero-delay path never runs (after a quiet end on {@code /remote?ms=0}
 * the compilers of downstream-500ms-fargate's blocking service took 0.10–0.19 cores through the calibration's first
 * rounds on {@code ms=500}), and until those of the run's local backend JVMs are quiet too. A service under
 * a CPU quota warms up without it: its compilers share the quota, and under a quarter of a core they compiled through
 * the whole calibration. The quota is set again before anything is measured, whatever happens.
 */
public record LoadWarmUp(ProcessServiceSession session, LoadMeasurement load, StepRequest request, StepRequest stepRequest,
                  WarmCompilers compilers) implements WarmUpRunner {

    @Override
    public WarmUp run(List<Workload> loads) throws InterruptedException {
        ServiceProcess service = session.process();
        boolean lifted = quotaLifted(service, true);
        // Asked as in the steps, so that what answering costs the service the first time (loading its classes, and the
        // compiled request code those invalidate) is paid here: first asked at the step's start, seed-mongo-connections'
        // blocking GET one served 8,100-9,000 requests in its first second against 10,700-11,000 unasked.
        Optional<ActivitySampler> observer = load.activitySampler(service);
        try {
            if (lifted) {
                load.listener().info(load.stack() + ": warm-up without the CPU quota, which is set again before anything is measured");
            }
            List<StepRecord> records = new ArrayList<>();
            for (Workload workload : loads) {
                records.add(load.measure(service, LoadRole.WARM_UP, request, workload, null));
            }
            askAroundAStep(service);
            WarmupSettling settling = settle(service, lifted);
            // What the compilers still hold is the first step's to be modelled without.
            compilers.warmedUp(settling);
            return new WarmUp(records, settling);
        } finally {
            observer.ifPresent(ActivitySampler::close);
            if (lifted) {
                quotaLifted(service, false);
            }
        }
    }

    /**
     * What the runner asks the service around every step on a backend (the pool's reset and gauges), asked once here with
     * the route's code compiled, before the settling slices: first asked at a stack's first step, on the service's side
     * port, it deoptimized code the requests run too — {@code LinkedBlockingQueue.offer} compiled for Tomcat's task
     * queue, Spring's {@code ObjectProvider} resolution, {@code SocketChannelImpl.read} — and nothing at the second step's
     * start; seed-mongo-connections' GET one then cost the service 12–33 % more CPU a request in the first step than in the
     * calibration just before it, in five runs of six, where the later steps cost what theirs read.
     */
    private void askAroundAStep(ServiceProcess service) throws InterruptedException {
        if (!load.scenario().backend().present() || load.scenario().app().present()) {
            return;
        }
        try {
            BackendChecks.resetPool(service);
            BackendChecks.poolGauges(service);
        } catch (IOException e) {
            load.listener().info(load.stack() + ": the pool's gauges did not answer in the warm-up (" + e.getMessage() + ")");
        }
    }

    /**
     * Goes on while the compilers are busy (no slice where the scenario asks none: then only whether the quota was
     * lifted is recorded); null where the service's process is not known.
     */
    private WarmupSettling settle(ServiceProcess service, boolean lifted) throws InterruptedException {
        if (service.pid() <= 0) {
            return null;
        }
        Duration max = load.scenario().warmupSettlingMax();
        ClosedLoop slice = new ClosedLoop(load.scenario().settlingUsers(), CompilersSettling.SLICE);
        WarmupSettling settling = CompilersSettling.onService(service, load, stepRequest, slice, max, lifted);
        if (!settling.compilerBusyCores().isEmpty()) {
            load.listener().info(load.stack() + ": " + describe(settling));
        }
        return settling;
    }

    static String describe(WarmupSettling s) {
        String cores = lastReading(s);
        return s.quiet()
                ? String.format("warm-up went on %.0f s more, until the JIT compilers were quiet (%s)", s.extraSeconds(), cores)
                : String.format("%s JIT compilers were still busy (%s) after %.0f s more of warm-up:"
                        + " the first steps may be measured while they compile (warmupUntilQuiet)",
                        CompilersSettling.whoseBusy(s), cores, s.extraSeconds());
    }

    /** The last slice's reading: "0.02 cores", or "service 0.02, backend 0.31 cores" where the backend's were read. */
    static String lastReading(WarmupSettling s) {
        double last = s.compilerBusyCores().isEmpty() ? 0 : s.compilerBusyCores().getLast();
        List<Double> backend = s.backendCompilerBusyCores();
        return backend == null || backend.isEmpty() ? String.format(Locale.ROOT, "%.2f cores", last)
                : String.format(Locale.ROOT, "service %.2f, backend %.2f cores", last, backend.getLast());
    }

    private static boolean quotaLifted(ServiceProcess service, boolean lifted) {
        try {
            return service.cpuQuotaLifted(lifted);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot " + (lifted ? "lift" : "set again") + " the service's CPU quota: " + e.getMessage(), e);
        }
    }
}
