package dev.rbench.service.common.testing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.protocol.ServiceInfo;
import dev.rbench.service.common.testing.ServiceHttpClient.Burst;
import java.time.Duration;
import org.junit.jupiter.api.BeforeEach;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * A test of one running service: each subclass is a {@code @SpringBootTest} on a random port; the
 * port is injected here, and a client for it is made before each test.
 */
public abstract class ServiceTest {

    @LocalServerPort
    protected int port;

    protected ServiceHttpClient http;

    @BeforeEach
    void client() {
        http = new ServiceHttpClient(port);
    }

    /** The service's {@code /info}, read as the protocol's record. */
    protected ServiceInfo info() {
        return ProtocolShape.read(http.get("/info").body(), ServiceInfo.class);
    }

    /**
     * How many of the handlers that ran during {@code requests} counted a virtual and how many a platform thread
     * ({@code /info}'s {@code handlerThreads}), as the runner's probe reads them.
     */
    protected ServiceInfo.HandlerThreadCounts handlerThreadsDuring(Runnable requests) {
        ServiceInfo.HandlerThreadCounts before = info().handlerThreads();
        requests.run();
        return info().handlerThreads().since(before);
    }

    /** A request to the side port /info names, where the runner asks what it asks around a step. */
    protected java.net.http.HttpResponse<String> onSidePort(String method, String path) throws Exception {
        Integer side = info().activityPort();
        assertThat(side).isNotNull();
        return java.net.http.HttpClient.newHttpClient().send(java.net.http.HttpRequest.newBuilder(
                        java.net.URI.create("http://127.0.0.1:" + side + path))
                .method(method, java.net.http.HttpRequest.BodyPublishers.noBody()).build(), java.net.http.HttpResponse.BodyHandlers.ofString());
    }

    /**
     * {@code count} waits of {@code ms} sent at once, each checked to answer as the delay: how long all of them took,
     * for a test to bound by what the stack's threads allow.
     */
    protected Duration delaysAtOnce(int count, int ms) {
        Burst burst = http.burst(count, "/delay/" + ms);
        assertThat(burst.replies()).allSatisfy(r -> assertThat(r.body()).isEqualTo("delayed " + ms + " ms"));
        return burst.total();
    }
}
