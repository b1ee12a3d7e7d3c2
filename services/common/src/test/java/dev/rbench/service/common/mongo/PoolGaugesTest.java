package dev.rbench.service.common.mongo;

import static org.assertj.core.api.Assertions.assertThat;

import com.mongodb.ServerAddress;
import com.mongodb.connection.ClusterId;
import com.mongodb.connection.ConnectionId;
import com.mongodb.connection.ServerId;
import com.mongodb.event.ConnectionCheckOutFailedEvent;
import com.mongodb.event.ConnectionCheckOutStartedEvent;
import com.mongodb.event.ConnectionCheckedInEvent;
import com.mongodb.event.ConnectionCheckedOutEvent;
import com.mongodb.event.ConnectionClosedEvent;
import com.mongodb.event.ConnectionCreatedEvent;
import dev.rbench.protocol.PoolSnapshot;
import org.junit.jupiter.api.Test;

class PoolGaugesTest {
    private static final ServerId SERVER = new ServerId(new ClusterId(), new ServerAddress());
    private static final ConnectionId CONNECTION = new ConnectionId(SERVER);

    private final PoolGauges gauges = new PoolGauges(7, 1, 2);

    @Test
    void countsCheckoutsWaitsAndConnectionsWithWatermarks() {
        gauges.connectionCreated(new ConnectionCreatedEvent(CONNECTION));
        gauges.connectionCreated(new ConnectionCreatedEvent(CONNECTION));
        startCheckout();
        startCheckout();
        startCheckout();
        gauges.connectionCheckedOut(new ConnectionCheckedOutEvent(CONNECTION, 1, 0));
        gauges.connectionCheckedOut(new ConnectionCheckedOutEvent(CONNECTION, 2, 0));
        gauges.connectionCheckOutFailed(new ConnectionCheckOutFailedEvent(SERVER, 3,
                ConnectionCheckOutFailedEvent.Reason.TIMEOUT, 0));
        gauges.connectionCheckedIn(new ConnectionCheckedInEvent(CONNECTION, 1));
        gauges.connectionClosed(new ConnectionClosedEvent(CONNECTION, ConnectionClosedEvent.Reason.IDLE));

        assertThat(gauges.snapshot()).isEqualTo(new PoolSnapshot(7, 1, 2, 1, 0, 2, 1, 2, 3));
    }

    @Test
    void resetStartsTheWatermarksFromTheCurrentValues() {
        startCheckout();
        startCheckout();
        gauges.connectionCheckedOut(new ConnectionCheckedOutEvent(CONNECTION, 1, 0));
        gauges.connectionCheckedOut(new ConnectionCheckedOutEvent(CONNECTION, 2, 0));
        gauges.connectionCheckedIn(new ConnectionCheckedInEvent(CONNECTION, 1));

        gauges.resetWatermarks();

        PoolSnapshot snapshot = gauges.snapshot();
        assertThat(snapshot.inUse()).isEqualTo(1);
        assertThat(snapshot.maxInUse()).isEqualTo(1);
        assertThat(snapshot.maxWaiting()).isZero();
    }

    private void startCheckout() {
        gauges.connectionCheckOutStarted(new ConnectionCheckOutStartedEvent(SERVER, 0));
    }
}
