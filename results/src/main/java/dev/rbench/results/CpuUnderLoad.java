package dev.rbench.results;

import java.util.List;

/**
 * The CPU one request costs, measured under a modest load rather than from one unloaded user: a
 * closed loop of {@code users} for rounds of at least {@code roundSeconds}, repeated until the last three
 * rounds agree (or the rounds run out, and {@code stable} says so). Per round, the CPU of the
 * request's path (the service and its backend, from /proc) and of the load generator, per request.
 *
 * @param pathCpuMsPerRequest      every round's service + backend CPU per request, in order
 * @param generatorCpuMsPerRequest every round's load-generator CPU per request, in order
 * @param cpuMsPerRequest          the estimate: every round's path CPU after the first as a whole (their ticks over their
 *                                 requests; in older files the median of the last three rounds, unless those read fewer
 *                                 than 10 ticks each)
 * @param generatorMsPerRequest    the same of the generator's CPU (before: the median of the last three rounds)
 * @param spreadPercent            (max − min) / median of the last three rounds' path CPU, in % (null with one round)
 * @param stable                   whether that spread is within {@code stableWithinPercent}
 * @param busyCores                cores the path kept busy over the rounds (its CPU seconds a wall second)
 * @param modelCpuMsPerRequest     s as the model's CPU station takes it: the path's, plus the generator's
 *                                 where it shares the services' cores; null where the model does not use it
 * @param atSteps                  the same rounds at the steps' concurrency (more users), where the steps keep at
 *                                 least twice as many requests in flight; each step's s lies between the two
 *                                 (linear in 1 / users) — on shared cores the second's alone where only it kept them
 *                                 busy enough — and is recorded in that step's own copy; null where not run
 * @param serviceCpuMsPerRequest   every round's CPU of the service's own process per request (its share of the path's:
 *                                 what a CPU quota on the service is spent on); null where its process is not known
 * @param serviceMsPerRequest      the same of the service's CPU (before: the median of the last three rounds); null likewise
 * @param serviceBusyCores         cores the service alone kept busy over the rounds; null likewise
 * @param compilerBusyCores        cores the path's JIT compiler threads kept busy over the same rounds: warm-up, left
 *                                 out of every figure above (a warm route's cost is what the steps pay); null in
 *                                 older files, whose figures include it
 * @param gcCpuMsPerRequest        what the path's garbage collector threads spent a request over the last rounds, within
 *                                 the path's figures: the share a step's s scales with its users rather than 1 / users;
 *                                 null in files written before it
 * @param serviceGcCpuMsPerRequest the same for the service's own collector; null likewise or where its process is not
 *                                 known
 * @param roundWallSeconds         each round's length in order ({@code roundSeconds} is the shortest: a round lasts
 *                                 until it has finished as many requests as there are users); null in files written
 *                                 before it
 * @param roundRequests            the requests each round finished; null likewise
 * @param serviceGcCpuMsPerRound   what the service's collectors spent a request in each round (one round holds a full
 *                                 collection, the next none); null likewise or where its process is not known
 * @param gcScaled                 whether {@code gcCpuMsPerRequest} rests on enough of /proc's ticks (10 over the last
 *                                 rounds) to scale with the users; false: one stray collection, or none, counted as part of
 *                                 the load's flat figure; null in files written before it
 * @param serviceGcScaled          the same for {@code serviceGcCpuMsPerRequest}
 */
