package dev.rbench.runner.phase.verify;

import dev.rbench.results.ServiceFacts;

/** Checks a started service runs as configured and does its work; throws ServiceException when not. */
public interface Verifier {

    /** What the service reported of itself and what was verified: results.json's {@code runs[].service}. */
    ServiceFacts verify() throws InterruptedException;
}
