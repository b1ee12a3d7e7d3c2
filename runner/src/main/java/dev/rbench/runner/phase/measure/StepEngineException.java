package dev.rbench.runner.phase.measure;

import java.io.Serial;

/** The step's engine could not fire or read the step (JMeter failed, an engine was lost): the step is recorded as not run. */
public class StepEngineException extends RuntimeException {

    @Serial
    private static final long serialVersionUID = 1L;

    public StepEngineException(String message, Throwable cause) {
        super(message, cause);
    }
}
