package dev.rbench.runner.phase.session;

import dev.rbench.results.Startup;
import dev.rbench.runner.service.LaunchTimes;
import java.io.IOException;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * A service's start-up as results.json records it: from its launch to ready (the process's own {@link LaunchTimes}) and
 * to the answer of one request of the scenario's route sent the moment it was ready, before anything else asks it
 * anything (the verification's {@code /info}, the pinning recorder's {@code jcmd}), so that no stack's figure includes
 * the runner's own work. A service the runner did not launch has no start-up, and none is made up for it.
 */
final class StartupProbe {

    static final String NOT_STARTED = "already running when the run began: rbench did not start it, so it has no start-up to measure";

    /** The first request, answering its status. */
    @FunctionalInterface
    interface FirstRequest {
        int send() throws IOException, InterruptedException;
    }

    private StartupProbe() {
    }

    /**
     * @param launch  when the process was launched and became ready; empty for one the runner did not start
     * @param request what the first request asks ("GET /delay?ms=0"), as recorded
     * @param clock   the clock {@code launch} was read on, in nanoseconds
     */
    static Startup measure(Optional<LaunchTimes> launch, String request, FirstRequest send, LongSupplier clock)
            throws InterruptedException {
        if (launch.isEmpty()) {
            return Startup.notStartedByRbench(NOT_STARTED);
        }
        LaunchTimes times = launch.get();
        long readyMs = times.toReady().toMillis();
        try {
            int status = send.send();
            long answeredMs = (clock.getAsLong() - times.launchedNanos()) / 1_000_000;
            return new Startup(true, readyMs, answeredMs, request, status, null, times.fromAotCache(), null);
        } catch (IOException e) {
            return new Startup(true, readyMs, null, request, null, null, times.fromAotCache(), "the first request had no answer: " + e.getMessage());
        }
    }
}