public record CpuUnderLoad(int users, double roundSeconds, List<Double> pathCpuMsPerRequest,
                           List<Double> generatorCpuMsPerRequest, double cpuMsPerRequest, double generatorMsPerRequest,
                           Double spreadPercent, double stableWithinPercent, boolean stable, double busyCores,
                           Double modelCpuMsPerRequest, CpuUnderLoad atSteps, List<Double> serviceCpuMsPerRequest,
                           Double serviceMsPerRequest, Double serviceBusyCores, Double compilerBusyCores,
                           Double gcCpuMsPerRequest, Double serviceGcCpuMsPerRequest, List<Double> roundWallSeconds,
                           List<Long> roundRequests, List<Double> serviceGcCpuMsPerRound, Boolean gcScaled,
                           Boolean serviceGcScaled) {

    public CpuUnderLoad {
        serviceCpuMsPerRequest = serviceCpuMsPerRequest == null ? null : List.copyOf(serviceCpuMsPerRequest);
        pathCpuMsPerRequest = pathCpuMsPerRequest == null ? List.of() : List.copyOf(pathCpuMsPerRequest);
        generatorCpuMsPerRequest = generatorCpuMsPerRequest == null ? List.of() : List.copyOf(generatorCpuMsPerRequest);
        roundWallSeconds = roundWallSeconds == null ? null : List.copyOf(roundWallSeconds);
        roundRequests = roundRequests == null ? null : List.copyOf(roundRequests);
        serviceGcCpuMsPerRound = serviceGcCpuMsPerRound == null ? null : List.copyOf(serviceGcCpuMsPerRound);
    }

    /**
     * An empty calibration under load to set figures on, each by its key's name (the figures above), then {@code build()};
     * the canonical constructor is the only one, for Jackson and the builder.
     */
    public static Builder builder() {
        return new Builder();
    }

    /** The one way to make a {@link CpuUnderLoad}: a setter per key, named as the key. */
    public static final class Builder {
        private int users;
        private double roundSeconds;
        private List<Double> pathCpuMsPerRequest;
        private List<Double> generatorCpuMsPerRequest;
        private double cpuMsPerRequest;
        private double generatorMsPerRequest;
        private Double spreadPercent;
        private double stableWithinPercent;
        private boolean stable;
        private double busyCores;
        private Double modelCpuMsPerRequest;
        private CpuUnderLoad atSteps;
        private List<Double> serviceCpuMsPerRequest;
        private Double serviceMsPerRequest;
        private Double serviceBusyCores;
        private Double compilerBusyCores;
        private Double gcCpuMsPerRequest;
        private Double serviceGcCpuMsPerRequest;
        private List<Double> roundWallSeconds;
        private List<Long> roundRequests;
        private List<Double> serviceGcCpuMsPerRound;
        private Boolean gcScaled;
        private Boolean serviceGcScaled;

        private Builder() {
        }

        public Builder users(int value) {
            users = value;
            return this;
        }

        public Builder roundSeconds(double value) {
            roundSeconds = value;
            return this;
        }

        public Builder pathCpuMsPerRequest(List<Double> value) {
            pathCpuMsPerRequest = value;
            return this;
        }

        public Builder generatorCpuMsPerRequest(List<Double> value) {
            generatorCpuMsPerRequest = value;
            return this;
        }

        public Builder cpuMsPerRequest(double value) {
            cpuMsPerRequest = value;
            return this;
        }

        public Builder generatorMsPerRequest(double value) {
            generatorMsPerRequest = value;
            return this;
        }

        public Builder spreadPercent(Double value) {
            spreadPercent = value;
            return this;
        }

        public Builder stableWithinPercent(double value) {
            stableWithinPercent = value;
            return this;
        }

        public Builder stable(boolean value) {
            stable = value;
            return this;
        }

        public Builder busyCores(double value) {
            busyCores = value;
            return this;
        }

        public Builder modelCpuMsPerRequest(Double value) {
            modelCpuMsPerRequest = value;
            return this;
        }

        public Builder atSteps(CpuUnderLoad value) {
            atSteps = value;
            return this;
        }

        public Builder serviceCpuMsPerRequest(List<Double> value) {
            serviceCpuMsPerRequest = value;
            return this;
        }

        public Builder serviceMsPerRequest(Double value) {
            serviceMsPerRequest = value;
            return this;
        }

        public Builder serviceBusyCores(Double value) {
            serviceBusyCores = value;
            return this;
        }

        public Builder compilerBusyCores(Double value) {
            compilerBusyCores = value;
            return this;
        }

        public Builder gcCpuMsPerRequest(Double value) {
            gcCpuMsPerRequest = value;
            return this;
        }

        public Builder serviceGcCpuMsPerRequest(Double value) {
            serviceGcCpuMsPerRequest = value;
            return this;
        }

        public Builder roundWallSeconds(List<Double> value) {
            roundWallSeconds = value;
            return this;
        }

        public Builder roundRequests(List<Long> value) {
            roundRequests = value;
            return this;
        }

        public Builder serviceGcCpuMsPerRound(List<Double> value) {
            serviceGcCpuMsPerRound = value;
            return this;
        }

        public Builder gcScaled(Boolean value) {
            gcScaled = value;
            return this;
        }

        public Builder serviceGcScaled(Boolean value) {
            serviceGcScaled = value;
            return this;
        }

        public CpuUnderLoad build() {
            return new CpuUnderLoad(users, roundSeconds, pathCpuMsPerRequest, generatorCpuMsPerRequest, cpuMsPerRequest,
                    generatorMsPerRequest, spreadPercent, stableWithinPercent, stable, busyCores, modelCpuMsPerRequest,
                    atSteps, serviceCpuMsPerRequest, serviceMsPerRequest, serviceBusyCores, compilerBusyCores,
                    gcCpuMsPerRequest, serviceGcCpuMsPerRequest, roundWallSeconds, roundRequests, serviceGcCpuMsPerRound,
                    gcScaled, serviceGcScaled);
        }
    }
}
