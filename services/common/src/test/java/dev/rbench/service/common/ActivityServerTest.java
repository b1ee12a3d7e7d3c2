package dev.rbench.service.common;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.service.common.mongo.PoolGauges;
import dev.rbench.service.common.postgres.PostgresPoolGauges;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.support.StaticListableBeanFactory;

class ActivityServerTest {

    @Test
    void aServiceWithoutAPoolAnswers503OnTheSidePortAsOnItsOwn() throws Exception {
        StaticListableBeanFactory none = new StaticListableBeanFactory();
        ActivityServer server = new ActivityServer(null, new PoolControl(none.getBeanProvider(PoolGauges.class),
                none.getBeanProvider(PostgresPoolGauges.class)));
        try {
            assertThat(send(server, "GET", "/pool")).isEqualTo(503);
            assertThat(send(server, "POST", "/pool/reset")).isEqualTo(503);
            assertThat(send(server, "DELETE", "/pool")).isEqualTo(405);
        } finally {
            server.destroy();
        }
    }

    @Test
    void theStoreIsReadFromTheQuery() {
        assertThat(ActivityServer.store(null)).isNull();
        assertThat(ActivityServer.store("store=postgres")).isEqualTo("postgres");
        assertThat(ActivityServer.store("a=1&store=mon%67o")).isEqualTo("mongo");
        assertThat(ActivityServer.store("stores=x&=y")).isNull();
    }

    private static int send(ActivityServer server, String method, String path) throws Exception {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
                .method(method, HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.discarding()).statusCode();
    }
}
