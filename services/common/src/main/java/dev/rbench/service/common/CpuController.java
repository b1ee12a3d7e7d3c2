package dev.rbench.service.common;

import dev.rbench.service.common.threads.HandlerThreads;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code GET /cpu/{rounds}}, a CPU-bound route on every stack: Spring MVC and WebFlux map this one
 * controller, and the work runs on the thread that handles the request — a Tomcat worker, a virtual
 * thread or the event loop — as a handler that computes does.
 */
@RestController
public class CpuController {

    private final HandlerThreads handlerThreads;

    public CpuController(HandlerThreads handlerThreads) {
        this.handlerThreads = handlerThreads;
    }

    @GetMapping(path = Routes.CPU, produces = MediaType.TEXT_PLAIN_VALUE)
    public String cpu(@PathVariable(CpuWork.PARAMETER) String rounds) {
        handlerThreads.record();
        return CpuWork.run(rounds);
    }
}
