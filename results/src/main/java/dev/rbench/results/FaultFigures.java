package dev.rbench.results;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * How a step went through the database fault injected into it ({@code steps[].fault}): when it
 * really started and ended (from the step's start), the per-second p99 latency before it and at its
 * worst, the requests that failed during it and after it, and how long after its end the per-second
 * p99 was back within 10 % of its value before the fault — null when it did not come back within
 * the step.
 *
 * @param fault             what was injected, e.g. "database slower by 2s for 5s at 10s"
 * @param startedAtMs       when it was injected, from the step's start
 * @param endedAtMs         when it was lifted (equal to startedAtMs for a reset)
 * @param p99MsBefore       the median of the per-second p99 over the seconds before the fault; null with none
 * @param p99MsWorst        the worst per-second p99 from the fault's start to the step's end; null with none
 * @param failedDuring      requests that failed in the seconds the fault lasted, up to the end of the second it was lifted in
 * @param failedAfter       requests that failed in the seconds after it
 * @param recoverySeconds   from the fault's end to the end of the first second whose p99 is within 10 % of p99MsBefore; null = not within the step
 * @param readyChecks       times the service's /ready was asked, on a connection of its own, while the fault lasted; null where not asked
 * @param readyFailures     of those, the times it did not answer 200 within a second
 * @param model             the model's forecast for a latency fault (the same queue with a larger t); null otherwise
 * @param errorsDuring      the failures during it by kind (connect, timeout, http, other); null in older files
 * @param errorsAfter       the failures after it by kind
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record FaultFigures(String fault, long startedAtMs, long endedAtMs, Double p99MsBefore, Double p99MsWorst,
                           long failedDuring, long failedAfter, Double recoverySeconds, Integer readyChecks,
                           Integer readyFailures, Forecast model, ErrorCounts errorsDuring, ErrorCounts errorsAfter) {

    public FaultFigures(String fault, long startedAtMs, long endedAtMs, Double p99MsBefore, Double p99MsWorst,
                        long failedDuring, long failedAfter, Double recoverySeconds) {
        this(fault, startedAtMs, endedAtMs, p99MsBefore, p99MsWorst, failedDuring, failedAfter, recoverySeconds, null, null, null,
                null, null);
    }

    /** With the failures during and after it by kind. */
    public FaultFigures withErrors(ErrorCounts during, ErrorCounts after) {
        return new FaultFigures(fault, startedAtMs, endedAtMs, p99MsBefore, p99MsWorst, failedDuring, failedAfter,
                recoverySeconds, readyChecks, readyFailures, model, during, after);
    }

    /**
     * What the model expected of a latency fault, solving the queue request by request with the slower calls: the
     * longest latency from its start on (beside {@code p99MsWorst}), the mean while it lasted, the requests waiting for
     * a server when it ended, and the seconds from its end until every request begun before then was answered (an open
     * load: until the backlog has drained; null: it never drains, the load at or above the servers' normal rate).
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Forecast(double worstMs, double meanMsDuring, double backlog, Double recoverySeconds) {
    }

    /** With what the service's /ready answered while the fault lasted. */
    public FaultFigures withReady(int checks, int failures) {
        return new FaultFigures(fault, startedAtMs, endedAtMs, p99MsBefore, p99MsWorst, failedDuring, failedAfter,
                recoverySeconds, checks, failures, model, errorsDuring, errorsAfter);
    }

    public FaultFigures withModel(Forecast forecast) {
        return new FaultFigures(fault, startedAtMs, endedAtMs, p99MsBefore, p99MsWorst, failedDuring, failedAfter,
                recoverySeconds, readyChecks, readyFailures, forecast, errorsDuring, errorsAfter);
    }
}
