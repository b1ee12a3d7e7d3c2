package dev.rbench.cli;

import dev.rbench.loadgen.ProgressListener;
import dev.rbench.loadgen.Workload;
import dev.rbench.results.StepRecord;
import dev.rbench.runner.phase.plan.LoadRole;
import dev.rbench.runner.phase.plan.Phase;
import dev.rbench.runner.phase.plan.PlanProgress;
import dev.rbench.runner.phase.plan.RunListener;
import dev.rbench.runner.phase.plan.RunPlan;
import java.io.PrintStream;
import java.util.Locale;
import java.util.function.LongSupplier;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * Shows the run on the terminal: a progress bar per phase (stack, phase, the whole run's share done
 * and its ETA) when stderr is a terminal, one line per load otherwise (CI logs, pipes). The ETA comes
 * from the run plan, so it counts service starts, verification and calibration too, not only loads.
 */
final class ConsoleProgress implements RunListener {

    private static final int SCALE = 1000;

    private final PrintStream out;
    private final boolean terminal;
    private final LongSupplier nanoTime;
    private PlanProgress run;
    private long startNanos;
    private ProgressBar bar;

    ConsoleProgress(PrintStream out) {
        this(out, System.console() != null && System.console().isTerminal(), System::nanoTime);
    }

    ConsoleProgress(PrintStream out, boolean terminal, LongSupplier nanoTime) {
        this.out = out;
        this.terminal = terminal;
        this.nanoTime = nanoTime;
    }

    @Override
    public void info(String message) {
        out.println("rbench: " + message);
    }

    @Override
    public void runPlanned(RunPlan plan) {
        run = new PlanProgress(plan);
        startNanos = nanoTime.getAsLong();
        out.println("rbench: " + plan.phases().size() + " phases, about " + PlanProgress.duration(plan.expectedSeconds())
                + " if nothing queues");
    }

    @Override
    public void phaseBegan(Phase phase) {
        if (run != null) {
            run.began(phase);
        }
        // A load draws its own bar in phaseStarted; the other phases get one here, on a terminal.
        if (terminal && !(phase instanceof Phase.Step || phase instanceof Phase.WarmUp)) {
            bar = newBar(String.format(Locale.ROOT, "%-8s %s", phase.stack(), phase.label()));
            bar.setExtraMessage(overall());
        }
    }

    @Override
    public void phaseDone(Phase phase) {
        if (run != null) {
            run.done(phase);
        }
        closeBar();
    }

    @Override
    public ProgressListener phaseStarted(String stack, LoadRole load, Workload workload, double expectedSeconds) {
        if (!terminal) {
            out.println("rbench: " + stack + ": " + workload.describe() + (load instanceof LoadRole.WarmUp ? " (warm-up)" : "")
                    + (run == null ? "" : " [" + overall() + "]"));
            return ProgressListener.NONE;
        }
        closeBar();
        ProgressBar current = newBar(String.format(Locale.ROOT, "%-8s %s", stack, load.label()));
        bar = current;
        current.setExtraMessage(String.format(Locale.ROOT, "~%.0f s · %s", expectedSeconds, overall()));
        return (completed, fraction) -> {
            current.stepTo(Math.round(Math.min(1, fraction) * SCALE));
            if (run != null) {
                run.within(fraction);
            }
            current.setExtraMessage(completed + " done · " + overall());
        };
    }

    @Override
    public void phaseFinished(String stack, LoadRole load, StepRecord r) {
        closeBar();
        out.printf(Locale.ROOT, "rbench: %-8s %-10s mean %.3f s, %.1f req/s, %d ok, %d failed%s%n", stack, load.label(),
                r.latencyMs().mean() / 1000, r.throughputRps(), r.ok(), r.requests() - r.ok(),
                r.failed() ? " - " + r.failure() : "");
    }

    /** "34% of the run, ~3 min left"; empty before the plan is known. */
    String overall() {
        return run == null ? "" : run.describe((nanoTime.getAsLong() - startNanos) / 1e9);
    }

    private ProgressBar newBar(String name) {
        return new ProgressBarBuilder().setTaskName(name).setInitialMax(SCALE).setStyle(ProgressBarStyle.ASCII)
                .setUpdateIntervalMillis(200).setConsumer(new ConsoleProgressBarConsumer(out)).build();
    }

    private void closeBar() {
        if (bar != null) {
            bar.stepTo(SCALE);
            bar.close();
            bar = null;
        }
    }
}
