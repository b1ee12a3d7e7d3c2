package dev.rbench.service.reactive;

import dev.rbench.protocol.ServiceProperty;
import dev.rbench.service.common.handlers.ThreadDelayController;
import dev.rbench.service.common.handlers.ThreadItemController;
import dev.rbench.service.common.handlers.ThreadRemoteConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;

/**
 * The virtual-netty stack's handlers: the MVC stacks' own blocking-style controllers (plain values, the wait on the
 * request's thread; RestClient for {@code /remote}, the sync Cassandra session for {@code /api}), mapped by WebFlux, which
 * invokes them on its blocking executor. In place of the reactive ones, which are mapped only on event-loop, on the same
 * paths.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnProperty(name = ServiceProperty.THREADS, havingValue = HandlerThreadSettings.VIRTUAL)
@Import({ThreadDelayController.class, ThreadRemoteConfiguration.class, ThreadItemController.class})
public class ThreadHandlers {
}
