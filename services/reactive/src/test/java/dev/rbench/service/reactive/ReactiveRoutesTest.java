package dev.rbench.service.reactive;

import static org.assertj.core.api.Assertions.assertThat;

import com.mongodb.reactivestreams.client.MongoClient;
import dev.rbench.service.common.testing.Json;
import dev.rbench.service.common.testing.RouteContract;
import dev.rbench.service.reactive.mongo.ReactiveEntityStore;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.context.ApplicationContext;
import org.springframework.data.mongodb.core.ReactiveMongoTemplate;

/** The route contract over a real socket, on 3 event loops. */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = "rbench.event-loops=3")
class ReactiveRoutesTest extends RouteContract {

    @Autowired
    ApplicationContext context;

    @Override
    protected String stack() {
        return "reactive";
    }

    @Test
    void infoReportsTheEventLoopsThatTookEffect() {
        Map<String, Object> info = Json.object(http.get("/info").body());
        assertThat(info).containsEntry("stack", "reactive")
                .containsEntry("serverThreads", null)
                .containsEntry("eventLoops", 3)
                .containsEntry("virtualThreads", false)
                .containsEntry("handlerThreadVirtual", false)
                .containsEntry("pid", (int) ProcessHandle.current().pid())
                .containsKeys("java", "maxHeapMb");
        assertThat((String) info.get("handlerThread")).startsWith("rbench-http-");
    }

    @Test
    void requestsAreHandledOnAtMostThreeLoops() {
        Set<Object> threads = http.concurrently(30, "/info").stream()
                .map(r -> Json.object(r.body()).get("handlerThread"))
                .collect(Collectors.toSet());
        assertThat(threads).isNotEmpty().hasSizeLessThanOrEqualTo(3);
    }

    @Test
    void threeLoopsHoldFiftyDelaysAtOnce() {
        // Had a loop been blocked for the wait, 50 waits on 3 loops would take 17 waves, 34 s. Waits long beside
        // the sending and answering around them (seconds on a 2-core machine loaded 10 times over) keep the bound,
        // five waves, clear of both.
        assertThat(delaysAtOnce(50, 2000)).isLessThan(Duration.ofSeconds(10));
    }

    @Test
    void withoutAUriNoMongoClientExists() {
        // Neither ours nor Spring Boot's: a client would start monitoring (connecting) at once.
        assertThat(context.getBeanNamesForType(MongoClient.class)).isEmpty();
        assertThat(context.getBeanNamesForType(com.mongodb.client.MongoClient.class)).isEmpty();
        assertThat(context.getBeanNamesForType(ReactiveMongoTemplate.class)).isEmpty();
        assertThat(context.getBeanNamesForType(ReactiveEntityStore.class)).isEmpty();
    }

    @Override
    protected void workersWhileThreeWait(dev.rbench.protocol.ActivitySnapshot during) {
        // the three wait on timers, not threads: the event loops have run (CPU used) and are counted
        assertThat(during.threadsBusy()).isNull();
        assertThat(during.threadsMax()).isNull();
        assertThat(during.loops()).isPositive();
        assertThat(during.loopsCpuNanos()).isPositive();
    }
}
