package dev.rbench.results;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * How a stack's service started ({@code runs[].startup}), by the runner's monotonic clock from the moment it launched
 * the process: until its readiness route first answered 2xx ({@code launchToReadyMs}), and until the first request of
 * the scenario's route sent right after that was answered ({@code launchToFirstAnswerMs}; {@code firstRequest} names it,
 * {@code firstAnswerStatus} is its status, whatever it was); then its resident memory, process tree included, once the
 * warm-up's load had ended ({@code idleRssMb}). {@code fromAotCache}: whether the JVM started from the JDK's
 * ahead-of-time cache of the service's classes (true) or from its plain jar (false); absent where rbench does not
 * know (a user's app starts from its own command). Readiness is polled every {@link #READY_POLL_MS} ms, so
 * {@code launchToReadyMs} is late by at most that.
 *
 * <p>A service rbench did not start (a user's app already running) has no start-up: {@code startedByRbench} is false,
 * the launch figures are absent and {@code note} says why; its idle RSS is there only where its pid was given. A
 * figure that could not be taken is absent, with {@code note} saying why. Null in files written before it.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Startup(boolean startedByRbench, Long launchToReadyMs, Long launchToFirstAnswerMs, String firstRequest,
                      Integer firstAnswerStatus, Double idleRssMb, Boolean fromAotCache, String note) {

    /** How often the runner asks a starting service whether it is ready. */
    public static final int READY_POLL_MS = 20;

    /** A service reached where it already ran: nothing of its start is known. */
    public static Startup notStartedByRbench(String why) {
        return new Startup(false, null, null, null, null, null, null, why);
    }

    /** The same start-up with the resident memory read once the warm-up's load had ended; null: not read. */
    public Startup withIdleRssMb(Double mb) {
        return new Startup(startedByRbench, launchToReadyMs, launchToFirstAnswerMs, firstRequest, firstAnswerStatus, mb, fromAotCache,
                note);
    }

    /** The same start-up with one more reason a figure is absent. */
    public Startup withNote(String more) {
        return new Startup(startedByRbench, launchToReadyMs, launchToFirstAnswerMs, firstRequest, firstAnswerStatus, idleRssMb,
                fromAotCache, note == null ? more : note + "; " + more);
    }
}
