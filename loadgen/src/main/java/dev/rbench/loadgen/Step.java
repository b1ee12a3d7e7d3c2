package dev.rbench.loadgen;

import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http.DefaultFullHttpRequest;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpVersion;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;

/** State shared by all users of one running step. Immutable apart from the thread-safe parts. */
final class Step {

    final HttpTarget target;
    final InetSocketAddress address;
    final Connector connector;
    final long startNanos;
    /** Closed loop only: no new request is started by a user that completes at or after this instant. */
    final long endNanos;
    final long requestTimeoutNanos;
    /** Counted down once per participant (user, or open-model pool) when it has nothing more to do. */
    final CountDownLatch usersDone;
    /** Precise timer for scheduled sends; closed when the step ends. */
    final Pacer pacer;
    /** Attempts started (connecting or sent) and not yet ended, over all loops. */
    final AtomicInteger inFlight = new AtomicInteger();
    /** Connections the step may open at once: decides whether source addresses are spread (see SourceAddresses). */
    private final long totalConnections;
    /** Completed attempts, for progress reporting only (the results come from {@link LoopStats}). */
    final LongAdder completed = new LongAdder();

    Step(HttpTarget target, InetSocketAddress address, Connector connector, long startNanos, long endNanos,
         long requestTimeoutNanos, int participants, long totalConnections, Pacer pacer) {
        this.target = target;
        this.address = address;
        this.connector = connector;
        this.startNanos = startNanos;
        this.endNanos = endNanos;
        this.requestTimeoutNanos = requestTimeoutNanos;
        this.usersDone = new CountDownLatch(participants);
        this.totalConnections = totalConnections;
        this.pacer = pacer;
    }

    /** Source address for connection {@code index}, or null to let the kernel choose. */
    InetSocketAddress localAddressFor(int index) {
        InetAddress local = SourceAddresses.forConnection(index, totalConnections,
                address.getAddress() != null && address.getAddress().isLoopbackAddress()
                        && address.getAddress().getAddress().length == 4);
        return local == null ? null : new InetSocketAddress(local, 0);
    }

    /** A fresh request per send: the encoder owns (and releases) what it writes. */
    FullHttpRequest newRequest() {
        FullHttpRequest request = new DefaultFullHttpRequest(HttpVersion.HTTP_1_1, HttpMethod.GET,
                target.pathAndQuery(), Unpooled.EMPTY_BUFFER);
        request.headers()
                .set(HttpHeaderNames.HOST, target.hostHeader())
                .set(HttpHeaderNames.CONNECTION, HttpHeaderValues.KEEP_ALIVE)
                .set(HttpHeaderNames.ACCEPT, "*/*")
                .set(HttpHeaderNames.USER_AGENT, "rbench-loadgen");
        return request;
    }
}
