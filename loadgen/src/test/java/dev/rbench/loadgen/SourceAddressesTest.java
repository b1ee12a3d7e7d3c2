package dev.rbench.loadgen;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SourceAddressesTest {

    @Test
    void upTo28000ConnectionsLeaveTheSourceToTheKernel() {
        assertThat(SourceAddresses.addressesNeeded(1)).isEqualTo(1);
        assertThat(SourceAddresses.addressesNeeded(28_000)).isEqualTo(1);
        assertThat(SourceAddresses.forConnection(0, 28_000, true)).isNull();
        assertThat(SourceAddresses.forConnection(27_999, 28_000, true)).isNull();
        assertThat(SourceAddresses.forConnection(5, 100_000, false)).as("not a loopback target").isNull();
    }

    @Test
    void largerStepsGoRoundRobinOverLoopbackAddressesEachUnderTheLimit() throws Exception {
        assertThat(SourceAddresses.addressesNeeded(28_001)).isEqualTo(2);
        assertThat(SourceAddresses.addressesNeeded(60_000)).isEqualTo(3);
        assertThat(SourceAddresses.forConnection(0, 60_000, true)).isEqualTo(InetAddress.getByName("127.0.0.1"));
        assertThat(SourceAddresses.forConnection(1, 60_000, true)).isEqualTo(InetAddress.getByName("127.0.0.2"));
        assertThat(SourceAddresses.forConnection(2, 60_000, true)).isEqualTo(InetAddress.getByName("127.0.0.3"));
        assertThat(SourceAddresses.forConnection(3, 60_000, true)).isEqualTo(InetAddress.getByName("127.0.0.1"));
        // Past 127.0.0.255 the count carries into the next octet, still inside 127.0.0.0/8.
        assertThat(SourceAddresses.forConnection(255, 28_000L * 300, true))
                .isEqualTo(InetAddress.getByName("127.0.1.0"));

        for (int total : new int[]{28_001, 56_000, 56_001, 100_000, 250_000}) {
            Map<InetAddress, Integer> perAddress = new HashMap<>();
            for (int i = 0; i < total; i++) {
                InetAddress a = SourceAddresses.forConnection(i, total, true);
                assertThat(a.isLoopbackAddress()).isTrue();
                perAddress.merge(a, 1, Integer::sum);
            }
            assertThat(perAddress).hasSize(SourceAddresses.addressesNeeded(total));
            assertThat(perAddress.values()).allSatisfy(n -> assertThat(n).isLessThanOrEqualTo(28_000));
        }
    }
}
