package dev.rbench.service.reactive;

import dev.rbench.protocol.ServiceProperty;
import dev.rbench.service.common.ThreadDelayController;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;

/**
 * The virtual-netty stack's handlers: the MVC stacks' own blocking-style controllers (plain values, the wait on the
 * request's thread), mapped by WebFlux, which invokes them on its blocking executor. In place of the reactive ones
 * ({@link DelayController}), on the same paths.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnProperty(name = ServiceProperty.THREADS, havingValue = HandlerThreadSettings.VIRTUAL)
@Import(ThreadDelayController.class)
public class ThreadHandlers {
}
