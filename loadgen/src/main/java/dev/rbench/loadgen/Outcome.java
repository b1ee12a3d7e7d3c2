package dev.rbench.loadgen;

/** How one request attempt ended; each attempt gets exactly one. See {@link ErrorCounts} for the definitions. */
enum Outcome {
    OK, CONNECT, TIMEOUT, HTTP, OTHER
}
