package dev.rbench.service.common.remote;

import java.io.IOException;
import java.io.InterruptedIOException;
import org.apache.hc.client5.http.config.ConnectionConfig;
import org.apache.hc.client5.http.config.RequestConfig;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManagerBuilder;
import org.apache.hc.core5.util.Timeout;
import org.springframework.http.client.HttpComponentsClientHttpRequestFactory;
import org.springframework.web.client.ResourceAccessException;
import org.springframework.web.client.RestClient;

/**
 * Calls the downstream with Spring's RestClient on the request's own thread (a Tomcat worker or a
 * virtual thread, under Tomcat or under WebFlux's blocking execution), which waits for the answer: that wait is what the experiment measures.
 * <p>
 * Apache HttpClient 5 underneath because its pool has a hard limit (the JDK client has none):
 * at most {@code pool-size} connections, and a call that finds none free waits for one, as a
 * JDBC pool would. No retries and no redirects, so one /remote is exactly one /work.
 */
public class RestDownstreamClient implements AutoCloseable {
    private final DownstreamSettings settings;
    private final CloseableHttpClient http;
    private final RestClient rest;

    public RestDownstreamClient(DownstreamSettings settings) {
        this.settings = settings;
        this.http = settings.configured() ? httpClient(settings) : null;
        this.rest = http == null ? null : RestClient.builder()
                .baseUrl(settings.url())
                .requestFactory(new HttpComponentsClientHttpRequestFactory(http))
                .build();
    }

    /** The downstream's {@code /work} body, unchanged. */
    public byte[] work(long ms) {
        if (rest == null) {
            throw DownstreamFailure.notConfigured();
        }
        try {
            byte[] body = rest.get().uri(RemoteRoutes.work(ms)).retrieve()
                    .onStatus(status -> !status.is2xxSuccessful(), (request, response) -> {
                        throw DownstreamFailure.badStatus(response.getStatusCode().value());
                    })
                    .body(byte[].class);
            return body == null ? new byte[0] : body;
        } catch (ResourceAccessException e) {
            // Connect, pool-wait and response timeouts are all InterruptedIOExceptions in
            // HttpClient 5 (SocketTimeoutException, ConnectTimeoutException,
            // ConnectionRequestTimeoutException); anything else is a failed exchange.
            if (e.getCause() instanceof InterruptedIOException) {
                throw DownstreamFailure.timedOut(settings.timeoutMs(), e);
            }
            throw DownstreamFailure.unreachable(e);
        }
    }

    private static CloseableHttpClient httpClient(DownstreamSettings settings) {
        Timeout timeout = Timeout.ofMilliseconds(settings.timeoutMs());
        return HttpClients.custom()
                .setConnectionManager(PoolingHttpClientConnectionManagerBuilder.create()
                        // One route (the downstream), so the per-route limit is the real one.
                        .setMaxConnTotal(settings.poolSize())
                        .setMaxConnPerRoute(settings.poolSize())
                        .setDefaultConnectionConfig(ConnectionConfig.custom()
                                .setConnectTimeout(timeout)
                                .setSocketTimeout(timeout)
                                .build())
                        .build())
                .setDefaultRequestConfig(RequestConfig.custom()
                        // Waiting for a free pooled connection counts against the timeout too.
                        .setConnectionRequestTimeout(timeout)
                        // Socket inactivity while awaiting the response: the downstream sends its
                        // whole answer at once after the delay, so this bounds the delay itself.
                        .setResponseTimeout(timeout)
                        .build())
                .disableAutomaticRetries()
                .disableRedirectHandling()
                .build();
    }

    @Override
    public void close() throws IOException {
        if (http != null) {
            http.close();
        }
    }
}
