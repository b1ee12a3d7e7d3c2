package dev.rbench.runner.phase.session;

import dev.rbench.runner.backend.BackendSession;
import dev.rbench.runner.failure.ServiceException;
import dev.rbench.runner.scenario.RouteStep;
import java.util.OptionalLong;

/**
 * Puts the seeded data back: before each stack, and before each calibration and each step (every repeat of it) on one of
 * the entities collection's routes.
 */
public final class Reseed {

    private Reseed() {
    }

    /**
     * Re-seeds the backend; a backend that is gone (its process killed or crashed during an earlier step) or will not
     * take the seed fails what comes next with the reason, never the whole run.
     */
    static void backend(BackendSession backend) {
        OptionalLong pid = backend.pid();
        if (pid.isPresent() && ProcessHandle.of(pid.getAsLong()).map(p -> !p.isAlive()).orElse(true)) {
            throw new ServiceException("the backend's process (pid " + pid.getAsLong() + ") is gone; this stack cannot be measured");
        }
        try {
            backend.reseed();
        } catch (ServiceException e) {
            throw e;
        } catch (RuntimeException e) {
            throw new ServiceException("cannot re-seed the backend for this stack: " + e.getMessage());
        }
    }

    /**
     * Before a step on a CRUD route: every such step starts from the seed. Without it the creates pile up over a
     * stack's route steps — at 200 users, create and create-many add ~300,000 documents in 20 s, and the embedded
     * MongoDB (in memory, 1 GB heap) ran out of memory in the next step of seed-mongo-connections. A path route
     * (e.g. the record streams) reads seeded data only and is left alone.
     */
    public static void beforeRouteStep(RouteStep route, BackendSession backend) {
        if (route != null && route.crud() != null) {
            backend(backend);
        }
    }

    /** A route's calibration, which may write. */
    @FunctionalInterface
    public interface Calibration<T> {
        T run() throws InterruptedException;
    }

    /**
     * A CRUD route's calibration from the seed: at the steps' concurrency a create route's calibration inserts hundreds of
     * thousands of documents, and create-many's steps ran 2–8 times slower against them than against the seed
     * (seed-mongo-connections). The step after it seeds again itself ({@link LoadStepExecutor}), as every
     * repeat of it does.
     */
    public static <T> T fromTheSeed(RouteStep route, BackendSession backend, Calibration<T> calibration)
            throws InterruptedException {
        beforeRouteStep(route, backend);
        return calibration.run();
    }
}
