package dev.rbench.service.reactive;

import static org.assertj.core.api.Assertions.assertThat;

import dev.rbench.protocol.ActivitySnapshot;
import dev.rbench.protocol.ServiceInfo;
import dev.rbench.protocol.ServiceInfo.HandlerThreadCounts;
import dev.rbench.service.common.testing.RouteContract;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/**
 * The route contract on the virtual-netty stack: the WebFlux service with {@code --rbench.threads=virtual} maps the
 * blocking-style handlers and runs them on virtual threads, on 2 event loops.
 */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = {"rbench.threads=virtual", "rbench.event-loops=2"})
class VirtualNettyRoutesTest extends RouteContract {

    @Override
    protected String stack() {
        return "virtual-netty";
    }

    @Test
    void infoIsAnsweredOnAVirtualThreadBehindTwoLoops() {
        ServiceInfo info = info();
        assertThat(info.stack()).isEqualTo("virtual-netty");
        assertThat(info.virtualThreads()).isTrue();
        assertThat(info.handlerThreadVirtual()).isTrue();
        assertThat(info.eventLoops()).isEqualTo(2);
        assertThat(info.serverThreads()).isNull();
        assertThat(info.versions().springBoot()).matches("4\\.\\d+\\.\\d+");
        assertThat(info.versions().netty()).startsWith("4.");
        assertThat(info.versions().tomcat()).isNull();
    }

    @Test
    void theDelayHandlerRunsOnAVirtualThreadAndNeverOnALoop() {
        HandlerThreadCounts before = info().handlerThreads();
        assertThat(http.get("/delay/10").body()).isEqualTo("delayed 10 ms");
        assertThat(http.get("/cpu/10").status()).isEqualTo(200);
        assertThat(info().handlerThreads().since(before)).isEqualTo(new HandlerThreadCounts(2, 0));
    }

    @Test
    void twoLoopsHoldFiftySleepingHandlersAtOnce() {
        // Had the sleeps run on the 2 loops, 50 waits would take 25 waves, 50 s; on virtual threads they overlap.
        assertThat(delaysAtOnce(50, 2000)).isLessThan(Duration.ofSeconds(10));
    }

    @Test
    void activityShowsTheHandlersComputingAsMountedVirtualThreads() throws Exception {
        // CPU work holds its carrier: while handlers compute, the scheduler counts them mounted (a sleeping one is not).
        var working = java.util.stream.IntStream.range(0, 4).mapToObj(i -> http.getAsync("/cpu/400000")).toList();
        int mounted = 0;
        for (long deadline = System.nanoTime() + 10_000_000_000L; System.nanoTime() < deadline && mounted == 0
                && !working.stream().allMatch(java.util.concurrent.CompletableFuture::isDone); ) {
            ActivitySnapshot now = dev.rbench.service.common.testing.ProtocolShape.read(http.get("/activity").body(), ActivitySnapshot.class);
            mounted = now.virtualMounted();
            Thread.sleep(10);
        }
        working.forEach(java.util.concurrent.CompletableFuture::join);
        assertThat(mounted).as("virtual threads mounted while 4 handlers computed").isPositive();
    }

    @Override
    protected void workersWhileThreeWait(ActivitySnapshot during) {
        // the three sleep on virtual threads (unmounted while they sleep); the loops only carried their bytes
        assertThat(during.threadsBusy()).isNull();
        assertThat(during.threadsMax()).isNull();
        assertThat(during.loops()).isEqualTo(2);
        assertThat(during.loopsCpuNanos()).isPositive();
        assertThat(during.carriers()).isPositive();
    }
}
