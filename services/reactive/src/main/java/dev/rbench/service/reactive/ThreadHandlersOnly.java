package dev.rbench.service.reactive;

import dev.rbench.protocol.ServiceProperty;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;

/**
 * On a blocking-style handler of the virtual-netty stack (or its configuration): mapped only with
 * {@code --rbench.threads=virtual}, in place of the reactive handler of the same path ({@link ReactiveHandlersOnly}).
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@ConditionalOnProperty(name = ServiceProperty.THREADS, havingValue = HandlerThreadSettings.VIRTUAL)
public @interface ThreadHandlersOnly {
}
