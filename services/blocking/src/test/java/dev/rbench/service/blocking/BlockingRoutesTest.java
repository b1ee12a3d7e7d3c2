package dev.rbench.service.blocking;

import static org.assertj.core.api.Assertions.assertThat;

import com.mongodb.client.MongoClient;
import dev.rbench.service.common.mongo.sync.EntityStore;
import dev.rbench.service.common.testing.Json;
import dev.rbench.service.common.testing.RouteContract;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.context.ApplicationContext;
import org.springframework.data.mongodb.core.MongoTemplate;

/** The route contract over a real socket, with the defaults (platform threads, 200 workers). */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
class BlockingRoutesTest extends RouteContract {

    @Autowired
    ApplicationContext context;

    @Override
    protected String stack() {
        return "blocking";
    }

    @Test
    void infoReportsDefaultsMeasuredInside() {
        Map<String, Object> info = Json.object(http.get("/info").body());
        assertThat(info).containsEntry("stack", "blocking")
                .containsEntry("serverThreads", 200)
                .containsEntry("eventLoops", null)
                .containsEntry("virtualThreads", false)
                .containsEntry("handlerThreadVirtual", false)
                .containsEntry("java", Runtime.version().toString())
                .containsEntry("pid", (int) ProcessHandle.current().pid())
                .containsKeys("handlerThread", "maxHeapMb");
        assertThat((String) info.get("handlerThread")).startsWith("http-nio-");
    }

    @Test
    void withoutAUriNoMongoClientExists() {
        // Neither ours nor Spring Boot's: a client would start monitoring (connecting) at once.
        assertThat(context.getBeanNamesForType(MongoClient.class)).isEmpty();
        assertThat(context.getBeanNamesForType(MongoTemplate.class)).isEmpty();
        assertThat(context.getBeanNamesForType(EntityStore.class)).isEmpty();
    }

    @Override
    protected void workersWhileThreeWait(dev.rbench.protocol.ActivitySnapshot during) {
        // three of Tomcat's 200 workers sleep in the three requests; no event loops, no virtual threads mounted
        assertThat(during.threadsBusy()).isGreaterThanOrEqualTo(3);
        assertThat(during.threadsMax()).isEqualTo(200);
        assertThat(during.loops()).isNull();
        assertThat(during.loopsCpuNanos()).isNull();
        assertThat(during.carriers()).isPositive();
    }
}
