package dev.rbench.service.reactive;

import dev.rbench.protocol.ServiceProperty;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;

/**
 * On a handler of the reactive stack (or its configuration): mapped only with {@code --rbench.threads=event-loop}, the
 * default; virtual-netty maps the blocking-style handler of the same path instead ({@link ThreadHandlers}).
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@ConditionalOnProperty(name = ServiceProperty.THREADS, havingValue = HandlerThreadSettings.EVENT_LOOP, matchIfMissing = true)
public @interface ReactiveHandlersOnly {
}
