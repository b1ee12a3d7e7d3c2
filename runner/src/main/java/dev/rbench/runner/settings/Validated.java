package dev.rbench.runner.settings;

/** A bound settings record that checks its own keys together (cross-field rules), after each key's own range. */
public interface Validated {

    /** Adds a problem per broken rule, naming keys relative to this record's block. */
    void validate(Problems problems);
}
