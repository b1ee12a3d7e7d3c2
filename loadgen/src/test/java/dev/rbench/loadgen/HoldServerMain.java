package dev.rbench.loadgen;

import io.netty.channel.Channel;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.nio.NioIoHandler;

import java.net.InetSocketAddress;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The hold-until-all server of {@link ManyConnectionsTest} as its own process, so that the generator under test
 * and the server each have their own open-file limit (10,000 connections need 10,000 descriptors on each side).
 * Prints "port N" once listening, then "maxOpen N" lines; exits when its standard input closes.
 */
public final class HoldServerMain {

    public static void main(String[] args) throws Exception {
        int expected = Integer.parseInt(args[0]);
        var group = new MultiThreadIoEventLoopGroup(2, NioIoHandler.newFactory());
        AtomicInteger maxOpen = new AtomicInteger();
        ManyConnectionsTest.HoldUntilAll hold = new ManyConnectionsTest.HoldUntilAll(expected);
        Channel server = ManyConnectionsTest.bindHoldServer(group, 16384, hold, maxOpen);
        System.out.println("port " + ((InetSocketAddress) server.localAddress()).getPort());
        System.out.flush();
        Thread reporter = Thread.ofPlatform().daemon(true).start(() -> {
            while (true) {
                System.out.println("maxOpen " + maxOpen.get() + " releasedByTimer " + hold.releasedByTimer);
                System.out.flush();
                try {
                    Thread.sleep(200);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        while (System.in.read() >= 0) {
            // wait for the parent to close our stdin
        }
        reporter.interrupt();
        server.close().sync();
        group.shutdownGracefully(0, 1, java.util.concurrent.TimeUnit.SECONDS).sync();
    }
}
