package dev.rbench.runner.phase.step;

import dev.rbench.infra.jvm.StepProfiler;
import dev.rbench.results.StepProfile;
import dev.rbench.results.StepRecord;
import dev.rbench.runner.phase.measure.LoadMeasurement;
import dev.rbench.runner.phase.plan.RunListener;
import dev.rbench.runner.service.ServiceProcess;
import java.io.IOException;
import java.nio.file.Path;

/**
 * A step measured under a profiler: started in the service JVM just before the load, stopped right
 * after it, the flame graph under {@code profiles/} and the step flagged with it. A profiler that
 * will not start or stop costs the step its profile, never its figures: the note says why.
 */
final class StepProfiling {

    /** The measurement a profile is wrapped around. */
    interface Measured {
        StepRecord run() throws IOException, InterruptedException;
    }

    private StepProfiling() {
    }

    static StepRecord around(StepProfiler.Event event, ServiceProcess service, Path outDir, String stack, String stepName,
                             RunListener listener, Measured measured) throws IOException, InterruptedException {
        StepProfiler profiler;
        try {
            profiler = StepProfiler.start(service.pid(), event);
        } catch (IOException e) {
            listener.info(stack + " " + stepName + ": not profiled: " + e.getMessage());
            return profiled(measured.run(), new StepProfile(null, null, "not profiled: " + e.getMessage()));
        }
        StepRecord record = measured.run();
        Path file = outDir.resolve("profiles").resolve(LoadMeasurement.stepFileName(stack, stepName, ".html"));
        try {
            StepProfiler.Result result = profiler.stop(file);
            if (result.note() != null) {
                listener.info(stack + " " + stepName + ": " + result.note());
            }
            return profiled(record, new StepProfile(result.tool(), outDir.relativize(result.file()).toString(), result.note()));
        } catch (IOException e) {
            return profiled(record, new StepProfile(null, null, "the profile could not be written: " + e.getMessage()));
        }
    }

    private static StepRecord profiled(StepRecord step, StepProfile profile) {
        return step.toBuilder().profile(profile).build();
    }
}
