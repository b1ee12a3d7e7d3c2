package dev.rbench.runner.service;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.protocol.ServiceInfo;
import dev.rbench.protocol.ServiceInfo.MongoInfo;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** /info as results.json records it: what the service reported, in its order, absent blocks left out. */
class ServiceInfoJsonTest {

    @Test
    void nullBlocksAreLeftOutAndTheRestKeepsTheRecordsOrder() {
        MongoInfo mongo = new MongoInfo("driver", "rbench", 100, 0, 2, 0, 10_000, 2_000, 10_000);
        ServiceInfo info = new ServiceInfo("virtual", 200, null, 4096, true, "tomcat-handler-3", true, "25", 42, 512,
                mongo, null, null, null);

        JsonNode json = ServiceProcess.asJson(info);

        List<String> names = new ArrayList<>();
        json.properties().forEach(e -> names.add(e.getKey()));
        assertThat(names).containsExactly("stack", "serverThreads", "acceptBacklog", "virtualThreads", "handlerThread",
                "handlerThreadVirtual", "java", "pid", "maxHeapMb", "mongo");
        assertThat(json.path("mongo").path("poolSize").asInt()).isEqualTo(100);
        assertThat(json.path("handlerThreadVirtual").asBoolean()).isTrue();
    }
}
