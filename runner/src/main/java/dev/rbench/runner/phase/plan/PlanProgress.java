package dev.rbench.runner.phase.plan;

import java.util.Locale;

/**
 * How far a run is through its {@link RunPlan}, and one ETA for the whole of it: the expected seconds
 * of the phases still ahead, scaled by the pace so far (a machine where services start slowly, or
 * steps queue, finishes later than the plan says).
 */
public final class PlanProgress {

    /** Before this many expected seconds are behind, the pace is too noisy to scale by. */
    static final double MIN_SECONDS_FOR_PACE = 10;

    private final double total;
    private double done;
    private double current;
    private double fraction;

    public PlanProgress(RunPlan plan) {
        this.total = plan.expectedSeconds();
    }

    public void began(Phase phase) {
        current = phase.expectedSeconds();
        fraction = 0;
    }

    /** How far the current phase is, 0 to 1 (a load reports it as it runs). */
    public void within(double phaseFraction) {
        fraction = Math.clamp(phaseFraction, 0, 1);
    }

    public void done(Phase phase) {
        done += phase.expectedSeconds();
        current = 0;
        fraction = 0;
    }

    /** Expected seconds behind: the phases done and the part of the current one. */
    private double behind() {
        return done + current * fraction;
    }

    /** The share of the run done, 0 to 1. */
    public double fraction() {
        return total <= 0 ? 1 : Math.min(1, behind() / total);
    }

    /** Seconds the run has left, given how long it has run so far. */
    public double secondsLeft(double elapsedSeconds) {
        double behind = behind();
        double pace = behind >= MIN_SECONDS_FOR_PACE ? elapsedSeconds / behind : 1;
        return Math.max(0, total - behind) * pace;
    }

    /** "34% of the run, ~3 min left". */
    public String describe(double elapsedSeconds) {
        return String.format(Locale.ROOT, "%.0f%% of the run, ~%s left", fraction() * 100, duration(secondsLeft(elapsedSeconds)));
    }

    /** "42 s", "10 min", "2 h 05 min". */
    public static String duration(double seconds) {
        long s = Math.round(seconds);
        if (s < 90) {
            return s + " s";
        }
        long minutes = Math.round(seconds / 60);
        return minutes < 90 ? minutes + " min" : String.format(Locale.ROOT, "%d h %02d min", minutes / 60, minutes % 60);
    }
}
