package dev.rbench.runner.settings;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Names the YAML key of one case of a closed set: a record implementing a sealed interface that a
 * scenario holds as a one-of block, e.g. {@code workload: {closed: {users: [10], duration: 5s}}}.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface Case {

    /** The key, e.g. {@code ramp-rate}. */
    String value();

    /** What the case is, for help. */
    String doc() default "";
}
