package dev.rbench.infra.proxy;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import java.util.ArrayDeque;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.LongSupplier;

/**
 * One direction of a proxied connection: every chunk read from this channel is written to the peer
 * {@code delayNanos} after it arrived, like a link with that one-way latency. Both channels of a
 * pair run on the same event loop, so this class needs no locks; chunks wait in one queue, drained in
 * order by one timer, so bytes keep their order.
 * <p>
 * Backpressure: bytes read but not yet written by the peer (still delayed, queued by the traffic
 * shaper, or in the peer's outbound buffer) are counted; above {@link #HIGH_WATER} this side stops
 * reading (autoRead off), and TCP flow control pushes back on the sender, until the count drops
 * below {@link #LOW_WATER}. A 1 MB document therefore never piles up unbounded in the proxy.
 */
final class DelayedRelay extends ChannelInboundHandlerAdapter {

    static final long HIGH_WATER = 1024 * 1024;
    static final long LOW_WATER = 256 * 1024;

    private final Channel peer;
    private final long delayNanos;
    private final LongSupplier extraNanos;
    private final LongAdder bytesRead;
    private long pending;
    /** When the last chunk is due: a later chunk is never due before it, even when a fault's extra delay ends. */
    private long lastDueNanos;
    /**
     * Chunks (and the close) not yet due, in the order read: one timer drains them in that order. A timer per chunk
     * could reorder chunks of equal due time, since the loop computes each timer's deadline from its own clock read.
     */
    private final ArrayDeque<Timed> queued = new ArrayDeque<>();
    private boolean drainScheduled;

    private record Timed(long dueNanos, Runnable task) {
    }

    DelayedRelay(Channel peer, long delayNanos, LongSupplier extraNanos, LongAdder bytesRead) {
        this.peer = peer;
        this.delayNanos = delayNanos;
        this.extraNanos = extraNanos;
        this.bytesRead = bytesRead;
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        ByteBuf buf = (ByteBuf) msg;
        int size = buf.readableBytes();
        bytesRead.add(size);
        pending += size;
        if (pending > HIGH_WATER) {
            ctx.channel().config().setAutoRead(false);
        }
        later(ctx, () -> peer.writeAndFlush(buf).addListener(f -> {
            pending -= size;
            if (pending < LOW_WATER && !ctx.channel().config().isAutoRead() && ctx.channel().isActive()) {
                ctx.channel().config().setAutoRead(true);
            }
            if (!f.isSuccess()) {
                ctx.channel().close();
            }
        }));
    }

    /**
     * This side closed: close the peer too, but only after the bytes still under way reached it
     * (the empty write is queued behind them), so a reply followed by a close arrives whole.
     */
    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
        later(ctx, () -> {
            if (peer.isActive()) {
                peer.writeAndFlush(Unpooled.EMPTY_BUFFER).addListener(ChannelFutureListener.CLOSE);
            }
        });
        ctx.fireChannelInactive();
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        // Connection reset and the like: the relay ends like a close, which channelInactive handles.
        ctx.close();
    }

    private void later(ChannelHandlerContext ctx, Runnable task) {
        long delay = delayNanos + extraNanos.getAsLong();
        if (delay == 0 && queued.isEmpty()) {
            task.run();
            return;
        }
        // Bytes keep their order: a chunk read after a slow spell ends is never due before the slow ones,
        // and it waits behind them in the queue.
        long now = System.nanoTime();
        long due = Math.max(now + delay, lastDueNanos);
        lastDueNanos = due;
        queued.add(new Timed(due, task));
        if (!drainScheduled) {
            drainScheduled = true;
            ctx.executor().schedule(() -> drain(ctx), Math.max(0, due - now), TimeUnit.NANOSECONDS);
        }
    }

    /** Runs every queued task that is due, in order, and sets the timer for the next one. */
    private void drain(ChannelHandlerContext ctx) {
        long now = System.nanoTime();
        while (!queued.isEmpty() && queued.peek().dueNanos() <= now) {
            queued.poll().task().run();
        }
        if (queued.isEmpty()) {
            drainScheduled = false;
        } else {
            ctx.executor().schedule(() -> drain(ctx), Math.max(0, queued.peek().dueNanos() - now), TimeUnit.NANOSECONDS);
        }
    }
}
