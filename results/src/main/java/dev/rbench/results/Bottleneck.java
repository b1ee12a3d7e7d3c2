package dev.rbench.results;

import java.util.List;

/**
 * The limiting resource of a step with the evidence that decided it, e.g. {@code threads} with
 * "200/200 busy, 1,800 queued", and what was also seen ({@code alsoSeen}, in the order the rules rank
 * them): other limits reached, and activity outside the model (a JIT compiling, collector pauses,
 * pinned carriers) beside a step that met its model, which therefore did not limit it. Decided by the
 * runner from the step's own figures.
 */
public record Bottleneck(LimitingResource resource, String evidence, List<Finding> alsoSeen) {

    public Bottleneck {
        alsoSeen = alsoSeen == null ? List.of() : List.copyOf(alsoSeen);
    }

    /** One limit reached, with its evidence. */
    public record Finding(LimitingResource resource, String evidence) {
    }

    /** "threads (200/200 busy, 1,800 queued)"; "none — waiting on t as modelled". */
    public String describe() {
        return resource.label() + (resource == LimitingResource.NONE ? " — " + evidence : " (" + evidence + ")");
    }
}
