package dev.rbench.loadgen;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.HdrHistogram.Histogram;

/**
 * Did the generator keep up? A saturated generator measures itself, not the target.
 *
 * @param sendLatenessP99Ms  99th percentile of (time the generator started a request − its intended start): open
 *                           models: when the arrival reached its event loop; throttled: when the user's slot
 *                           came up; burst: when the user's start task ran; closed loop: 0 (nothing is scheduled)
 * @param loopBusyMaxPercent CPU time of the busiest event-loop thread over the step's wall time, in %
 * @param cpuPercent         process CPU time over the step's wall time, in % of one core (so up to 100 × cores)
 * @param saturated          lateness p99 above its allowance (see {@link #latenessAllowanceMs}) or a loop above
 *                           {@link #MAX_LOOP_BUSY_PERCENT} %
 * @param reason             which limit was passed, with the numbers; null when not saturated
 */
public record GeneratorHealth(double sendLatenessP99Ms, double loopBusyMaxPercent, double cpuPercent,
                              boolean saturated, String reason) {

    public static final double MAX_LATENESS_P99_MS = 1.0;
    /**
     * Lateness that is this small a share of the step's median latency does not change what the
     * service was asked to do: a closed loop's cycle grows from t to t + L, so its throughput moves
     * by L / (t + L), under 5 %, inside this machine's run-to-run noise; and the p99 is late for one
     * request in a hundred only.
     */
    public static final double MAX_LATENESS_SHARE_OF_MEDIAN = 0.05;
    public static final double MAX_LOOP_BUSY_PERCENT = 90.0;
    /** Below this the event loops had time to spare: lateness then comes from CPUs taken by others. */
    static final double IDLE_LOOP_PERCENT = 50.0;

    static GeneratorHealth of(Histogram latenessMicros, LoopStats.Cpu cpu, double medianLatencyMs) {
        double lateness = latenessMicros.getTotalCount() == 0 ? 0 : latenessMicros.getValueAtPercentile(99) / 1000.0;
        return of(lateness, cpu.loopBusyMaxPercent(), cpu.cpuPercent(), medianLatencyMs);
    }

    static GeneratorHealth of(double latenessP99Ms, double loopBusyMaxPercent, double cpuPercent) {
        return of(latenessP99Ms, loopBusyMaxPercent, cpuPercent, 0);
    }

    /**
     * How late sends may be at p99: 1 ms, or 5 % of the step's median latency when that is more. A
     * scheduler that wakes a few ms late on a small machine shared with the service distorts a 1 ms
     * response but not a 2 s one; flagging both would bury the steps where the generator really was
     * the limit.
     */
    public static double latenessAllowanceMs(double medianLatencyMs) {
        return Math.max(MAX_LATENESS_P99_MS, MAX_LATENESS_SHARE_OF_MEDIAN * medianLatencyMs);
    }

    static GeneratorHealth of(double latenessP99Ms, double loopBusyMaxPercent, double cpuPercent, double medianLatencyMs) {
        List<String> reasons = new ArrayList<>();
        double allowance = latenessAllowanceMs(medianLatencyMs);
        if (latenessP99Ms > allowance) {
            reasons.add(String.format(Locale.ROOT, "send lateness p99 %.2f ms > %s ms", latenessP99Ms,
                    allowance == MAX_LATENESS_P99_MS ? "1" : String.format(Locale.ROOT, "%.1f (5%% of the median latency)", allowance)));
        }
        if (loopBusyMaxPercent > MAX_LOOP_BUSY_PERCENT) {
            reasons.add(String.format(Locale.ROOT, "busiest event loop %.0f%% busy > %.0f%%", loopBusyMaxPercent,
                    MAX_LOOP_BUSY_PERCENT));
        }
        if (reasons.isEmpty()) {
            return new GeneratorHealth(latenessP99Ms, loopBusyMaxPercent, cpuPercent, false, null);
        }
        // Late sends from idle event loops mean the generator's threads were not given a CPU in time:
        // on a small machine the service under test took them. Say so, and what helps.
        String reason = loopBusyMaxPercent < IDLE_LOOP_PERCENT
                ? "generator late: " + String.join("; ", reasons) + String.format(Locale.ROOT,
                        " while its busiest event loop was only %.0f%% busy: the CPUs are shared with the service"
                                + " (--pin service=...,generator=... separates them)", loopBusyMaxPercent)
                : "generator saturated: " + String.join("; ", reasons);
        return new GeneratorHealth(latenessP99Ms, loopBusyMaxPercent, cpuPercent, true, reason);
    }
}
