package dev.rbench.service.blocking;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.service.common.testing.Json;
import dev.rbench.service.common.testing.ServiceTest;
import java.time.Duration;
import java.util.Map;
import org.apache.catalina.Container;
import org.apache.catalina.core.StandardContext;
import org.apache.catalina.startup.Tomcat;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.tomcat.TomcatWebServer;
import org.springframework.boot.web.server.context.WebServerApplicationContext;

/** {@code --rbench.threads=virtual} alone makes handlers run on virtual threads. */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT,
        properties = {"rbench.threads=virtual", "rbench.server-threads=4"})
class VirtualThreadsTest extends ServiceTest {

    @Autowired
    WebServerApplicationContext context;

    @Test
    void handlerRunsOnAVirtualThread() {
        Map<String, Object> info = Json.object(http.get("/info").body());
        assertThat(info).containsEntry("stack", "virtual")
                .containsEntry("virtualThreads", true)
                .containsEntry("handlerThreadVirtual", true)
                .containsEntry("serverThreads", 4)
                .containsEntry("eventLoops", null);
        assertThat(Json.object(http.get("/ready").body())).containsEntry("stack", "virtual");
        assertThat(Json.object(http.get("/info").body()).get("versions")).asString().contains("tomcat=11.").doesNotContain("netty");
    }

    @Test
    void sleepsAreNotBoundedByServerThreads() {
        // The contrast with PlatformWorkerPoolTest: a pool of 4 would need 4 waves (>= 8 s); here all 16 sleep at
        // once. Waits long beside the sending and answering around them keep the bound, three waves, clear of both
        // on a busy machine.
        assertThat(delaysAtOnce(16, 2000)).isLessThan(Duration.ofSeconds(6));
    }

    @Test
    void stopDoesNotWaitForSleepingVirtualThreads() {
        Tomcat tomcat = ((TomcatWebServer) context.getWebServer()).getTomcat();
        Container[] contexts = tomcat.getHost().findChildren();
        assertThat(contexts).singleElement()
                .isInstanceOfSatisfying(StandardContext.class, c -> assertThat(c.getUnloadDelay()).isZero());
    }
}
