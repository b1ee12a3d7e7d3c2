package dev.rbench.cli;

import dev.rbench.loadgen.ProgressListener;
import dev.rbench.loadgen.Workload;
import dev.rbench.results.StepRecord;
import dev.rbench.runner.RunListener;
import java.io.PrintStream;
import java.util.Locale;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * Shows the run on the terminal: a progress bar per phase (stack, step, ETA) when stderr is a
 * terminal, one line per phase otherwise (CI logs, pipes).
 */
final class ConsoleProgress implements RunListener {

    private static final int SCALE = 1000;

    private final PrintStream out;
    private final boolean terminal;
    private ProgressBar bar;

    ConsoleProgress(PrintStream out) {
        this.out = out;
        this.terminal = System.console() != null && System.console().isTerminal();
    }

    @Override
    public void info(String message) {
        out.println("rbench: " + message);
    }

    @Override
    public ProgressListener phaseStarted(String stack, String phase, Workload workload, double expectedSeconds) {
        String name = String.format(Locale.ROOT, "%-8s %s", stack, phase);
        if (!terminal) {
            out.println("rbench: " + stack + ": " + workload.describe() + (phase.equals("warm-up") ? " (warm-up)" : ""));
            return ProgressListener.NONE;
        }
        bar = new ProgressBarBuilder().setTaskName(name).setInitialMax(SCALE).setStyle(ProgressBarStyle.ASCII)
                .setUpdateIntervalMillis(200).setConsumer(new ConsoleProgressBarConsumer(out)).build();
        bar.setExtraMessage(String.format(Locale.ROOT, "~%.0f s", expectedSeconds));
        ProgressBar current = bar;
        return (completed, fraction) -> {
            current.stepTo(Math.round(Math.min(1, fraction) * SCALE));
            current.setExtraMessage(completed + " done");
        };
    }

    @Override
    public void phaseFinished(String stack, String phase, StepRecord r) {
        if (bar != null) {
            bar.stepTo(SCALE);
            bar.close();
            bar = null;
        }
        out.printf(Locale.ROOT, "rbench: %-8s %-10s mean %.3f s, %.1f req/s, %d ok, %d failed%s%n", stack, phase,
                r.latencyMs().mean() / 1000, r.throughputRps(), r.ok(), r.requests() - r.ok(),
                r.failed() ? " - " + r.failure() : "");
    }
}
