package dev.rbench.results;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * A profile taken of the service during a step ({@code steps[].profile}), which perturbed it:
 * the tool ("async-profiler cpu", or "JFR profile" where the agent could not load), the file
 * relative to the run's folder (null when none was written), and what went wrong or was
 * substituted (null when nothing).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record StepProfile(String tool, String file, String note) {
}
