package dev.rbench.service.reactive;

import dev.rbench.service.common.handlers.ThreadDelayController;
import dev.rbench.service.common.handlers.ThreadItemController;
import dev.rbench.service.common.handlers.ThreadRemoteConfiguration;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;

/**
 * The virtual-netty stack's handlers: the MVC stacks' own blocking-style controllers (plain values, the wait on the
 * request's thread; RestClient for {@code /remote}, the sync Cassandra session for {@code /api}), mapped by WebFlux, which
 * invokes them on its blocking executor. In place of the reactive ones, which are mapped only on event-loop, on the same
 * paths. The MongoDB and {@code /records} handlers are configured in their own packages
 * ({@code mongo.ThreadMongoHandlers}, {@code records.ThreadRecordHandlers}), also {@link ThreadHandlersOnly}.
 */
@Configuration(proxyBeanMethods = false)
@ThreadHandlersOnly
@Import({ThreadDelayController.class, ThreadRemoteConfiguration.class, ThreadItemController.class})
public class ThreadHandlers {
}
