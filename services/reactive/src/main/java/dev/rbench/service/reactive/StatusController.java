package dev.rbench.service.reactive;

import dev.rbench.service.common.ReadyResponse;
import dev.rbench.service.common.Routes;
import dev.rbench.service.common.ServiceInfo;
import dev.rbench.service.common.ServiceStack;
import org.springframework.boot.thread.Threading;
import org.springframework.core.env.Environment;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code /ready} and {@code /info}. They return plain values, not Monos, so the method runs, and
 * {@code /info} measures, on the event loop that received the request.
 */
@RestController
public class StatusController {
    private final ServiceStack stack;
    private final ServerEventLoops eventLoops;
    private final boolean virtualThreads;

    public StatusController(ServiceStack stack, ServerEventLoops eventLoops, Environment env) {
        this.stack = stack;
        this.eventLoops = eventLoops;
        this.virtualThreads = Threading.VIRTUAL.isActive(env);
    }

    @GetMapping(path = Routes.READY, produces = MediaType.APPLICATION_JSON_VALUE)
    public ReadyResponse ready() {
        return ReadyResponse.of(stack);
    }

    @GetMapping(path = Routes.INFO, produces = MediaType.APPLICATION_JSON_VALUE)
    public ServiceInfo info() {
        return ServiceInfo.capture(stack, null, eventLoops.count(), virtualThreads);
    }
}
