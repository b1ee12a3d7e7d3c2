package dev.rbench.runner.settings;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares one scenario key, once: on a record component, whose name is the YAML key and whose type
 * is the value's type. Everything else — reading YAML and flags, defaults, ranges, the quick form,
 * the resolved tree results.json records and the help text — is derived from this declaration by
 * {@link Binder}, {@link QuickReduction} and {@link SettingsTree}.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.RECORD_COMPONENT)
public @interface Setting {

    /** The default, written as in YAML: {@code 200}, {@code 2s}, {@code [1, 10]}, {@code ""} for empty. */
    String value();

    /** What a valid value looks like and what it does, for messages and help. */
    String doc();

    /**
     * The command-line flag that sets it, e.g. {@code --threads}; empty = only {@code --set}. Keys of
     * several cases may share a flag ({@code --pool}): it sets the one the chosen case holds.
     */
    String flag() default "";

    /** An environment variable that sets it (where credentials travel), e.g. {@code RBENCH_MONGO_URI}; empty = none. */
    String env() default "";

    /** Smallest valid number (or element of a list of numbers). */
    long min() default Long.MIN_VALUE;

    /** Largest valid number (or element of a list of numbers). */
    long max() default Long.MAX_VALUE;

    /**
     * The quick form's cap, written as in YAML: a number or duration is reduced to at most this;
     * a list of numbers keeps the elements up to it (or, if none, the cap itself); empty = kept.
     */
    String quickMax() default "";

    /** A credential may hide in it (a URI): shown and stored with its password replaced. */
    boolean secret() default false;

    /** The quick form keeps at most this many elements of a list; 0 = all. */
    int quickLimit() default 0;

    /**
     * The value at which the key sets nothing of its own — no limit, no fault, none, the component's own choice —
     * written as in YAML, e.g. {@code 0}, {@code 0s}, {@code false}, {@code []}, {@code none}. At it the key does not
     * apply to the run, and the resolved tree results.json records ({@link SettingsTree#describe}) leaves it out;
     * empty = it always applies. Blank text never applies: it is a key not given.
     */
    String off() default "";

    /**
     * A key of the same block this one acts only with, e.g. {@code profileSteps} with {@code profile}: while that key
     * does not apply, this one does not either. Empty = none.
     */
    String onlyWith() default "";

    /**
     * A public no-argument boolean method of the declaring record that says whether the key acts on this run, where
     * that depends on other values than one key, e.g. {@code delayApplies} (the path holds {@code {delayMs}}).
     * Empty = none.
     */
    String onlyWhen() default "";
}
