package dev.rbench.runner.settings;

/**
 * A block of keys that may stand idle as a whole — a fault with no kind or length, which is no fault — so that none
 * of its keys acts on the run, whatever each one holds. The resolved tree results.json records
 * ({@link SettingsTree#describe}) leaves such a block out.
 */
public interface Applies {

    /** Whether the block acts on the run. */
    boolean applies();
}
