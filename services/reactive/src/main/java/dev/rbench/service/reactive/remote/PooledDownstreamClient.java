package dev.rbench.service.reactive.remote;

import dev.rbench.service.common.remote.DownstreamFailure;
import dev.rbench.service.common.remote.DownstreamSettings;
import dev.rbench.service.common.remote.RemoteRoutes;
import dev.rbench.service.reactive.ServerEventLoops;
import io.netty.channel.ChannelOption;
import java.time.Duration;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.http.client.reactive.ReactorClientHttpConnector;
import org.springframework.web.reactive.function.client.WebClient;
import org.springframework.web.reactive.function.client.WebClientResponseException;
import reactor.core.publisher.Mono;
import reactor.netty.http.client.HttpClient;
import reactor.netty.resources.ConnectionProvider;

/**
 * Calls the downstream with WebClient on Reactor Netty, never holding a thread while it waits.
 * <p>
 * The connection pool is sized like the blocking stack's: at most {@code pool-size} connections;
 * further calls queue without a count limit (Reactor Netty's default would reject beyond twice
 * the pool, which Apache HttpClient never does) and fail after the timeout. The client runs on the
 * server's own event loops, so {@code --rbench.event-loops} bounds the whole service. No retries,
 * so one /remote is exactly one /work.
 */
public class PooledDownstreamClient implements DisposableBean {
    static final String POOL_NAME = "rbench-downstream";

    private final DownstreamSettings settings;
    private final ConnectionProvider pool;
    private final WebClient web;

    public PooledDownstreamClient(DownstreamSettings settings, ServerEventLoops loops) {
        this.settings = settings;
        this.pool = settings.configured() ? connectionPool(settings) : null;
        this.web = pool == null ? null : WebClient.builder()
                .baseUrl(settings.url())
                .clientConnector(new ReactorClientHttpConnector(httpClient(settings, pool, loops)))
                .build();
    }

    /** The downstream's {@code /work} body, unchanged. */
    public Mono<byte[]> work(long ms) {
        if (web == null) {
            return Mono.error(DownstreamFailure.notConfigured());
        }
        return web.get().uri(RemoteRoutes.work(ms))
                .retrieve()
                .bodyToMono(byte[].class)
                .defaultIfEmpty(new byte[0])
                .onErrorMap(this::classify);
    }

    private Throwable classify(Throwable failure) {
        if (failure instanceof WebClientResponseException answered) {
            return DownstreamFailure.badStatus(answered.getStatusCode().value());
        }
        return DownstreamTimeouts.isTimeout(failure)
                ? DownstreamFailure.timedOut(settings.timeoutMs(), failure)
                : DownstreamFailure.unreachable(failure);
    }

    private static ConnectionProvider connectionPool(DownstreamSettings settings) {
        return ConnectionProvider.builder(POOL_NAME)
                .maxConnections(settings.poolSize())
                .pendingAcquireMaxCount(-1)
                .pendingAcquireTimeout(Duration.ofMillis(settings.timeoutMs()))
                .build();
    }

    private static HttpClient httpClient(DownstreamSettings settings, ConnectionProvider pool, ServerEventLoops loops) {
        return HttpClient.create(pool)
                .runOn(loops.resources())
                .option(ChannelOption.CONNECT_TIMEOUT_MILLIS, settings.timeoutMs())
                // From the request sent to the response: the downstream answers all at once after
                // its delay, so this bounds the delay itself.
                .responseTimeout(Duration.ofMillis(settings.timeoutMs()))
                .disableRetry(true);
    }

    @Override
    public void destroy() {
        if (pool != null) {
            pool.disposeLater().block(Duration.ofSeconds(2));
        }
    }
}
