package dev.rbench.service.downstream;

import dev.rbench.service.common.InvalidParameterAdvice;
import dev.rbench.service.common.netty.ReadAfterResponse;
import dev.rbench.service.common.netty.RejectedRequestJson;
import java.time.Duration;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.reactor.netty.NettyReactiveWebServerFactory;
import org.springframework.boot.reactor.netty.NettyServerCustomizer;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;

/**
 * The simulated slow backend of study 002: WebFlux on Reactor Netty, so however many calls the
 * services under test make at once, the downstream itself never becomes the bottleneck.
 * The port file and parent watchdog come from services/common (its spring.factories).
 */
@SpringBootApplication
@Import(InvalidParameterAdvice.class)
public class DownstreamApplication {

    public static void main(String[] args) {
        SpringApplication.run(DownstreamApplication.class, args);
    }

    @Bean
    WorkCounter workCounter() {
        return new WorkCounter();
    }

    @Bean
    DownstreamAnnouncer downstreamAnnouncer() {
        return new DownstreamAnnouncer(System.out);
    }

    /** Requests Reactor Netty refuses before WebFlux runs are answered with a JSON reason, like every other 4xx. */
    @Bean
    NettyServerCustomizer rejectedRequestJson() {
        return RejectedRequestJson::install;
    }

    /** A request queued behind a timer's answer and answered at once must not leave its connection unread. */
    @Bean
    NettyServerCustomizer readAfterResponse() {
        return ReadAfterResponse::install;
    }

    /** SIGTERM must not wait Reactor Netty's default 3 s for pending /work timers. */
    @Bean
    WebServerFactoryCustomizer<NettyReactiveWebServerFactory> boundedServerLifecycle() {
        return factory -> factory.setLifecycleTimeout(Duration.ofSeconds(1));
    }
}
