package dev.rbench.loadgen;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
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
    /** The request, encoded once per step; see {@link #request()}. */
    private final ByteBuf request;

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
        byte[] bytes = encodeRequest(target);
        this.request = Unpooled.unreleasableBuffer(
                Unpooled.wrappedBuffer(ByteBuffer.allocateDirect(bytes.length).put(bytes).flip()));
    }

    /** Source address for connection {@code index}, or null to let the kernel choose. */
    InetSocketAddress localAddressFor(int index) {
        InetAddress local = SourceAddresses.forConnection(index, totalConnections,
                address.getAddress() != null && address.getAddress().isLoopbackAddress()
                        && address.getAddress().getAddress().length == 4, SourceAddresses.perAddress(Transport.CURRENT));
        return local == null ? null : new InetSocketAddress(local, 0);
    }

    /**
     * The step's request, encoded once: the request line and host (and a body's type and length), as wrk sends it.
     * Nothing the server would have to parse for nothing: HTTP/1.1 connections are keep-alive without a
     * {@code connection} header, and no {@code accept} means any type, as {@code accept: *}{@code /*} did; every header
     * is work for the server on every request. A {@code user-agent} cost Netty's hello server 0.25–0.4 µs of its ~10
     * µs a request, 2–4 % of its throughput at 1,000 connections (three alternating rounds; docs/lab/loadgen.md).
     */
    static byte[] encodeRequest(HttpTarget target) {
        boolean hasBody = target.body().length > 0;
        String head = target.method() + " " + target.pathAndQuery() + " HTTP/1.1\r\n"
                + "host: " + target.hostHeader() + "\r\n"
                + (hasBody ? "content-type: application/json\r\ncontent-length: " + target.body().length + "\r\n" : "")
                + "\r\n";
        byte[] headBytes = head.getBytes(StandardCharsets.ISO_8859_1);
        byte[] all = java.util.Arrays.copyOf(headBytes, headBytes.length + target.body().length);
        System.arraycopy(target.body(), 0, all, headBytes.length, target.body().length);
        return all;
    }

    /**
     * What to write for one send: a view of the pre-encoded request with its own indexes. The memory is a JDK
     * direct buffer (written to the socket without a copy, freed by the GC) and cannot be released by the
     * transport, so any number of channels can write views of it at once.
     */
    ByteBuf request() {
        return request.duplicate();
    }
}
