package dev.rbench.infra.proxy;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Over real loopback sockets. Timing is only ever checked from below: this machine is shared and noisy. */
@Timeout(60)
class LatencyProxyTest {

    @Test
    void aRoundTripPaysTheDelayBothWays() throws Exception {
        Duration delay = Duration.ofMillis(50);
        try (TcpTargets echo = TcpTargets.echo();
             LatencyProxy proxy = LatencyProxy.start("127.0.0.1", echo.port(), delay, 0);
             Socket client = connect(proxy)) {
            for (int i = 0; i < 5; i++) {
                long start = System.nanoTime();
                client.getOutputStream().write(i);
                assertThat(client.getInputStream().read()).isEqualTo(i);
                assertThat(Duration.ofNanos(System.nanoTime() - start)).isGreaterThanOrEqualTo(delay.multipliedBy(2));
            }
        }
    }

    @Test
    void fiveMegabytesEchoIntactAndInOrder() throws Exception {
        byte[] payload = new byte[5 * 1024 * 1024];
        new Random(42).nextBytes(payload);
        try (TcpTargets echo = TcpTargets.echo();
             LatencyProxy proxy = LatencyProxy.start("127.0.0.1", echo.port(), Duration.ofMillis(5), 0);
             Socket client = connect(proxy)) {
            byte[] back = echoThrough(client, payload);
            assertThat(back).isEqualTo(payload);
            ProxyCounters counters = proxy.counters();
            assertThat(counters.bytesToTarget()).isEqualTo(payload.length);
            assertThat(counters.bytesToClient()).isEqualTo(payload.length);
            assertThat(counters.accepted()).isEqualTo(1);
            assertThat(counters.open()).isEqualTo(1);
        }
    }

    @Test
    void aBandwidthCapSlowsTheTransferDown() throws Exception {
        byte[] payload = new byte[1024 * 1024];
        new Random(7).nextBytes(payload);
        long bytesPerSecond = 512 * 1024;
        try (TcpTargets echo = TcpTargets.echo();
             LatencyProxy proxy = LatencyProxy.start("127.0.0.1", echo.port(), Duration.ZERO, bytesPerSecond);
             Socket client = connect(proxy)) {
            long start = System.nanoTime();
            assertThat(echoThrough(client, payload)).isEqualTo(payload);
            // 2 s at the cap; half of it allows for the shaper's first burst.
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isGreaterThanOrEqualTo(Duration.ofSeconds(1));
        }
    }

    @Test
    void aTargetThatDoesNotReadStopsTheProxyReadingTheClient() throws Exception {
        try (TcpTargets deaf = TcpTargets.deaf();
             LatencyProxy proxy = LatencyProxy.start("127.0.0.1", deaf.port(), Duration.ofMillis(1), 0);
             Socket client = connect(proxy)) {
            long total = 64L * 1024 * 1024;
            CompletableFuture<Void> writer = CompletableFuture.runAsync(() -> {
                try {
                    OutputStream out = client.getOutputStream();
                    byte[] chunk = new byte[64 * 1024];
                    for (long sent = 0; sent < total; sent += chunk.length) {
                        out.write(chunk);
                    }
                } catch (IOException e) {
                    // Closed at the end of the test while blocked: expected.
                }
            });
            Thread.sleep(2000);
            // Kernel buffers on both legs hold a few MB; without backpressure the proxy would take all 64.
            assertThat(writer).isNotDone();
            assertThat(proxy.counters().bytesToTarget()).isLessThan(total / 2);
        }
    }

    @Test
    void aTargetsReplyAndCloseReachTheClientInThatOrder() throws Exception {
        try (TcpTargets target = TcpTargets.sayAndClose("bye".getBytes());
             LatencyProxy proxy = LatencyProxy.start("127.0.0.1", target.port(), Duration.ofMillis(20), 0);
             Socket client = connect(proxy)) {
            assertThat(client.getInputStream().readAllBytes()).isEqualTo("bye".getBytes());
        }
    }

    @Test
    void aClientsCloseReachesTheTarget() throws Exception {
        try (TcpTargets echo = TcpTargets.echo();
             LatencyProxy proxy = LatencyProxy.start("127.0.0.1", echo.port(), Duration.ofMillis(20), 0)) {
            Socket client = connect(proxy);
            client.getOutputStream().write(1);
            assertThat(client.getInputStream().read()).isEqualTo(1);
            client.close();
            assertThat(echo.eofSeen.await(10, TimeUnit.SECONDS)).isTrue();
            awaitOpen(proxy, 0);
            assertThat(proxy.counters().accepted()).isEqualTo(1);
        }
    }

