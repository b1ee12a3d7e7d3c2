package dev.rbench.service.blocking;

import dev.rbench.service.common.ReadyResponse;
import dev.rbench.service.common.Routes;
import dev.rbench.service.common.ServiceInfo;
import dev.rbench.service.common.ServiceStack;
import org.springframework.boot.thread.Threading;
import org.springframework.core.env.Environment;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/** {@code /ready} and {@code /info}; both run on the request thread they describe. */
@RestController
public class StatusController {
    private final ServiceStack stack;
    private final TomcatWorkerPool workerPool;
    private final boolean virtualThreads;

    public StatusController(ServiceStack stack, TomcatWorkerPool workerPool, Environment env) {
        this.stack = stack;
        this.workerPool = workerPool;
        this.virtualThreads = Threading.VIRTUAL.isActive(env);
    }

    @GetMapping(path = Routes.READY, produces = MediaType.APPLICATION_JSON_VALUE)
    public ReadyResponse ready() {
        return ReadyResponse.of(stack);
    }

    @GetMapping(path = Routes.INFO, produces = MediaType.APPLICATION_JSON_VALUE)
    public ServiceInfo info() {
        return ServiceInfo.capture(stack, workerPool.maxThreads(), null, virtualThreads);
    }
}
