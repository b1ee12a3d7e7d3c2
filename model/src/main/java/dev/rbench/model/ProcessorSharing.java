package dev.rbench.model;

/**
 * The CPU station of a scheduled load, solved event by event: c cores shared by processor sharing,
 * every request needing s CPU seconds in two visits of s / 2 around its wait, each of the n visits present running at
 * min(p, c/n) of a core — how an operating system shares cores among runnable threads, and a fraction of a core under
 * a CPU quota. All visits need the same s / 2 and progress at the same speed, so they leave in the
 * order they came: a visit is done when the CPU each visit present has received since it came
 * reaches s / 2. Between two events (an arrival, a departure) that received amount grows linearly, so
 * the solution is exact and takes O(R) steps.
 */
final class ProcessorSharing {

    private ProcessorSharing() {
    }

    /** The wait between a request's two visits to the station: when it ends, given when the request is ready for it. */
    @FunctionalInterface
    interface Waits {
        /** Called once a request, in the order the requests came, with the end of its first visit. */
        double end(int request, double readyAt);
    }

    /**
     * When each request is done, its CPU in two visits of s / 2 around its wait, as {@link ClosedStep} has it: the first
     * as it comes (its request read, its handler started, the generator's send), the second after the wait (its answer
     * written and read). Both visits share the same cores: the first visits of a burst's later requests run while its
     * earlier ones wait. With all of s after the wait, high-concurrency's 19,000 users of a 2 s delay at the CPU the
     * virtual stack's step spent (0.356 ms a request) were modelled at 3,530 req/s where it served 4,523: over the ramp
     * the cores are nearly idle, and the whole CPU was queued in the 2 s the answers come back over. Visits of equal
     * size leave in the order they came, so the solution stays exact.
     *
     * @param arrivals when each request comes, non-decreasing
     * @param waits    the wait stage; the requests reach it in their order, since first visits leave in theirs
     */
    static double[] aroundWaits(double[] arrivals, Waits waits, double cores, double demand, double parallelism) {
        int requests = arrivals.length;
        double visit = demand / 2;
        double[] done = new double[requests];
        double[] back = new double[requests];  // when each request comes back for its second visit, non-decreasing
        int known = 0;                         // second visits whose time is known
        int nextFirst = 0;
        int nextSecond = 0;
        // The jobs at the station in the order they came: request, which visit, CPU received by then.
        int[] request = new int[2 * requests];
        boolean[] second = new boolean[2 * requests];
        double[] receivedAtArrival = new double[2 * requests];
        int head = 0;
        int tail = 0;
        double now = 0;
        double received = 0;
        int finished = 0;
        while (finished < requests) {
            double firstAt = nextFirst < requests ? arrivals[nextFirst] : Double.POSITIVE_INFINITY;
            double secondAt = nextSecond < known ? back[nextSecond] : Double.POSITIVE_INFINITY;
            boolean firstNext = firstAt <= secondAt;
            double arrivalAt = Math.min(firstAt, secondAt);
            int present = tail - head;
            double speed = present == 0 ? 0 : Math.min(parallelism, cores / present);
            double untilDeparture = present == 0 ? Double.POSITIVE_INFINITY : (receivedAtArrival[head] + visit - received) / speed;
            double untilArrival = Math.max(arrivalAt - now, 0);
            if (untilArrival < untilDeparture) {
                now += untilArrival;
                received += untilArrival * speed;
                request[tail] = firstNext ? nextFirst++ : nextSecond++;
                second[tail] = !firstNext;
                receivedAtArrival[tail++] = received;
            } else {
                now += untilDeparture;
                received = receivedAtArrival[head] + visit;
                int r = request[head];
                if (second[head]) {
                    done[r] = now;
                    finished++;
                } else {
                    back[known++] = waits.end(r, now);
                }
                head++;
            }
        }
        return done;
    }
}
