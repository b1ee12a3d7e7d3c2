package dev.rbench.loadgen;

import org.HdrHistogram.Histogram;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Did the generator keep up? A saturated generator measures itself, not the target.
 *
 * @param sendLatenessP99Ms  99th percentile of (time the generator started a request − its intended start): open
 *                           models: when the arrival reached its event loop; throttled: when the user's slot
 *                           came up; burst: when the user's start task ran; closed loop: 0 (nothing is scheduled)
 * @param loopBusyMaxPercent CPU time of the busiest event-loop thread over the step's wall time, in %
 * @param cpuPercent         process CPU time over the step's wall time, in % of one core (so up to 100 × cores)
 * @param saturated          lateness p99 above {@link #MAX_LATENESS_P99_MS} ms or a loop above {@link #MAX_LOOP_BUSY_PERCENT} %
 * @param reason             which limit was passed, with the numbers; null when not saturated
 */
public record GeneratorHealth(double sendLatenessP99Ms, double loopBusyMaxPercent, double cpuPercent,
                              boolean saturated, String reason) {

    public static final double MAX_LATENESS_P99_MS = 1.0;
    public static final double MAX_LOOP_BUSY_PERCENT = 90.0;

    static GeneratorHealth of(Histogram latenessMicros, LoopStats.Cpu cpu) {
        double lateness = latenessMicros.getTotalCount() == 0 ? 0 : latenessMicros.getValueAtPercentile(99) / 1000.0;
        return of(lateness, cpu.loopBusyMaxPercent(), cpu.cpuPercent());
    }

    static GeneratorHealth of(double latenessP99Ms, double loopBusyMaxPercent, double cpuPercent) {
        List<String> reasons = new ArrayList<>();
        if (latenessP99Ms > MAX_LATENESS_P99_MS) {
            reasons.add(String.format(Locale.ROOT, "send lateness p99 %.2f ms > %.0f ms", latenessP99Ms,
                    MAX_LATENESS_P99_MS));
        }
        if (loopBusyMaxPercent > MAX_LOOP_BUSY_PERCENT) {
            reasons.add(String.format(Locale.ROOT, "busiest event loop %.0f%% busy > %.0f%%", loopBusyMaxPercent,
                    MAX_LOOP_BUSY_PERCENT));
        }
        return new GeneratorHealth(latenessP99Ms, loopBusyMaxPercent, cpuPercent, !reasons.isEmpty(),
                reasons.isEmpty() ? null : "generator saturated: " + String.join("; ", reasons));
    }
}
