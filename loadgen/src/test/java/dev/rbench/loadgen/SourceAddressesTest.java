package dev.rbench.loadgen;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Spreading over source addresses, with NIO's 28,000 per address; epoll's 10,000 in its own test. */
class SourceAddressesTest {

    private static final int BIND = SourceAddresses.PER_ADDRESS_BIND;

    private static int needed(long total) {
        return SourceAddresses.addressesNeeded(total, BIND);
    }

    private static InetAddress at(int index, long total, boolean loopback) {
        return SourceAddresses.forConnection(index, total, loopback, BIND);
    }

    @Test
    void withEpollAnAddressCarriesFewerThanConnectsEvenPorts() throws Exception {
        int noPort = SourceAddresses.perAddress(Transport.EPOLL);
        assertThat(noPort).isLessThan(14_000);
        assertThat(SourceAddresses.perAddress(Transport.NIO)).isEqualTo(28_000);
        assertThat(SourceAddresses.addressesNeeded(19_000, noPort)).isEqualTo(2);
        assertThat(SourceAddresses.forConnection(0, 10_000, true, noPort)).isNull();
        assertThat(SourceAddresses.forConnection(1, 19_000, true, noPort)).isEqualTo(InetAddress.getByName("127.0.0.2"));
    }

    @Test
    void upTo28000ConnectionsLeaveTheSourceToTheKernel() {
        assertThat(needed(1)).isEqualTo(1);
        assertThat(needed(28_000)).isEqualTo(1);
        assertThat(at(0, 28_000, true)).isNull();
        assertThat(at(27_999, 28_000, true)).isNull();
        assertThat(at(5, 100_000, false)).as("not a loopback target").isNull();
    }

    @Test
    void largerStepsGoRoundRobinOverLoopbackAddressesEachUnderTheLimit() throws Exception {
        assertThat(needed(28_001)).isEqualTo(2);
        assertThat(needed(60_000)).isEqualTo(3);
        assertThat(at(0, 60_000, true)).isEqualTo(InetAddress.getByName("127.0.0.1"));
        assertThat(at(1, 60_000, true)).isEqualTo(InetAddress.getByName("127.0.0.2"));
        assertThat(at(2, 60_000, true)).isEqualTo(InetAddress.getByName("127.0.0.3"));
        assertThat(at(3, 60_000, true)).isEqualTo(InetAddress.getByName("127.0.0.1"));
        // Past 127.0.0.255 the count carries into the next octet, still inside 127.0.0.0/8.
        assertThat(at(255, 28_000L * 300, true))
                .isEqualTo(InetAddress.getByName("127.0.1.0"));

        for (int total : new int[]{28_001, 56_000, 56_001, 100_000, 250_000}) {
            Map<InetAddress, Integer> perAddress = new HashMap<>();
            for (int i = 0; i < total; i++) {
                InetAddress a = at(i, total, true);
                assertThat(a.isLoopbackAddress()).isTrue();
                perAddress.merge(a, 1, Integer::sum);
            }
            assertThat(perAddress).hasSize(needed(total));
            assertThat(perAddress.values()).allSatisfy(n -> assertThat(n).isLessThanOrEqualTo(28_000));
        }
    }
}
