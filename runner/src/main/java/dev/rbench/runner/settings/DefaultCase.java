package dev.rbench.runner.settings;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** On a sealed interface held as a one-of block: the case a scenario gets when it leaves the block out. */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface DefaultCase {

    /** The {@link Case} key. */
    String value();
}
