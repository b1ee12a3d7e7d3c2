package dev.rbench.model;

import java.util.PriorityQueue;

/**
 * The two ends of a closed step. A step of U users for D seconds starts them all at once and ends when the last request
 * sent before D has answered; what it serves is its requests over that wall. {@link ClosedNetwork} gives the steady
 * middle. Where the CPU is the limit its cores stand idle at both ends — while the first requests wait (nothing has
 * come back yet) and while the last ones do (nothing is left to send) — and a step pays that time out of its wall: on a
 * quarter core behind a 2 s downstream, 5–10 % of a 20 s step
 * (docs/lab/model-busy-machine.md, "a closed step's two ends").
 *
 * <p>Solved event by event, deterministically: each request's CPU work in two visits, before and after its wait,
 * first come first served on m servers of c/m cores (m = c/p rounded, one under a quota); its wait on the wait
 * station's k servers for x·t (x parallel calls: k/x servers for t). A visit of a tenth of a millisecond runs to its end
 * once the kernel schedules it, so the CPU serves visits in turn rather than sharing them — shared, a wave of first
 * visits would end together and come back together, and the waves would never dissolve, which the steps do not show.
 * The efficiency is what the step serves over its wall against the same deterministic queue's steady rate; the
 * steady rate itself stays the network's.
 */
final class ClosedStep {

    /** Requests simulated at most: the ends cost a fixed time, so a longer step is the same ends and a longer middle. */
    static final int MAX_REQUESTS = 200_000;

    private ClosedStep() {
    }

    /**
     * The share of the steady rate a step of {@code users} for {@code durationSeconds} serves over its wall, in (0, 1].
     *
     * @param waitServers  request-servers of the wait station (threads or pool; for parallel calls the pool over x)
     * @param waitSeconds  how long a request holds one (x·t, or t for parallel calls)
     * @param cores        c
     * @param cpuSeconds   s, a request's CPU work
     * @param parallelism  p, cores one request's work uses at once
     */
    static double efficiency(int users, double durationSeconds, int waitServers, double waitSeconds, double cores,
                             double cpuSeconds, double parallelism) {
        return efficiency(users, durationSeconds, waitServers, waitSeconds, cores, cpuSeconds, parallelism, MAX_REQUESTS);
    }

    static double efficiency(int users, double durationSeconds, int waitServers, double waitSeconds, double cores,
                             double cpuSeconds, double parallelism, int maxRequests) {
        int cpuServers = cores >= 1 ? Math.max(1, (int) Math.round(cores / parallelism)) : 1;
        double visitSeconds = cpuSeconds / 2 / (cores / cpuServers);
        int waiting = Math.min(Math.max(1, waitServers), users);
        double alone = waitSeconds + 2 * visitSeconds;
        double steady = Math.min(users / alone, cores / cpuSeconds);
        if (waitSeconds > 0) {
            steady = Math.min(steady, waiting / waitSeconds);
        }
        // A step too long to simulate whole: its ends on a shorter one, its middle at the steady rate.
        double simulated = Math.min(durationSeconds, maxRequests / steady);
        Run run = new Run(users, waiting, waitSeconds, cpuServers, visitSeconds).until(simulated);
        double lost = run.wall - run.answered / steady;
        double wall = durationSeconds + (run.wall - simulated);
        return Math.max(Math.min(1, 1 - lost / wall), Double.MIN_VALUE);
    }

    /** One deterministic step: users cycle through visit, wait, visit; the servers of each station in turn. */
    private static final class Run {
        private final int users;
        private final double waitSeconds;
        private final double visitSeconds;
        private final Servers cpu;
        private final Servers waits;
        private final PriorityQueue<Event> events = new PriorityQueue<>();
        private long sequence;
        long answered;
        double wall;

        Run(int users, int waitServers, double waitSeconds, int cpuServers, double visitSeconds) {
            this.users = users;
            this.waitSeconds = waitSeconds;
            this.visitSeconds = visitSeconds;
            this.cpu = new Servers(cpuServers);
            this.waits = new Servers(waitServers);
        }

        Run until(double durationSeconds) {
            for (int u = 0; u < users; u++) {
                add(0, Phase.FIRST_VISIT);
            }
            while (!events.isEmpty()) {
                Event e = events.poll();
                switch (e.phase) {
                    case FIRST_VISIT -> add(cpu.serve(e.time, visitSeconds), Phase.WAIT);
                    case WAIT -> add(waits.serve(e.time, waitSeconds), Phase.SECOND_VISIT);
                    case SECOND_VISIT -> {
                        double done = cpu.serve(e.time, visitSeconds);
                        answered++;
                        wall = Math.max(wall, done);
                        if (done < durationSeconds) {
                            add(done, Phase.FIRST_VISIT);
                        }
                    }
                }
            }
            return this;
        }

        private void add(double time, Phase phase) {
            events.add(new Event(time, sequence++, phase));
        }
    }

    /** Where a request goes next: its CPU before the wait, the wait, its CPU after it. */
    private enum Phase { FIRST_VISIT, WAIT, SECOND_VISIT }

    private record Event(double time, long sequence, Phase phase) implements Comparable<Event> {
        @Override
        public int compareTo(Event o) {
            int byTime = Double.compare(time, o.time);
            return byTime != 0 ? byTime : Long.compare(sequence, o.sequence);
        }
    }

    /**
     * k servers taking jobs in the order they arrive, each for the same time: a job starts when it arrives or when the
     * job k before it ends (the recurrence of {@link QueueModel#fifo}, kept as a ring of the last k ends).
     */
    private static final class Servers {
        private final double[] ends;
        private long served;

        Servers(int count) {
            ends = new double[count];
        }

        double serve(double arrival, double seconds) {
            int slot = (int) (served++ % ends.length);
            double done = Math.max(arrival, ends[slot]) + seconds;
            ends[slot] = done;
            return done;
        }
    }
}