    @Test
    void anUnreachableTargetClosesTheClient() throws Exception {
        int freePort;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            freePort = s.getLocalPort();
        }
        try (LatencyProxy proxy = LatencyProxy.start("127.0.0.1", freePort, Duration.ofMillis(5), 0);
             Socket client = connect(proxy)) {
            assertThat(client.getInputStream().read()).isEqualTo(-1);
            assertThat(proxy.counters().failedConnects()).isEqualTo(1);
        }
    }

    @Test
    void closeIsIdempotentAndFreesThePort() throws Exception {
        try (TcpTargets echo = TcpTargets.echo()) {
            LatencyProxy proxy = LatencyProxy.start("127.0.0.1", echo.port(), Duration.ofMillis(5), 0);
            int port = proxy.port();
            proxy.close();
            proxy.close();
            try (ServerSocket again = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
                assertThat(again.getLocalPort()).isEqualTo(port);
            }
        }
    }

    @Test
    void aSlowDatabaseFaultAddsItsDelayAndBytesKeepTheirOrderWhenItEnds() throws Exception {
        byte[] payload = new byte[2 * 1024 * 1024];
        new Random(3).nextBytes(payload);
        try (TcpTargets echo = TcpTargets.echo();
             LatencyProxy proxy = LatencyProxy.start("127.0.0.1", echo.port(), Duration.ZERO, 0);
             Socket client = connect(proxy)) {
            proxy.inject(new ProxyFault.Slow(Duration.ofMillis(200)));
            long start = System.nanoTime();
            client.getOutputStream().write(1);
            assertThat(client.getInputStream().read()).isEqualTo(1);
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isGreaterThanOrEqualTo(Duration.ofMillis(400));

            // Healed while bytes are still held back: what follows must not overtake them.
            // Its own thread: on two cores the common pool has one worker, which echoThrough's writer needs.
            CompletableFuture<byte[]> back = new CompletableFuture<>();
            Thread.ofPlatform().start(() -> {
                try {
                    back.complete(echoThrough(client, payload));
                } catch (Exception e) {
                    back.completeExceptionally(e);
                }
            });
            Thread.sleep(100);
            proxy.inject(ProxyFault.NONE);
            assertThat(back.get(30, TimeUnit.SECONDS)).isEqualTo(payload);
        }
    }

    @Test
    void aDatabaseThatIsDownDropsItsConnectionsAndRefusesNewOnesUntilItIsBack() throws Exception {
        try (TcpTargets echo = TcpTargets.echo();
             LatencyProxy proxy = LatencyProxy.start("127.0.0.1", echo.port(), Duration.ofMillis(1), 0);
             Socket before = connect(proxy)) {
            before.getOutputStream().write(7);
            assertThat(before.getInputStream().read()).isEqualTo(7);

            proxy.inject(new ProxyFault.Down());
            assertThat(endOfStreamOrReset(before)).as("the open connection is dropped").isTrue();
            try (Socket during = connect(proxy)) {
                assertThat(endOfStreamOrReset(during)).as("a new one is refused").isTrue();
            }
            assertThat(proxy.refused()).isEqualTo(1);

            proxy.inject(ProxyFault.NONE);
            try (Socket after = connect(proxy)) {
                after.getOutputStream().write(9);
                assertThat(after.getInputStream().read()).isEqualTo(9);
            }
        }
    }

    @Test
    void aResetDropsOpenConnectionsOnceAndNewOnesWork() throws Exception {
        try (TcpTargets echo = TcpTargets.echo();
             LatencyProxy proxy = LatencyProxy.start("127.0.0.1", echo.port(), Duration.ZERO, 0);
             Socket before = connect(proxy)) {
            before.getOutputStream().write(1);
            assertThat(before.getInputStream().read()).isEqualTo(1);
            proxy.inject(new ProxyFault.Reset());
            assertThat(endOfStreamOrReset(before)).isTrue();
            try (Socket after = connect(proxy)) {
                after.getOutputStream().write(2);
                assertThat(after.getInputStream().read()).isEqualTo(2);
            }
        }
    }

    /** True when the proxy dropped the connection: a read ends the stream or fails with a reset. */
    private static boolean endOfStreamOrReset(Socket socket) {
        try {
            return socket.getInputStream().read() == -1;
        } catch (IOException e) {
            return true;
        }
    }

    private static Socket connect(LatencyProxy proxy) throws IOException {
        Socket socket = new Socket(InetAddress.getLoopbackAddress(), proxy.port());
        socket.setSoTimeout(30_000);
        socket.setTcpNoDelay(true);
        return socket;
    }

    /** Writes on another thread while reading here, so neither side waits on full buffers. */
    private static byte[] echoThrough(Socket client, byte[] payload) throws Exception {
        CompletableFuture<Void> writer = CompletableFuture.runAsync(() -> {
            try {
                client.getOutputStream().write(payload);
                client.getOutputStream().flush();
            } catch (IOException e) {
                throw new RuntimeException(e);
            }
        });
        InputStream in = client.getInputStream();
        byte[] back = in.readNBytes(payload.length);
        writer.get(30, TimeUnit.SECONDS);
        return back;
    }

    private static void awaitOpen(LatencyProxy proxy, long open) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (proxy.counters().open() != open && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(proxy.counters().open()).isEqualTo(open);
    }
}
