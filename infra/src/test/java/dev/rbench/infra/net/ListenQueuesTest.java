package dev.rbench.infra.net;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.channels.SocketChannel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ListenQueuesTest {

    @Test
    void readsTheTwoCountersFromTheirTcpExtLines() {
        List<String> netstat = List.of(
                "TcpExt: SyncookiesSent SyncookiesRecv ListenOverflows ListenDrops TCPHPHits",
                "TcpExt: 13452 0 240996 241003 17",
                "IpExt: InNoRoutes InTruncatedPkts",
                "IpExt: 0 0");
        assertThat(ListenQueues.parse(netstat)).contains(new ListenQueues.Counters(240996, 241003));
        assertThat(new ListenQueues.Counters(250, 260).since(new ListenQueues.Counters(200, 205)))
                .isEqualTo(new ListenQueues.Counters(50, 55));
    }

    @Test
    void saysNothingWhenTheCountersAreMissing() {
        assertThat(ListenQueues.parse(List.of("IpExt: InNoRoutes", "IpExt: 0"))).isEmpty();
        assertThat(ListenQueues.parse(List.of("TcpExt: ListenOverflows", "TcpExt: 3"))).isEmpty();
    }

    @Test
    void somaxconnIsTheKernelsValue() throws IOException {
        int kernel = Integer.parseInt(java.nio.file.Files.readAllLines(java.nio.file.Path.of("/proc/sys/net/core/somaxconn")).getFirst().trim());
        assertThat(ListenQueues.somaxconn()).isEqualTo(kernel);
    }

    /** A socket that never accepts, with a queue of 1: the kernel drops what does not fit, and counts it. */
    @Test
    void countsTheSynsAFullAcceptQueueDrops() throws IOException {
        Optional<ListenQueues.Counters> before = ListenQueues.read();
        assertThat(before).as("/proc/net/netstat on Linux").isPresent();
        List<SocketChannel> clients = new ArrayList<>();
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            for (int i = 0; i < 8; i++) {
                SocketChannel c = SocketChannel.open();
                c.configureBlocking(false);
                c.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), server.getLocalPort()));
                clients.add(c);
            }
            long deadline = System.nanoTime() + 2_000_000_000L;
            long overflows = 0;
            while (overflows == 0 && System.nanoTime() < deadline) {
                overflows = ListenQueues.read().orElseThrow().since(before.orElseThrow()).overflows();
                Thread.onSpinWait();
            }
            assertThat(overflows).as("SYNs dropped at a full queue of 1 with 8 clients").isPositive();
        } finally {
            for (SocketChannel c : clients) {
                c.close();
            }
        }
    }
}
