package dev.rbench.model;

/**
 * The CPU station of a scheduled load, solved event by event: c cores shared by processor sharing,
 * every request needing s CPU seconds, each of the n requests present running at min(1, c/n) of a
 * core — how an operating system shares cores among runnable threads, and a fraction of a core under
 * a CPU quota. All requests need the same s and progress at the same speed, so they leave in the
 * order they came: a request is done when the CPU each request present has received since it came
 * reaches s. Between two events (an arrival, a departure) that received amount grows linearly, so
 * the solution is exact and takes O(R) steps.
 */
final class ProcessorSharing {

    private ProcessorSharing() {
    }

    /**
     * When each request leaves the CPU station.
     *
     * @param arrivals when each request reaches it, non-decreasing
     * @param cores    c, possibly fractional
     * @param demand   s, CPU seconds per request
     * @param parallelism p, the most cores one request can use at once (1 for a single thread)
     */
    static double[] departures(double[] arrivals, double cores, double demand, double parallelism) {
        int requests = arrivals.length;
        double[] done = new double[requests];
        // received: CPU seconds each request present has been given since time zero; a request that
        // came when it stood at v leaves when it reaches v + s.
        double[] receivedAtArrival = new double[requests];
        double now = 0;
        double received = 0;
        int next = 0;  // next arrival
        int head = 0;  // oldest request still at the station
        while (head < requests) {
            int present = next - head;
            if (present == 0) {
                now = Math.max(now, arrivals[next]);
                receivedAtArrival[next++] = received;
                continue;
            }
            double speed = Math.min(parallelism, cores / present);
            double untilDeparture = (receivedAtArrival[head] + demand - received) / speed;
            double untilArrival = next < requests ? arrivals[next] - now : Double.POSITIVE_INFINITY;
            if (untilArrival < untilDeparture) {
                now += untilArrival;
                received += untilArrival * speed;
                receivedAtArrival[next++] = received;
            } else {
                now += untilDeparture;
                received = receivedAtArrival[head] + demand;
                done[head++] = now;
            }
        }
        return done;
    }
}
